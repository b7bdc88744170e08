import type { PaymentIntentStatus, PaymentProviderName } from '@shop/contract';

/** What the shop needs from a card processor (docs/modules/payments.md#rules). */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** live: real money moves; test: the built-in provider or Stripe's test keys. */
  readonly mode: 'test' | 'live';
  /** Stripe's publishable key for the browser; null for the built-in test provider. */
  readonly publishableKey: string | null;
  createIntent(input: {
    amountCents: number;
    currency: 'usd';
    metadata: Record<string, string>;
    /**
     * Keep the card for charges made without the customer (ADR 0075): Stripe's
     * `setup_future_usage: 'off_session'` on the customer's Stripe Customer.
     */
    saveFor?: { customerRef: string | null };
  }): Promise<{ id: string; clientSecret: string }>;
  /**
   * The customer's account at the provider to keep cards on, made when it has none
   * (`existingRef`); null for a provider that needs none (the test provider).
   */
  ensureCustomer(input: {
    userId: number;
    email: string;
    existingRef: string | null;
  }): Promise<string | null>;
  /**
   * Charges a saved card without the customer, once per idempotency key: the same key answers
   * the same charge (a run resumed after a crash), never a second one. A decline answers
   * status 'failed' with the processor's message; no answer throws PaymentProviderError.
   */
  chargeSaved(input: {
    customerRef: string | null;
    card: SavedCard;
    amountCents: number;
    key: string;
    metadata: Record<string, string>;
  }): Promise<ProviderCharge>;
  /** A card added without a payment (Stripe's SetupIntent); the browser confirms it. */
  createSetup(input: { customerRef: string | null }): Promise<{ id: string; clientSecret: string }>;
  /** What became of a setup: the card saved by it, once it succeeded. */
  retrieveSetup(id: string): Promise<{ status: 'succeeded' | 'pending'; card: SavedCard | null }>;
  /** A saved card removed: it can no longer be charged. */
  detachCard(card: SavedCard): Promise<void>;
  /** The processor's own word on an intent: status, amount, and the card used. */
  retrieveIntent(id: string): Promise<ProviderIntent>;
  /**
   * Gives the whole payment back (what is left of it). The same idempotency key is one refund
   * however often it is sent; a new key after a refusal is a new try.
   */
  refund(id: string, idempotencyKey: string): Promise<void>;
  /**
   * Gives back part of a payment (an RMA's unit line). The same idempotency key is
   * one refund however often it is sent; more than is left on the payment is refused
   * (PaymentProviderError, declined).
   */
  refundPart(id: string, amountCents: number, idempotencyKey: string): Promise<void>;
  /** An intent nobody will pay any more: it can no longer be confirmed. */
  cancel(id: string): Promise<void>;
}

export type ProviderIntent = {
  id: string;
  status: PaymentIntentStatus;
  amountCents: number;
  currency: string;
  cardBrand: string | null;
  cardLast4: string | null;
  failureMessage: string | null;
  /** The card the payment saved for later (an intent made with `saveFor`), once it succeeded. */
  savedCard?: SavedCard | null;
};

/** A card kept at the provider: its reference there and what the customer is shown of it. */
export type SavedCard = {
  ref: string;
  brand: string;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
};

/** A charge of a saved card: paid, or declined with the processor's message. */
export type ProviderCharge = {
  id: string;
  status: 'succeeded' | 'failed';
  amountCents: number;
  failureMessage: string | null;
};

/**
 * The payment provider failed a call. `declined`: the provider answered and refused it, so
 * nothing moved (a card or request error); otherwise the outcome is unknown (no answer, a
 * provider fault) and the call may have gone through: a retry must send the same idempotency
 * key so it is not made twice.
 */
export class PaymentProviderError extends Error {
  readonly declined: boolean;
  constructor(message: string, options?: { cause?: unknown; declined?: boolean }) {
    super(message, options);
    this.name = 'PaymentProviderError';
    this.declined = options?.declined ?? false;
  }
}
