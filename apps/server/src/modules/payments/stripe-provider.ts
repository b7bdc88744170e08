import type Stripe from 'stripe';
import type { PaymentIntentStatus } from '@shop/contract';
import { stripeKeyMode } from '../../config/payment-settings.ts';
import { loadLater } from '../../lib/load-later.ts';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderIntent,
} from './payment-provider.ts';

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
    async createIntent({ amountCents, currency, metadata }) {
      const intent = await wrap('create payment intent', () =>
        stripe.paymentIntents.create({
          amount: amountCents,
          currency,
          automatic_payment_methods: { enabled: true },
          metadata,
        }),
      );
      if (!intent.client_secret) throw new PaymentProviderError('Stripe gave no client secret');
      return { id: intent.id, clientSecret: intent.client_secret };
    },
    async retrieveIntent(id): Promise<ProviderIntent> {
      const intent = await wrap('retrieve payment intent', () =>
        stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] }),
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
      };
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
