import { DEFAULT_TAX_RATE } from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import { createTaxRepository } from './tax.repository.ts';
import { STATE_SALES_TAX_RATES, zipToState } from './tax-data.ts';

export type TaxService = ReturnType<typeof createTaxService>;

/**
 * Sales tax by ZIP: the ZIP's 3-digit prefix names the state, the state's combined average
 * rate comes from the tax_rates table (admin-editable). Unknown or malformed ZIPs get 8%.
 */
export function createTaxService({ database }: { database: DatabaseHandle }) {
  const repository = createTaxRepository(database);
  return {
    async rateForZip(zip: string): Promise<{ state: string | null; taxRate: number }> {
      const state = zipToState(zip);
      if (!state) return { state: null, taxRate: DEFAULT_TAX_RATE };
      const rate = await repository.rateOf(state);
      return { state, taxRate: rate ?? DEFAULT_TAX_RATE };
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
