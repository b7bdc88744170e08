import { createHash, randomBytes } from 'node:crypto';
import { declineMessage, savedTestCardOutcome } from '@shop/contract';
import type { PaymentsRepositoryLike } from './payments.service.ts';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderIntent,
} from './payment-provider.ts';

/** The test provider's reference of the card an intent saved: one per intent, however often asked. */
const testCardRef = (intentId: string) =>
  `pm_test_${createHash('sha256').update(intentId).digest('hex').slice(0, 24)}`;

/**
 * The built-in test processor, used when no Stripe key is set: the same flow as Stripe's
 * payment intents, kept in the shop's own payment_intents table. Its card form takes only
 * Stripe's test card numbers (see @shop/contract payment-card.ts).
 */
export function createTestProvider(store: PaymentsRepositoryLike): PaymentProvider {
  /**
   * What it gave back per intent, and the idempotency keys it already answered, as Stripe
   * keeps them: the shop records a refund on the intent only after the call, so the
   * processor's own count is what refuses a second refund of money already given back.
   */
  const refunded = new Map<string, number>();
  const keys = new Set<string>();
  return {
    name: 'test',
    mode: 'test',
    publishableKey: null,
    async createIntent() {
      const id = `pi_test_${randomBytes(12).toString('hex')}`;
      return { id, clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}` };
    },
    async retrieveIntent(id): Promise<ProviderIntent> {
      const row = await store.find(id);
      if (!row) throw new Error(`No test payment intent ${id}`);
      return {
        id,
        status: row.status as ProviderIntent['status'],
        amountCents: row.amountCents,
        currency: row.currency,
        cardBrand: row.cardBrand,
        cardLast4: row.cardLast4,
        failureMessage: row.failureMessage,
        savedCard:
          row.saveCard && row.status === 'succeeded' && row.cardBrand && row.cardLast4
            ? {
                ref: testCardRef(id),
                brand: row.cardBrand,
                last4: row.cardLast4,
                expMonth: null,
                expYear: null,
              }
            : null,
      };
    },
    async ensureCustomer() {
      return null;
    },
    /**
     * A saved card charged: what the card does is known by its brand and last four digits (a
     * card that saves then fails is declined). The charge is kept by its key in the
     * database, so a key sent again (a resumed run, another instance) answers the first one.
     */
    async chargeSaved({ card, amountCents, key }) {
      const outcome = savedTestCardOutcome(card.brand, card.last4);
      return store.recordTestCharge({
        key,
        id: `pi_test_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`,
        status: outcome === 'succeeded' ? 'succeeded' : 'failed',
        amountCents,
        failureMessage: outcome === 'succeeded' ? null : declineMessage(outcome),
      });
    },
    async createSetup() {
      // The test provider saves a card through its own card form (payments.saveTestCard).
      throw new PaymentProviderError('The test provider saves cards through its card form', {
        declined: true,
      });
    },
    async retrieveSetup() {
      throw new PaymentProviderError('The test provider makes no setups', { declined: true });
    },
    async detachCard() {
      // Nothing kept anywhere else: the payments service marks the card removed.
    },
    async refund(id, _idempotencyKey) {
      // Nothing to send anywhere: the payments service records the refund on the intent.
      const row = await store.find(id);
      if (row) refunded.set(id, row.amountCents);
    },
    async refundPart(id, amountCents, idempotencyKey) {
      if (keys.has(idempotencyKey)) return;
      const row = await store.find(id);
      if (!row || (row.status !== 'succeeded' && row.status !== 'refunded')) {
        throw new PaymentProviderError(`No paid test payment intent ${id}`, {
          declined: true,
        });
      }
      const before = Math.max(refunded.get(id) ?? 0, row.refundedCents);
      if (!Number.isInteger(amountCents) || amountCents <= 0) {
        throw new PaymentProviderError('A refund must be a positive whole number of cents', {
          declined: true,
        });
      }
      if (amountCents > row.amountCents - before) {
        throw new PaymentProviderError(
          `Refund of ${amountCents} cents is more than the ${row.amountCents - before} left on ${id}`,
          {
            declined: true,
          },
        );
      }
      refunded.set(id, before + amountCents);
      keys.add(idempotencyKey);
    },
    async cancel() {
      // The payments service records the cancel; the card form then refuses the intent.
    },
  };
}
