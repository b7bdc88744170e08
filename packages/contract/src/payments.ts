/** Which payment provider took a payment (docs/modules/payments.md#rules). */
export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** The life of a payment intent, as both providers report it. */
export const PAYMENT_INTENT_STATUSES = [
  'requires_payment_method',
  'processing',
  'succeeded',
  'failed',
  'canceled',
  'refunded',
] as const;
export type PaymentIntentStatus = (typeof PAYMENT_INTENT_STATUSES)[number];

/**
 * What a payment pays for: a cart at checkout, an accepted quote (whole or its
 * deposit; the order is made from the quote's lines), or the balance of an order paid by
 * deposit. The order is made, or the balance settled, from the intent's purpose.
 */
export const PAYMENT_PURPOSES = ['cart', 'quote', 'balance', 'invoice'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];
