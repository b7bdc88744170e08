import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UNIT_MESSAGES, type UnitStatus } from '@shop/contract';
import { errorText } from '../../../lib/error-text';
import {
  changeUnitStatus,
  unitQuery,
  unitsKey,
  type UnitDetail,
  type UnitsPage,
} from '../api/product-units';

type Change = { status: UnitStatus; order_number?: string };

/**
 * A unit's status change (section 4): shown at once in the detail and every list page, sent,
 * and when the server refuses (a 409 naming the allowed statuses) put back as it was, with
 * the server's message; either way the unit queries are then reloaded from the server.
 */
export function useUnitStatus(id: number) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const detailKey = unitQuery(id).queryKey;
  const listKey = [...unitsKey, 'list'];
  const mutation = useMutation({
    mutationFn: (change: Change) => changeUnitStatus(id, change),
    onMutate: async ({ status }) => {
      setFailure(null);
      await queryClient.cancelQueries({ queryKey: unitsKey });
      const detail = queryClient.getQueryData<UnitDetail>(detailKey);
      const lists = queryClient.getQueriesData<UnitsPage>({ queryKey: listKey });
      queryClient.setQueryData<UnitDetail>(
        detailKey,
        (d) => d && { ...d, unit: { ...d.unit, status } },
      );
      queryClient.setQueriesData<UnitsPage>(
        { queryKey: listKey },
        (page) =>
          page && { ...page, units: page.units.map((u) => (u.id === id ? { ...u, status } : u)) },
      );
      return { detail, lists };
    },
    onError: (error, _change, saved) => {
      if (saved) {
        queryClient.setQueryData(detailKey, saved.detail);
        for (const [key, page] of saved.lists) queryClient.setQueryData(key, page);
      }
      setFailure(errorText(error, UNIT_MESSAGES.statusFailed));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: unitsKey }),
  });
  return { mutation, failure, dismiss: () => setFailure(null) };
}
