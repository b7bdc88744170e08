import { useCallback, useMemo, useState } from 'react';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import type { BulkResult } from '@shop/contract';
import { newLeadCountsQuery } from '../api/staff';
import type { PageAlertMessage } from '../../../components/ui/PageAlert';

export type LeadNoun = { one: string; many: string };

/** What a list screen needs from one kind of lead's API, and the texts it shows. */
export type LeadListApi<Row, Status extends string, Update> = {
  queryKey: readonly unknown[];
  update: (id: number, update: Update) => Promise<Row>;
  remove: (id: number) => Promise<unknown>;
  bulkStatus: (ids: number[], status: Status) => Promise<BulkResult>;
  bulkDelete: (ids: number[]) => Promise<BulkResult>;
  noun: LeadNoun;
  messages: { update: string; delete: string; bulk: string };
};

type RowUpdate<Update> = { id: number; update: Update };
type BulkAction<Status> = { ids: number[]; status: Status | null; label: string };

const countOf = (n: number, noun: LeadNoun) => `${n} ${n === 1 ? noun.one : noun.many}`;

/**
 * The list screen's writes: one row's status or assignee, a delete, and the bulk actions.
 * Each failure puts the spec's message in the page alert; each success refreshes the lists,
 * the stats and the navbar's count of new leads.
 */
export function useLeadListActions<Row, Status extends string, Update>(
  api: LeadListApi<Row, Status, Update>,
) {
  const queryClient = useQueryClient();
  const [alert, setAlert] = useState<PageAlertMessage | null>(null);
  const dismissAlert = useCallback(() => setAlert(null), []);

  const refresh = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: api.queryKey }),
        queryClient.invalidateQueries({ queryKey: newLeadCountsQuery().queryKey }),
      ]),
    [queryClient, api.queryKey],
  );

  const rowKey = useMemo(() => [...api.queryKey, 'update-row'], [api.queryKey]);
  const updateRow = useMutation({
    mutationKey: rowKey,
    mutationFn: ({ id, update }: RowUpdate<Update>) => api.update(id, update),
    // Awaited, so the row keeps showing its new value until the refreshed list has it.
    onSuccess: refresh,
    onError: () => setAlert({ variant: 'danger', text: api.messages.update }),
  });
  const pending = useMutationState({
    filters: { mutationKey: rowKey, status: 'pending' },
    select: (m) => m.state.variables as RowUpdate<Update>,
  });
  /** Changes sent and not yet confirmed, by row id: the row shows them meanwhile. */
  const pendingUpdates = useMemo(
    () => new Map(pending.map((p) => [p.id, p.update] as const)),
    [pending],
  );

  const remove = useMutation({
    mutationFn: ({ id }: { id: number; name: string }) => api.remove(id),
    onSuccess: (_result, { name }) => {
      setAlert({ variant: 'success', text: `Deleted the ${api.noun.one} from ${name}.` });
      void refresh();
    },
    onError: () => setAlert({ variant: 'danger', text: api.messages.delete }),
  });

  const bulk = useMutation({
    mutationFn: ({ ids, status }: BulkAction<Status>) =>
      status === null ? api.bulkDelete(ids) : api.bulkStatus(ids, status),
    onSuccess: (result, { status, label }) => {
      const what = countOf(result.affected, api.noun);
      setAlert({
        variant: 'success',
        text: status === null ? `Deleted ${what}.` : `Marked ${what} as ${label}.`,
      });
      void refresh();
    },
    onError: () => setAlert({ variant: 'danger', text: api.messages.bulk }),
  });

  return {
    alert,
    dismissAlert,
    refresh,
    update: (id: number, update: Update) => updateRow.mutate({ id, update }),
    pendingUpdates,
    remove,
    bulk,
  };
}

export type LeadListActions<Row, Status extends string, Update> = ReturnType<
  typeof useLeadListActions<Row, Status, Update>
>;
