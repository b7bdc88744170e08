import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { RmaRefundPreview, RmaResolution, RmaResolveResponse } from '@shop/contract';
import { api } from '../../../lib/api-client';
import { useCallMutation, type MutationReactions } from '../../../lib/use-call-mutation';

/**
 * Resolving an RMA (issue 22 item 3): the refund preview and the resolve call. A resolution
 * makes the staff's RMA lists and the RMA's detail stale (everything under admin/rmas).
 */
export const adminRmasKey = ['admin', 'rmas'] as const;

export const refundPreviewQuery = (rmaId: number) =>
  queryOptions({
    queryKey: [...adminRmasKey, rmaId, 'refund-preview'],
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
      onSettled: () => queryClient.invalidateQueries({ queryKey: adminRmasKey }),
    },
    reactions,
  );
}
