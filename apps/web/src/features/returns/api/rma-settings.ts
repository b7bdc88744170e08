import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { RmaSettingsValues } from '@shop/contract';
import { api } from '../../../lib/api-client';
import { useCallMutation, type MutationReactions } from '../../../lib/use-call-mutation';

/** GET and PUT /api/admin/rma-settings: the return window and the return-rate flag (admins). */
export const rmaSettingsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'rma-settings'],
    queryFn: async () =>
      (await api.get<{ settings: RmaSettingsValues }>('/admin/rma-settings')).settings,
  });

export function useSaveRmaSettings(
  reactions?: MutationReactions<RmaSettingsValues, RmaSettingsValues>,
) {
  const queryClient = useQueryClient();
  return useCallMutation(
    {
      mutationFn: async (body: RmaSettingsValues) =>
        (await api.put<{ settings: RmaSettingsValues }>('/admin/rma-settings', body)).settings,
      onSuccess: (settings) => {
        queryClient.setQueryData(rmaSettingsQuery().queryKey, settings);
        // The flags follow the new threshold.
        void queryClient.invalidateQueries({ queryKey: ['admin', 'rmas'] });
      },
    },
    reactions,
  );
}
