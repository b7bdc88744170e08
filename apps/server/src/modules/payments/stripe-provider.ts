import type Stripe from 'stripe';
import type { PaymentIntentStatus } from '@shop/contract';
import { stripeKeyMode } from '../../config/payment-settings.ts';
import { loadLater } from '../../lib/load-later.ts';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderIntent,
  type SavedCard,
} from './payment-provider.ts';

/** A Stripe PaymentMethod's card as the shop keeps it; null for anything but a card. */
function savedCardOf(method: string | Stripe.PaymentMethod | null | undefined): SavedCard | null {
  if (!method || typeof method === 'string' || !method.card) return null;
  return {
    ref: method.id,
    brand: method.card.brand,
    last4: method.card.last4,
    expMonth: method.card.exp_month,
    expYear: method.card.exp_year,
  };
}

/** Stripe refused a card (a decline, or a bank asking the customer to confirm). */
function cardError(err: unknown): { message: string; intentId: string | null } | null {
  const e = err as {
    type?: string;
    message?: string;
    raw?: { payment_intent?: { id?: string } };
  } | null;
  if (e?.type !== 'StripeCardError') return null;
  return {
    message: e.message ?? 'Your card was declined.',
    intentId: e.raw?.payment_intent?.id ?? null,
  };
}

export type StripeOptions = {
  secretKey: string;
  publishableKey: string | null;
  webhookSecret: string | undefined;
  /** Tests point the SDK at a local stand-in of Stripe's API; production leaves these unset. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
};

/** Stripe's statuses folded into the shop's few (PAYMENT_INTENT_STATUSES). */
export function toIntentStatus(status: Stripe.PaymentIntent.Status): PaymentIntentStatus {
  switch (status) {
    case 'succeeded':
      return 'succeeded';
    case 'processing':
      return 'processing';
    case 'canceled':
      return 'canceled';
    default:
      return 'requires_payment_method';
  }
}

export type StripeProvider = PaymentProvider & {
  readonly webhookSecretSet: boolean;
  /** Checks the signature on the raw body and answers the event; throws when it is forged. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): Stripe.Event;
};

/**
 * Whether Stripe answered a call and refused it (4xx: a card, request, permission or rate
 * error), so nothing moved and a retry may send a new idempotency key. A network failure, a
 * 5xx, or a 409 (a request with the same key still running) leaves the outcome unknown.
 */
export function stripeDeclined(err: unknown): boolean {
  const status = (err as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 409;
}

/** Stripe's SDK is loaded only by a shop that takes payments through Stripe. */
const stripeSdk = loadLater<typeof Stripe>('stripe');

/** Payments through Stripe: payment intents, refunds, and signed webhooks. */
export function createStripeProvider(options: StripeOptions): StripeProvider {
  const stripe = new (stripeSdk())(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
  });
  const wrap = async <T>(what: string, call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (err) {
      throw new PaymentProviderError(`Stripe ${what} failed`, {
        cause: err,
        declined: stripeDeclined(err),
      });
    }
  };

  return {
    name: 'stripe',
    mode: stripeKeyMode(options.secretKey) === 'live' ? 'live' : 'test',
    webhookSecretSet: Boolean(options.webhookSecret),
    publishableKey: options.publishableKey,
    async createIntent({ amountCents, currency, metadata, saveFor }) {
      const intent = await wrap('create payment intent', () =>
        stripe.paymentIntents.create({
          amount: amountCents,
          currency,
          automatic_payment_methods: { enabled: true },
          metadata,
          // The card is kept on the customer for the charges made without them (ADR 0075).
          ...(saveFor?.customerRef
            ? { customer: saveFor.customerRef, setup_future_usage: 'off_session' as const }
            : {}),
        }),
      );
      if (!intent.client_secret) throw new PaymentProviderError('Stripe gave no client secret');
      return { id: intent.id, clientSecret: intent.client_secret };
    },
    async retrieveIntent(id): Promise<ProviderIntent> {
      const intent = await wrap('retrieve payment intent', () =>
        stripe.paymentIntents.retrieve(id, { expand: ['latest_charge', 'payment_method'] }),
      );
      const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
      const card = charge?.payment_method_details?.card ?? null;
      return {
        id: intent.id,
        status: toIntentStatus(intent.status),
        amountCents: intent.amount,
        currency: intent.currency,
        cardBrand: card?.brand ?? null,
        cardLast4: card?.last4 ?? null,
        failureMessage: intent.last_payment_error?.message ?? null,
        savedCard:
          intent.setup_future_usage && intent.status === 'succeeded'
            ? savedCardOf(intent.payment_method)
            : null,
      };
    },
    async ensureCustomer({ userId, email, existingRef }) {
      if (existingRef) return existingRef;
      const customer = await wrap('create customer', () =>
        stripe.customers.create(
          { email, metadata: { userId: String(userId) } },
          { idempotencyKey: `customer-${userId}` },
        ),
      );
      return customer.id;
    },
    async chargeSaved({ customerRef, card, amountCents, key, metadata }) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency: 'usd',
            ...(customerRef ? { customer: customerRef } : {}),
            payment_method: card.ref,
            off_session: true,
            confirm: true,
            metadata,
          },
          { idempotencyKey: key },
        );
        const paid = intent.status === 'succeeded' || intent.status === 'processing';
        return {
          id: intent.id,
          status: paid ? 'succeeded' : 'failed',
          amountCents: intent.amount,
          failureMessage: paid
            ? null
            : (intent.last_payment_error?.message ?? 'Your bank asks you to confirm this payment.'),
        };
      } catch (err) {
        const declined = cardError(err);
        if (declined) {
          return {
            id: declined.intentId ?? `declined_${key}`,
            status: 'failed',
            amountCents,
            failureMessage: declined.message,
          };
        }
        throw new PaymentProviderError('Stripe charge of a saved card failed', {
          cause: err,
          declined: stripeDeclined(err),
        });
      }
    },
    async createSetup({ customerRef }) {
      const setup = await wrap('create setup intent', () =>
        stripe.setupIntents.create({
          ...(customerRef ? { customer: customerRef } : {}),
          usage: 'off_session',
          automatic_payment_methods: { enabled: true },
        }),
      );
      if (!setup.client_secret) throw new PaymentProviderError('Stripe gave no client secret');
      return { id: setup.id, clientSecret: setup.client_secret };
    },
    async retrieveSetup(id) {
      const setup = await wrap('retrieve setup intent', () =>
        stripe.setupIntents.retrieve(id, { expand: ['payment_method'] }),
      );
      return {
        status: setup.status === 'succeeded' ? 'succeeded' : 'pending',
        card: setup.status === 'succeeded' ? savedCardOf(setup.payment_method) : null,
      };
    },
    async detachCard(card) {
      await wrap('detach payment method', () => stripe.paymentMethods.detach(card.ref));
    },
    async refund(id, idempotencyKey) {
      // The idempotency key makes a repeated refund of the same intent one refund at Stripe.
      await wrap('refund', () => stripe.refunds.create({ payment_intent: id }, { idempotencyKey }));
    },
    async refundPart(id, amountCents, idempotencyKey) {
      await wrap('partial refund', () =>
        stripe.refunds.create({ payment_intent: id, amount: amountCents }, { idempotencyKey }),
      );
    },
    async cancel(id) {
      await wrap('cancel payment intent', () => stripe.paymentIntents.cancel(id));
    },
    verifyWebhook(rawBody, signature) {
      if (!options.webhookSecret)
        throw new PaymentProviderError('STRIPE_WEBHOOK_SECRET is not set');
      if (!signature) throw new PaymentProviderError('Missing Stripe-Signature header');
      try {
        return stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (err) {
        throw new PaymentProviderError('Invalid Stripe signature', { cause: err });
      }
    },
  };
}
