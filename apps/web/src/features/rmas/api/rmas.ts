import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import type {
  AdminRmaDetail,
  AdminRmasResponse,
  AdminRmaStats,
  AdminRmaStepResponse,
  RmaApproveInput,
  RmaInspectInput,
  RmaLookup,
  RmaReceiveInput,
  RmaRejectInput,
} from '@shop/contract';
import { api } from '../../../lib/api-client';
import { toQueryString, type QueryParams } from '../../../lib/query-string';
import { useCallMutation, type MutationReactions } from '../../../lib/use-call-mutation';

/** Every staff RMA query starts with this key: one invalidation refreshes them all. */
export const rmasKey = ['admin', 'rmas'] as const;

/** GET /api/admin/rmas: a page of the queue. */
export const rmasListQuery = (params: QueryParams) =>
  queryOptions({
    queryKey: [...rmasKey, 'list', params],
    queryFn: () => api.get<AdminRmasResponse>(`/admin/rmas${toQueryString(params)}`),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/rmas/stats: how many of each status, and open. */
export const rmaStatsQuery = () =>
  queryOptions({
    queryKey: [...rmasKey, 'stats'],
    queryFn: () => api.get<AdminRmaStats>('/admin/rmas/stats'),
  });

/** GET /api/admin/rmas/{id}: the RMA whole. */
export const rmaQuery = (id: number) =>
  queryOptions({
    queryKey: [...rmasKey, 'detail', id],
    queryFn: async () => (await api.get<{ rma: AdminRmaDetail }>(`/admin/rmas/${id}`)).rma,
  });

/** GET /api/admin/rmas/lookup: the open RMA a scanned code belongs to (the scan box). */
export const useRmaLookup = (reactions: MutationReactions<RmaLookup, string> = {}) =>
  useCallMutation<RmaLookup, string>(
    {
      mutationFn: async (code) =>
        (await api.get<{ rma: RmaLookup }>(`/admin/rmas/lookup${toQueryString({ code })}`)).rma,
    },
    reactions,
  );

type StepBodies = {
  approve: RmaApproveInput;
  reject: RmaRejectInput;
  receive: RmaReceiveInput;
  inspect: RmaInspectInput;
};

/**
 * One staff step of an RMA: its answer is the RMA as it now stands, written into the
 * detail's cache; the queue and its counts are made stale.
 */
export function useRmaStep<A extends keyof StepBodies>(
  id: number,
  action: A,
  reactions: MutationReactions<AdminRmaStepResponse, StepBodies[A]> = {},
) {
  const client = useQueryClient();
  return useCallMutation<AdminRmaStepResponse, StepBodies[A]>(
    {
      mutationFn: (body) => api.post<AdminRmaStepResponse>(`/admin/rmas/${id}/${action}`, body),
      onSuccess: async (answer) => {
        client.setQueryData([...rmasKey, 'detail', id], answer.rma);
        await Promise.all([
          client.invalidateQueries({ queryKey: [...rmasKey, 'list'] }),
          client.invalidateQueries({ queryKey: [...rmasKey, 'stats'] }),
        ]);
      },
    },
    reactions,
  );
}
