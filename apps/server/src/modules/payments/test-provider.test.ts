import { describe, expect, it } from 'vitest';
import type { PaymentIntentRow } from './payments.repository.ts';
import { PaymentProviderError } from './payment-provider.ts';
import { createTestProvider } from './test-provider.ts';

/** One paid intent of $100.00 of which `refundedCents` the shop recorded as refunded. */
function providerWith(refundedCents = 0, status = 'succeeded') {
  const row = { id: 'pi_1', amountCents: 10_000, refundedCents, status } as PaymentIntentRow;
  return createTestProvider({
    find: async (id) => (id === row.id ? row : undefined),
    recordTestCharge: () => Promise.reject(new Error('not used')),
  });
}

describe('the test provider: partial refunds', () => {
  it('gives back parts up to what the payment holds, and refuses more', async () => {
    const provider = providerWith();
    await provider.refundPart('pi_1', 6_000, 'a');
    await provider.refundPart('pi_1', 4_000, 'b');
    await expect(provider.refundPart('pi_1', 1, 'c')).rejects.toThrow(PaymentProviderError);
  });

  it('a key already answered is the same refund, not another one', async () => {
    const provider = providerWith();
    await provider.refundPart('pi_1', 7_000, 'rma-1-pi_1');
    await provider.refundPart('pi_1', 7_000, 'rma-1-pi_1');
    await expect(provider.refundPart('pi_1', 3_001, 'rma-2-pi_1')).rejects.toThrow(/3000 left/);
  });

  it('counts what the shop recorded, a whole refund, and refuses unpaid or unknown intents', async () => {
    await expect(providerWith(9_500).refundPart('pi_1', 501, 'a')).rejects.toThrow(/500 left/);
    const whole = providerWith();
    await whole.refund('pi_1', 'refund-pi_1');
    await expect(whole.refundPart('pi_1', 1, 'a')).rejects.toThrow(PaymentProviderError);
    await expect(
      providerWith(0, 'requires_payment_method').refundPart('pi_1', 1, 'a'),
    ).rejects.toThrow(PaymentProviderError);
    await expect(providerWith().refundPart('pi_2', 1, 'a')).rejects.toThrow(PaymentProviderError);
    await expect(providerWith().refundPart('pi_1', 0, 'a')).rejects.toThrow(PaymentProviderError);
  });
});
