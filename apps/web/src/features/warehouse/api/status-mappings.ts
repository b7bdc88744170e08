import { queryOptions } from '@tanstack/react-query';
import type { StatusMapping } from '@shop/contract';
import {
  createStatusMapping as createStatusMappingRoute,
  deleteStatusMapping as deleteStatusMappingRoute,
  listStatusMappings,
  updateStatusMapping as updateStatusMappingRoute,
} from '@shop/contract/warehouse/routes';
import { call } from '../../../lib/api-client';
import {
  useCallMutation,
  useInvalidator,
  type MutationReactions,
} from '../../../lib/use-call-mutation';
import { warehouseKey } from './zones';

export const statusMappingsKey = [...warehouseKey, 'status-mappings'] as const;

export const statusMappingsQuery = () =>
  queryOptions({
    queryKey: statusMappingsKey,
    queryFn: async () => (await call(listStatusMappings)).mappings,
  });

export type MappingForm = { zone_id: number; description: string };

export const createStatusMapping = (input: MappingForm & { order_status: string }) =>
  call(createStatusMappingRoute, { body: input });

export const updateStatusMapping = (orderStatus: string, input: MappingForm) =>
  call(updateStatusMappingRoute, { params: { orderStatus }, body: input });

export const deleteStatusMapping = (orderStatus: string) =>
  call(deleteStatusMappingRoute, { params: { orderStatus } });

/** Each change is shown once the refreshed list has it (the refresh is awaited). */
const useRefreshStatusMappings = () => useInvalidator(statusMappingsKey);

export function useCreateStatusMapping(
  reactions: MutationReactions<
    { mapping: StatusMapping },
    MappingForm & { order_status: string }
  > = {},
) {
  const refresh = useRefreshStatusMappings();
  return useCallMutation({ mutationFn: createStatusMapping, onSuccess: refresh }, reactions);
}

export function useUpdateStatusMapping(
  orderStatus: string,
  reactions: MutationReactions<{ mapping: StatusMapping }, MappingForm> = {},
) {
  const refresh = useRefreshStatusMappings();
  return useCallMutation(
    {
      mutationFn: (input: MappingForm) => updateStatusMapping(orderStatus, input),
      onSuccess: refresh,
    },
    reactions,
  );
}

export function useDeleteStatusMapping(
  orderStatus: string,
  reactions: MutationReactions<unknown, void> = {},
) {
  const refresh = useRefreshStatusMappings();
  return useCallMutation(
    { mutationFn: () => deleteStatusMapping(orderStatus), onSuccess: refresh },
    reactions,
  );
}
