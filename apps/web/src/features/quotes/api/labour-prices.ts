import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { LabourPriceInput } from '@shop/contract';
import {
  addLabourPrice,
  deleteLabourPrice,
  listLabourPrices,
  updateLabourPrice,
} from '@shop/contract/installations/routes';
import { call } from '../../../lib/api-client';
import { useCallMutation, type MutationReactions } from '../../../lib/use-call-mutation';

export const labourPricesKey = ['admin', 'labour-prices'] as const;

/** The price list, inactive lines included. */
export const labourPricesQuery = () =>
  queryOptions({
    queryKey: labourPricesKey,
    queryFn: async () => (await call(listLabourPrices)).labourPrices,
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
          ? call(addLabourPrice, { body: w.input })
          : w.op === 'update'
            ? call(updateLabourPrice, { params: { id: w.id }, body: w.input })
            : call(deleteLabourPrice, { params: { id: w.id } }),
      onSuccess: () => client.invalidateQueries({ queryKey: labourPricesKey }),
    },
    reactions,
  );
}
