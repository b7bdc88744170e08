import { useCallback, useMemo } from 'react';
import { useMutationState, useQueryClient } from '@tanstack/react-query';
import type { BulkResult, LeadNote } from '@shop/contract';
import {
  useCallMutation,
  useInvalidator,
  type MutationReactions,
} from '../../../lib/use-call-mutation';
import { newLeadCountsQuery } from './staff';

/**
 * The writes of a kind of lead, as admin-leads.ts declares them. Both kinds change the same
 * way, so their mutation hooks and the queries each write makes stale are written once, here.
 */
export type LeadWrites<Row, Status extends string, Update> = {
  /** Every query of this kind of lead: lists, stats and details. */
  kindKey: readonly unknown[];
  detailKey: (id: number) => readonly unknown[];
  update: (id: number, update: Update) => Promise<Row>;
  /** Adds a staff note; the lead's other notes are never touched. */
  addNote: (id: number, text: string) => Promise<LeadNote>;
  remove: (id: number) => Promise<unknown>;
  bulkStatus: (ids: number[], status: Status) => Promise<BulkResult>;
  bulkDelete: (ids: number[]) => Promise<BulkResult>;
};

type AnyLeadWrites = LeadWrites<unknown, string, unknown>;

/** The list's Refresh: every query of the kind is asked again. */
export const useRefreshLeadKind = ({ kindKey }: Pick<AnyLeadWrites, 'kindKey'>) =>
  useInvalidator(kindKey);

/** The kind's queries and the navbar's count of new leads, after a write from the list. */
function useRefreshLeads({ kindKey }: Pick<AnyLeadWrites, 'kindKey'>) {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: kindKey }),
        queryClient.invalidateQueries({ queryKey: newLeadCountsQuery().queryKey }),
      ]),
    [queryClient, kindKey],
  );
}

type RowUpdate<Update> = { id: number; update: Update };
const rowUpdateKey = (kindKey: readonly unknown[]) => [...kindKey, 'update-row'];

/** A row's status or assignee, changed from the list. */
export function useUpdateLeadRow<Row, Status extends string, Update>(
  writes: LeadWrites<Row, Status, Update>,
  reactions: MutationReactions<Row, RowUpdate<Update>> = {},
) {
  const refresh = useRefreshLeads(writes);
  return useCallMutation(
    {
      mutationKey: rowUpdateKey(writes.kindKey),
      mutationFn: ({ id, update }: RowUpdate<Update>) => writes.update(id, update),
      // Awaited, so the row keeps showing its new value until the refreshed list has it.
      onSuccess: refresh,
    },
    reactions,
  );
}

/** Row changes sent and not yet confirmed, by row id: the row shows them meanwhile. */
export function usePendingLeadRowUpdates<Update>({ kindKey }: Pick<AnyLeadWrites, 'kindKey'>) {
  const pending = useMutationState({
    filters: { mutationKey: rowUpdateKey(kindKey), status: 'pending' },
    select: (m) => m.state.variables as RowUpdate<Update>,
  });
  return useMemo(() => new Map(pending.map((p) => [p.id, p.update] as const)), [pending]);
}

/** A delete from the list; `name` is for the screen's message. */
export function useDeleteLeadRow<Row, Status extends string, Update>(
  writes: LeadWrites<Row, Status, Update>,
  reactions: MutationReactions<unknown, { id: number; name: string }> = {},
) {
  const refresh = useRefreshLeads(writes);
  return useCallMutation(
    {
      mutationFn: ({ id }: { id: number; name: string }) => writes.remove(id),
      onSuccess: () => void refresh(),
    },
    reactions,
  );
}

export type BulkLeadAction<Status> = { ids: number[]; status: Status | null; label: string };

/** A bulk status change, or a bulk delete (status null); `label` is for the screen's message. */
export function useBulkLeadAction<Row, Status extends string, Update>(
  writes: LeadWrites<Row, Status, Update>,
  reactions: MutationReactions<BulkResult, BulkLeadAction<Status>> = {},
) {
  const refresh = useRefreshLeads(writes);
  return useCallMutation(
    {
      mutationFn: ({ ids, status }: BulkLeadAction<Status>) =>
        status === null ? writes.bulkDelete(ids) : writes.bulkStatus(ids, status),
      onSuccess: () => void refresh(),
    },
    reactions,
  );
}

/** The kind's lists and stats (not its details) and the navbar's count: behind a detail's write. */
function useRefreshLeadsBehindDetail({ kindKey }: Pick<AnyLeadWrites, 'kindKey'>) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({
        queryKey: kindKey,
        predicate: (q) => q.queryKey[kindKey.length] !== 'detail',
      }),
      queryClient.invalidateQueries({ queryKey: newLeadCountsQuery().queryKey }),
    ]);
}

/**
 * A change made on the detail screen. The server's answer replaces the cached record, so the
 * screen shows what was stored (updated_at included); the lists are refreshed behind it.
 */
export function useUpdateLead<Row, Status extends string, Update>(
  writes: LeadWrites<Row, Status, Update>,
  id: number,
  reactions: MutationReactions<Row, Update> = {},
) {
  const queryClient = useQueryClient();
  const refreshOthers = useRefreshLeadsBehindDetail(writes);
  return useCallMutation(
    {
      mutationFn: (update: Update) => writes.update(id, update),
      onSuccess: (row: Row) => {
        queryClient.setQueryData(writes.detailKey(id), row);
        void refreshOthers();
      },
    },
    reactions,
  );
}

/**
 * A note added on the detail screen: the lead (its updated time) and its notes are asked
 * again, so the list shows what every colleague added meanwhile too; the lists behind it.
 */
export function useAddLeadNote<Row, Status extends string, Update>(
  writes: LeadWrites<Row, Status, Update>,
  id: number,
  reactions: MutationReactions<LeadNote, string> = {},
) {
  const queryClient = useQueryClient();
  const refreshOthers = useRefreshLeadsBehindDetail(writes);
  return useCallMutation(
    {
      mutationFn: (text: string) => writes.addNote(id, text),
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: writes.detailKey(id) });
        void refreshOthers();
      },
    },
    reactions,
  );
}

/** The detail screen's delete: the record leaves the cache, the lists are refreshed. */
export function useDeleteLead<Row, Status extends string, Update>(
  writes: LeadWrites<Row, Status, Update>,
  id: number,
  reactions: MutationReactions<unknown, void> = {},
) {
  const queryClient = useQueryClient();
  const refreshOthers = useRefreshLeadsBehindDetail(writes);
  return useCallMutation(
    {
      mutationFn: () => writes.remove(id),
      onSuccess: () => {
        queryClient.removeQueries({ queryKey: writes.detailKey(id) });
        void refreshOthers();
      },
    },
    reactions,
  );
}
