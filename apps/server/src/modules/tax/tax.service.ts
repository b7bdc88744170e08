// The rules of this module, in words: docs/modules/tax.md
import {
  DEFAULT_TAX_RATE,
  SETTINGS_MESSAGES,
  shopDay,
  type AdminTaxRate,
  type TaxRateHistory,
  type TaxRateUpdate,
} from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import { DomainError } from '../../lib/errors.ts';
import { createTaxRepository, type TaxChangeRow } from './tax.repository.ts';
import { STATE_SALES_TAX_RATES, zipToState } from './tax-data.ts';

export type TaxService = ReturnType<typeof createTaxService>;

const toChange = ({ rate, effectiveFrom, changedAt, changedBy }: TaxChangeRow) => ({
  rate,
  effectiveFrom,
  changedAt,
  changedBy,
});

/**
 * Sales tax by ZIP: the ZIP's 3-digit prefix names the state, the state's rate is the one in
 * force today in the shop's time zone: the latest admin change whose effective date has come,
 * else the published average the table started with. Unknown or malformed ZIPs get 8%.
 * An order keeps the rate it was priced with (orders.tax_rate), whatever changes later.
 */
export function createTaxService({ database }: { database: DatabaseHandle }) {
  const repository = createTaxRepository(database);
  const today = () => shopDay(new Date());

  async function knownState(code: string) {
    const state = await repository.state(code.toUpperCase());
    if (!state) throw new DomainError('not_found', SETTINGS_MESSAGES.taxState);
    return { code: code.toUpperCase(), ...state };
  }

  /** The admin's table: every state's rate today, since when, by whom, and any later one. */
  async function table(): Promise<AdminTaxRate[]> {
    return (await repository.table(today())).map((row) => ({
      state: row.state,
      name: row.name,
      rate: row.current?.rate ?? row.publishedRate,
      effectiveFrom: row.current?.effectiveFrom ?? null,
      changedAt: row.current?.changedAt ?? null,
      changedBy: row.current?.changedBy ?? null,
      upcoming: row.upcoming ? toChange(row.upcoming) : null,
    }));
  }

  return {
    async rateForZip(zip: string): Promise<{ state: string | null; taxRate: number }> {
      const state = zipToState(zip);
      if (!state) return { state: null, taxRate: DEFAULT_TAX_RATE };
      const rate = await repository.rateOf(state, today());
      return { state, taxRate: rate ?? DEFAULT_TAX_RATE };
    },

    table,

    /** The table's last change by an admin (the go-live checklist's review), or null. */
    lastChange: () => repository.lastChange(),

    async history(code: string): Promise<TaxRateHistory> {
      const state = await knownState(code);
      return {
        state: state.code,
        name: state.name,
        publishedRate: state.rate,
        changes: (await repository.changes(state.code)).map(toChange),
      };
    },

    /** A new rate for a state from a date on (today or later); the old ones stay in the history. */
    async setRate(
      code: string,
      change: TaxRateUpdate,
      by: { id: number; name: string },
    ): Promise<AdminTaxRate> {
      const state = await knownState(code);
      if (change.effectiveFrom < today()) {
        throw new DomainError('validation', SETTINGS_MESSAGES.effectiveFrom, {
          fields: { effectiveFrom: SETTINGS_MESSAGES.effectiveFrom },
        });
      }
      await repository.addChange({
        state: state.code,
        rate: change.rate,
        effectiveFrom: change.effectiveFrom,
        userId: by.id,
        userName: by.name,
      });
      const rows = await table();
      return rows.find((r) => r.state === state.code)!;
    },

    /** At every start: the table holds every state and DC. */
    ensureRates: () =>
      repository.insertMissing(
        Object.entries(STATE_SALES_TAX_RATES).map(([state, { name, rate }]) => ({
          state,
          name,
          rate,
        })),
      ),
  };
}
