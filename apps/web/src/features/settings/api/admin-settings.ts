import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { AdminSettings, ShopSettingsInput } from '@shop/contract';
import { getAdminSettings, saveAdminSettings } from '@shop/contract/settings/routes';
import { call } from '../../../lib/api-client';
import { shopSettingsKey } from '../../../lib/api/shop-settings';
import { useCallMutation, type MutationReactions } from '../../../lib/use-call-mutation';

export const adminSettingsKey = ['admin', 'settings'] as const;

/** The form's values and who saved them last. */
export const adminSettingsQuery = () =>
  queryOptions({
    queryKey: adminSettingsKey,
    queryFn: () => call(getAdminSettings),
  });

/** A save: the storefront's copy is asked again, so the footer shows the save. */
export function useSaveSettings(
  reactions: MutationReactions<AdminSettings, ShopSettingsInput> = {},
) {
  const queryClient = useQueryClient();
  return useCallMutation(
    {
      mutationFn: (values: ShopSettingsInput) => call(saveAdminSettings, { body: values }),
      onSuccess: async (saved) => {
        queryClient.setQueryData(adminSettingsKey, saved);
        await queryClient.invalidateQueries({ queryKey: shopSettingsKey });
      },
    },
    reactions,
  );
}
