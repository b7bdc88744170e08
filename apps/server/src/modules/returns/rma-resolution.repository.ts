import { eq, sql } from 'drizzle-orm';
import { schema, type ExecutorSource } from '@shop/db';

const { rmas } = schema;

/**
 * The resolution's own SQL on rmas (ADR 0049): the refund's claim, taken in the
 * transaction that locked the RMA before the payment provider is called, and given back when
 * the provider refuses or does not answer. The status and the step's columns go through rma-steps.
 */
export function createRmaResolutionRepository(database: ExecutorSource) {
  const ex = () => database.executor();
  return {
    async setRefundStarted(id: number, at: Date | null): Promise<void> {
      await ex()
        .update(rmas)
        .set({ refundStartedAt: at, updatedAt: sql`now()` })
        .where(eq(rmas.id, id));
    },

    /** The provider declined the refund: the claim given back, the next try a new attempt. */
    async releaseDeclinedRefund(id: number): Promise<void> {
      await ex()
        .update(rmas)
        .set({
          refundStartedAt: null,
          refundAttempt: sql`${rmas.refundAttempt} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(rmas.id, id));
    },
  };
}

export type RmaResolutionRepository = ReturnType<typeof createRmaResolutionRepository>;
