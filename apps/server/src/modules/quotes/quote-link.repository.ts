import { asc, eq, sql } from 'drizzle-orm';
import { schema, type ExecutorSource } from '@shop/db';
import type { QuoteStatus } from '@shop/contract';

const { quotes, quoteLines, quoteEvents } = schema;
export type QuoteRow = typeof quotes.$inferSelect;
export type QuoteLineRow = typeof quoteLines.$inferSelect;

/**
 * The SQL of the customer's side of a quote (its signed link, its answer, its order): the
 * quote found by its link's hash, locked for the order, answered, and its events.
 */
export function createQuoteLinkRepository(database: ExecutorSource) {
  const ex = () => database.executor();
  return {
    async findByTokenHash(hash: string): Promise<QuoteRow | undefined> {
      const [row] = await ex().select().from(quotes).where(eq(quotes.linkTokenHash, hash)).limit(1);
      return row;
    },

    /** The quote's row locked until the transaction ends: one answer at a time. */
    async lock(id: number): Promise<QuoteRow | undefined> {
      const [row] = await ex().select().from(quotes).where(eq(quotes.id, id)).for('update');
      return row;
    },

    async find(id: number): Promise<QuoteRow | undefined> {
      const [row] = await ex().select().from(quotes).where(eq(quotes.id, id)).limit(1);
      return row;
    },

    async lines(quoteId: number): Promise<QuoteLineRow[]> {
      return ex()
        .select()
        .from(quoteLines)
        .where(eq(quoteLines.quoteId, quoteId))
        .orderBy(asc(quoteLines.position), asc(quoteLines.id));
    },

    /** First view through the link: sent -> viewed, once (false when it was viewed already). */
    async markViewed(id: number): Promise<boolean> {
      const rows = await ex()
        .update(quotes)
        .set({ status: 'viewed', viewedAt: sql`now()`, updatedAt: sql`now()` })
        .where(sql`${quotes.id} = ${id} and ${quotes.status} = 'sent'`)
        .returning({ id: quotes.id });
      return rows.length > 0;
    },

    /**
     * The customer's answer: the status, when, who (accepting) or why (declining); the link
     * stops working (its hash is cleared).
     */
    async answer(
      id: number,
      values: { status: 'accepted' | 'declined'; customerId?: number; declineReason?: string },
    ): Promise<void> {
      await ex()
        .update(quotes)
        .set({
          status: values.status,
          answeredAt: sql`now()`,
          linkTokenHash: null,
          updatedAt: sql`now()`,
          ...(values.customerId !== undefined ? { customerId: values.customerId } : {}),
          ...(values.declineReason !== undefined ? { declineReason: values.declineReason } : {}),
        })
        .where(eq(quotes.id, id));
    },

    async insertEvent(values: {
      quoteId: number;
      fromStatus: QuoteStatus | null;
      toStatus: QuoteStatus;
      note: string | null;
    }): Promise<void> {
      await ex()
        .insert(quoteEvents)
        .values({ ...values, userId: null, userName: null });
    },
  };
}

export type QuoteLinkRepository = ReturnType<typeof createQuoteLinkRepository>;
