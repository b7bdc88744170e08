import { eq } from 'drizzle-orm';
import { schema, type ExecutorSource } from '@shop/db';

const { taxRates } = schema;

export function createTaxRepository(database: ExecutorSource) {
  const ex = () => database.executor();
  return {
    async rateOf(state: string): Promise<number | undefined> {
      const [row] = await ex()
        .select({ rate: taxRates.rate })
        .from(taxRates)
        .where(eq(taxRates.state, state))
        .limit(1);
      return row ? Number(row.rate) : undefined;
    },

    /** Adds missing states only: a rate an admin has changed is never overwritten. */
    async insertMissing(rows: { state: string; name: string; rate: number }[]): Promise<number> {
      const inserted = await ex()
        .insert(taxRates)
        .values(rows.map((r) => ({ ...r, rate: r.rate.toFixed(5) })))
        .onConflictDoNothing({ target: taxRates.state })
        .returning({ state: taxRates.state });
      return inserted.length;
    },
  };
}
