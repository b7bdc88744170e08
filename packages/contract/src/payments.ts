/** Which payment provider took a payment (DECISIONS.md section 4). */
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
