import { randomBytes } from 'node:crypto';
import type { PaymentsRepositoryLike } from './payments.service.ts';
import type { PaymentProvider, ProviderIntent } from './payment-provider.ts';

/**
 * The built-in test processor, used when no Stripe key is set: the same flow as Stripe's
 * payment intents, kept in the shop's own payment_intents table. Its card form takes only
 * Stripe's test card numbers (see @shop/contract payment-card.ts).
 */
export function createTestProvider(store: PaymentsRepositoryLike): PaymentProvider {
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
      };
    },
    async refund() {
      // Nothing to send anywhere: the payments service records the refund on the intent.
    },
    async cancel() {
      // The payments service records the cancel; the card form then refuses the intent.
    },
  };
}
