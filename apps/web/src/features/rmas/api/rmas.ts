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
  RmaRefundPreview,
  RmaResolution,
  RmaResolveResponse,
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

/** Resolving an RMA (issue 22 item 3): the refund preview and the resolve call; a resolution
 * makes every staff RMA query stale (the queue, its counts, the detail). */
export const refundPreviewQuery = (rmaId: number) =>
  queryOptions({
    queryKey: [...rmasKey, 'refund-preview', rmaId],
    queryFn: async () =>
      (await api.get<{ preview: RmaRefundPreview }>(`/admin/rmas/${rmaId}/refund-preview`)).preview,
  });

export type ResolveRmaVariables = {
  rmaId: number;
  resolution: RmaResolution;
  note: string | null;
};

export function useResolveRma(
  reactions?: MutationReactions<RmaResolveResponse, ResolveRmaVariables>,
) {
  const queryClient = useQueryClient();
  return useCallMutation(
    {
      mutationFn: ({ rmaId, ...body }: ResolveRmaVariables) =>
        api.post<RmaResolveResponse>(`/admin/rmas/${rmaId}/resolve`, body),
      onSettled: () => queryClient.invalidateQueries({ queryKey: rmasKey }),
    },
    reactions,
  );
}
