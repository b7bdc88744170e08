import { useCallback } from 'react';
import {
  useMutation,
  useQueryClient,
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';

/**
 * What a screen adds to a server write: its own reactions to the outcome (an alert, a closed
 * dialog, a form's field errors). They never touch the query cache; the write's hook does.
 */
export type MutationReactions<TData, TVariables> = {
  onMutate?: (variables: TVariables) => unknown;
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  onError?: (error: Error, variables: TVariables) => unknown;
  onSettled?: () => unknown;
};

/**
 * A server write as the api/ files declare it (ADR 0018): `call` holds the call and the
 * cache work it causes (the queries it makes stale, the answer written into the cache, an
 * optimistic change and its rollback); `reactions` are the screen's. The screen reacts once
 * the cache work it waits for is done, so a dialog closes on a list that already shows the
 * change, and an alert tells of a state the screen shows; the write settles after both.
 */
export function useCallMutation<TData, TVariables, TOnMutateResult = unknown>(
  call: UseMutationOptions<TData, Error, TVariables, TOnMutateResult>,
  reactions: MutationReactions<TData, TVariables> = {},
): UseMutationResult<TData, Error, TVariables, TOnMutateResult> {
  return useMutation<TData, Error, TVariables, TOnMutateResult>({
    ...call,
    onMutate: async (variables, context) => {
      await reactions.onMutate?.(variables);
      return call.onMutate?.(variables, context) as TOnMutateResult | Promise<TOnMutateResult>;
    },
    onSuccess: async (data, variables, onMutateResult, context) => {
      await call.onSuccess?.(data, variables, onMutateResult, context);
      await reactions.onSuccess?.(data, variables);
    },
    onError: async (error, variables, onMutateResult, context) => {
      await call.onError?.(error, variables, onMutateResult, context);
      await reactions.onError?.(error, variables);
    },
    onSettled: async (data, error, variables, onMutateResult, context) => {
      await call.onSettled?.(data, error, variables, onMutateResult, context);
      await reactions.onSettled?.();
    },
  });
}

/**
 * A Refresh button's work, for the api/ files: every query under `queryKey` is asked again;
 * the promise settles when they have answered.
 */
export function useInvalidator(queryKey: QueryKey) {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey }), [queryClient, queryKey]);
}
