import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { AdminTaxRate, TaxRateUpdate } from '@shop/contract';
import { getTaxRateHistory, listTaxRates, setTaxRate } from '@shop/contract/tax/routes';
import { call } from '../../../lib/api-client';
import { useCallMutation, type MutationReactions } from '../../../lib/use-call-mutation';

export const taxRatesKey = ['admin', 'tax-rates'] as const;

/** Every state's rate in force today, since when and by whom. */
export const taxRatesQuery = () =>
  queryOptions({
    queryKey: taxRatesKey,
    queryFn: async () => (await call(listTaxRates)).rates,
  });

/** A state's published rate and every change. */
export const taxRateHistoryQuery = (state: string) =>
  queryOptions({
    queryKey: [...taxRatesKey, state, 'history'],
    queryFn: () => call(getTaxRateHistory, { params: { state } }),
  });

/** A new rate from a date on; the table is asked again. */
export function useSetTaxRate(
  state: string,
  reactions: MutationReactions<AdminTaxRate, TaxRateUpdate> = {},
) {
  const queryClient = useQueryClient();
  return useCallMutation(
    {
      mutationFn: (change: TaxRateUpdate) => call(setTaxRate, { params: { state }, body: change }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: taxRatesKey }),
    },
    reactions,
  );
}
