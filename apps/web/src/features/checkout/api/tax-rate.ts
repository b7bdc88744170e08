import { queryOptions } from '@tanstack/react-query';
import { DEFAULT_TAX_RATE } from '@shop/contract';
import { getTaxRate } from '@shop/contract/tax/routes';
import { call } from '../../../lib/api-client';

/**
 * The rate for a ZIP as it is typed: asked once it has 5 digits; until then, or when the
 * lookup fails, 8% (docs/modules/checkout.md#messages: the fallback is silent).
 */
export const taxRateQuery = (zip5: string | null) =>
  queryOptions({
    queryKey: ['tax-rate', zip5],
    queryFn: async () => {
      if (!zip5) return DEFAULT_TAX_RATE;
      try {
        return (await call(getTaxRate, { query: { zip: zip5 } })).taxRate;
      } catch {
        return DEFAULT_TAX_RATE;
      }
    },
    staleTime: Infinity,
  });
