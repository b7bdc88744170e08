import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import type {
  AdminRmaStepResponse,
  RmaApproveInput,
  RmaInspectInput,
  RmaLookup,
  RmaReceiveInput,
  RmaRejectInput,
  RmaResolution,
  RmaResolveResponse,
} from '@shop/contract';
import {
  approveRma,
  getRma,
  getRmaRefundPreview,
  getRmaStats,
  inspectRma,
  listRmas,
  lookupRma,
  receiveRma,
  rejectRma,
  resolveRma,
} from '@shop/contract/returns/routes';
import { call } from '../../../../lib/api-client';
import type { QueryParams } from '../../../../lib/query-string';
import { useCallMutation, type MutationReactions } from '../../../../lib/use-call-mutation';

/** Every staff RMA query starts with this key: one invalidation refreshes them all. */
export const rmasKey = ['admin', 'rmas'] as const;

/** A page of the queue. */
export const rmasListQuery = (params: QueryParams) =>
  queryOptions({
    queryKey: [...rmasKey, 'list', params],
    queryFn: () => call(listRmas, { query: params }),
    placeholderData: keepPreviousData,
  });

/** How many of each status, and open. */
export const rmaStatsQuery = () =>
  queryOptions({
    queryKey: [...rmasKey, 'stats'],
    queryFn: () => call(getRmaStats),
  });

/** The RMA whole. */
export const rmaQuery = (id: number) =>
  queryOptions({
    queryKey: [...rmasKey, 'detail', id],
    queryFn: async () => (await call(getRma, { params: { id } })).rma,
  });

/** The open RMA a scanned code belongs to (the scan box). */
export const useRmaLookup = (reactions: MutationReactions<RmaLookup, string> = {}) =>
  useCallMutation<RmaLookup, string>(
    {
      mutationFn: async (code) => (await call(lookupRma, { query: { code } })).rma,
    },
    reactions,
  );

type StepBodies = {
  approve: RmaApproveInput;
  reject: RmaRejectInput;
  receive: RmaReceiveInput;
  inspect: RmaInspectInput;
};

const steps: {
  [A in keyof StepBodies]: (id: number, body: StepBodies[A]) => Promise<AdminRmaStepResponse>;
} = {
  approve: (id, body) => call(approveRma, { params: { id }, body }),
  reject: (id, body) => call(rejectRma, { params: { id }, body }),
  receive: (id, body) => call(receiveRma, { params: { id }, body }),
  inspect: (id, body) => call(inspectRma, { params: { id }, body }),
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
      mutationFn: (body) => steps[action](id, body),
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

/** Resolving an RMA (ADR 0049): the refund preview and the resolve call; a resolution
 * makes every staff RMA query stale (the queue, its counts, the detail). */
export const refundPreviewQuery = (rmaId: number) =>
  queryOptions({
    queryKey: [...rmasKey, 'refund-preview', rmaId],
    queryFn: async () => (await call(getRmaRefundPreview, { params: { id: rmaId } })).preview,
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
        call(resolveRma, { params: { id: rmaId }, body }),
      onSettled: () => queryClient.invalidateQueries({ queryKey: rmasKey }),
    },
    reactions,
  );
}
