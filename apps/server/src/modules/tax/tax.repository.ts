import { eq, sql } from 'drizzle-orm';
import { queryRows, schema, type ExecutorSource } from '@shop/db';

const { taxRates } = schema;

export type TaxChangeRow = {
  state: string;
  rate: number;
  effectiveFrom: string;
  changedAt: string;
  changedBy: string | null;
};

export type TaxTableRow = {
  state: string;
  name: string;
  publishedRate: number;
  current: TaxChangeRow | null;
  upcoming: TaxChangeRow | null;
};

const toChange = (row: TaxChangeRow): TaxChangeRow => ({
  ...row,
  rate: Number(row.rate),
  effectiveFrom: String(row.effectiveFrom).slice(0, 10),
  changedAt: new Date(row.changedAt).toISOString(),
});

const changeColumns = sql`c.state, c.rate, c.effective_from::text as "effectiveFrom",
  c.created_at as "changedAt", c.changed_by_name as "changedBy"`;

export function createTaxRepository(database: ExecutorSource) {
  const ex = () => database.executor();

  /** The change of each state in force on `day`: the latest effective one, the last saved. */
  const inForce = (day: string) => sql`
    select distinct on (c.state) ${changeColumns} from tax_rate_changes c
    where c.effective_from <= ${day}::date
    order by c.state, c.effective_from desc, c.id desc`;

  return {
    /** The rate of a state on `day` (YYYY-MM-DD): the latest change in force, else the published one. */
    async rateOf(state: string, day: string): Promise<number | undefined> {
      const [row] = await queryRows<{ rate: string | null }>(
        database,
        sql`select coalesce(
              (select c.rate from tax_rate_changes c
               where c.state = ${state} and c.effective_from <= ${day}::date
               order by c.effective_from desc, c.id desc limit 1),
              t.rate) as rate
            from tax_rates t where t.state = ${state}`,
      );
      return row?.rate == null ? undefined : Number(row.rate);
    },

    /** Every state with its published rate, the change in force on `day` and a later one. */
    async table(day: string): Promise<TaxTableRow[]> {
      const states = await queryRows<{ state: string; name: string; rate: string }>(
        database,
        sql`select state, name, rate from tax_rates order by name`,
      );
      const current = await queryRows<TaxChangeRow>(database, inForce(day));
      const later = await queryRows<TaxChangeRow>(
        database,
        sql`select distinct on (c.state) ${changeColumns} from tax_rate_changes c
            where c.effective_from > ${day}::date
            order by c.state, c.effective_from asc, c.id desc`,
      );
      const byState = (rows: TaxChangeRow[]) => new Map(rows.map((r) => [r.state, toChange(r)]));
      const currentOf = byState(current);
      const laterOf = byState(later);
      return states.map((s) => ({
        state: s.state,
        name: s.name,
        publishedRate: Number(s.rate),
        current: currentOf.get(s.state) ?? null,
        upcoming: laterOf.get(s.state) ?? null,
      }));
    },

    async state(state: string): Promise<{ name: string; rate: number } | undefined> {
      const [row] = await ex()
        .select({ name: taxRates.name, rate: taxRates.rate })
        .from(taxRates)
        .where(eq(taxRates.state, state))
        .limit(1);
      return row ? { name: row.name, rate: Number(row.rate) } : undefined;
    },

    /** The last change saved to any state, or null while the table is as published. */
    async lastChange(): Promise<TaxChangeRow | null> {
      const [row] = await queryRows<TaxChangeRow>(
        database,
        sql`select ${changeColumns} from tax_rate_changes c order by c.id desc limit 1`,
      );
      return row ? toChange(row) : null;
    },

    /** A state's changes, the newest first. */
    async changes(state: string): Promise<TaxChangeRow[]> {
      const rows = await queryRows<TaxChangeRow>(
        database,
        sql`select ${changeColumns} from tax_rate_changes c where c.state = ${state}
            order by c.id desc`,
      );
      return rows.map(toChange);
    },

    async addChange(change: {
      state: string;
      rate: number;
      effectiveFrom: string;
      userId: number;
      userName: string;
    }): Promise<void> {
      await queryRows(
        database,
        sql`insert into tax_rate_changes (state, rate, effective_from, changed_by, changed_by_name)
            values (${change.state}, ${change.rate.toFixed(5)}, ${change.effectiveFrom}::date,
                    ${change.userId}, ${change.userName})`,
      );
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
