import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { RmaSettingsValues } from '@shop/contract';
import { getRmaSettings, saveRmaSettings } from '@shop/contract/returns/routes';
import { call } from '../../../lib/api-client';
import { useCallMutation, type MutationReactions } from '../../../lib/use-call-mutation';

/** The return window and the return-rate flag (admins). */
export const rmaSettingsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'rma-settings'],
    queryFn: async () => (await call(getRmaSettings)).settings,
  });

export function useSaveRmaSettings(
  reactions?: MutationReactions<RmaSettingsValues, RmaSettingsValues>,
) {
  const queryClient = useQueryClient();
  return useCallMutation(
    {
      mutationFn: async (body: RmaSettingsValues) =>
        (await call(saveRmaSettings, { body })).settings,
      onSuccess: (settings) => {
        queryClient.setQueryData(rmaSettingsQuery().queryKey, settings);
        // The flags follow the new threshold.
        void queryClient.invalidateQueries({ queryKey: ['admin', 'rmas'] });
      },
    },
    reactions,
  );
}
