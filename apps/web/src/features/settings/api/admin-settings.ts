import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { AdminSettings, ShopSettingsInput } from '@shop/contract';
import { api } from '../../../lib/api-client';
import { shopSettingsKey } from '../../../lib/api/shop-settings';
import { useCallMutation, type MutationReactions } from '../../../lib/use-call-mutation';

export const adminSettingsKey = ['admin', 'settings'] as const;

/** GET /api/admin/settings: the form's values and who saved them last. */
export const adminSettingsQuery = () =>
  queryOptions({
    queryKey: adminSettingsKey,
    queryFn: () => api.get<AdminSettings>('/admin/settings'),
  });

/** PUT /api/admin/settings: the storefront's copy is asked again, so the footer shows the save. */
export function useSaveSettings(
  reactions: MutationReactions<AdminSettings, ShopSettingsInput> = {},
) {
  const queryClient = useQueryClient();
  return useCallMutation(
    {
      mutationFn: (values: ShopSettingsInput) => api.put<AdminSettings>('/admin/settings', values),
      onSuccess: async (saved) => {
        queryClient.setQueryData(adminSettingsKey, saved);
        await queryClient.invalidateQueries({ queryKey: shopSettingsKey });
      },
    },
    reactions,
  );
}
