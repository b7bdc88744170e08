import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { LabourPrice, LabourPriceInput } from '@shop/contract';
import { api } from '../../../lib/api-client';
import { useCallMutation, type MutationReactions } from '../../../lib/use-call-mutation';

export const labourPricesKey = ['admin', 'labour-prices'] as const;

/** GET /api/admin/labour-prices: the price list, inactive lines included. */
export const labourPricesQuery = () =>
  queryOptions({
    queryKey: labourPricesKey,
    queryFn: async () =>
      (await api.get<{ labourPrices: LabourPrice[] }>('/admin/labour-prices')).labourPrices,
  });

type LabourWrite =
  | { op: 'add'; input: LabourPriceInput }
  | { op: 'update'; id: number; input: Partial<LabourPriceInput> }
  | { op: 'delete'; id: number };

/** Add, change (deactivate: `{ active: false }`) or delete a line; the list is asked again. */
export function useLabourPriceWrite(reactions: MutationReactions<unknown, LabourWrite> = {}) {
  const client = useQueryClient();
  return useCallMutation<unknown, LabourWrite>(
    {
      mutationFn: (w) =>
        w.op === 'add'
          ? api.post('/admin/labour-prices', w.input)
          : w.op === 'update'
            ? api.put(`/admin/labour-prices/${w.id}`, w.input)
            : api.delete(`/admin/labour-prices/${w.id}`),
      onSuccess: () => client.invalidateQueries({ queryKey: labourPricesKey }),
    },
    reactions,
  );
}
