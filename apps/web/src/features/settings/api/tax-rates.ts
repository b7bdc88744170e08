import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { AdminTaxRate, TaxRateHistory, TaxRateUpdate } from '@shop/contract';
import { api } from '../../../lib/api-client';
import { useCallMutation, type MutationReactions } from '../../../lib/use-call-mutation';

export const taxRatesKey = ['admin', 'tax-rates'] as const;

/** GET /api/admin/tax-rates: every state's rate in force today, since when and by whom. */
export const taxRatesQuery = () =>
  queryOptions({
    queryKey: taxRatesKey,
    queryFn: async () => (await api.get<{ rates: AdminTaxRate[] }>('/admin/tax-rates')).rates,
  });

/** GET /api/admin/tax-rates/{state}/history: the published rate and every change. */
export const taxRateHistoryQuery = (state: string) =>
  queryOptions({
    queryKey: [...taxRatesKey, state, 'history'],
    queryFn: () => api.get<TaxRateHistory>(`/admin/tax-rates/${state}/history`),
  });

/** PUT /api/admin/tax-rates/{state}: a new rate from a date on; the table is asked again. */
export function useSetTaxRate(
  state: string,
  reactions: MutationReactions<AdminTaxRate, TaxRateUpdate> = {},
) {
  const queryClient = useQueryClient();
  return useCallMutation(
    {
      mutationFn: (change: TaxRateUpdate) =>
        api.put<AdminTaxRate>(`/admin/tax-rates/${state}`, change),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: taxRatesKey }),
    },
    reactions,
  );
}
