import { asc, eq } from 'drizzle-orm';
import { schema, type ExecutorSource } from '@shop/db';

const { quotePlans } = schema;
export type QuotePlanRow = typeof quotePlans.$inferSelect;
export type NewQuotePlanRow = Omit<typeof quotePlans.$inferInsert, 'quoteId' | 'id'>;

/** The SQL of a quote's plan lines (ADR 0076), for the staff side and the customer's link. */
export function createQuotePlansRepository(database: ExecutorSource) {
  const ex = () => database.executor();
  return {
    async of(quoteId: number): Promise<QuotePlanRow[]> {
      return ex()
        .select()
        .from(quotePlans)
        .where(eq(quotePlans.quoteId, quoteId))
        .orderBy(asc(quotePlans.position), asc(quotePlans.id));
    },

    /** The quote's plan lines replaced by these (inside the save's transaction). */
    async replace(quoteId: number, rows: readonly NewQuotePlanRow[]): Promise<void> {
      await ex().delete(quotePlans).where(eq(quotePlans.quoteId, quoteId));
      if (rows.length === 0) return;
      await ex()
        .insert(quotePlans)
        .values(rows.map((r) => ({ ...r, quoteId })));
    },
  };
}
