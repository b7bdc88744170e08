import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionSettings } from '@shop/contract';
import {
  getSubscriptionSettings,
  saveSubscriptionSettings,
} from '@shop/contract/subscriptions/routes';
import { call } from '../../../lib/api-client';
import { useCallMutation, type MutationReactions } from '../../../lib/use-call-mutation';
import { adminSubscriptionsKey } from './subscriptions';

/** When an unpaid, suspended plan is cancelled (admins). */
export const planSettingsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'subscription-settings'],
    queryFn: async () => (await call(getSubscriptionSettings)).settings,
  });

export function useSavePlanSettings(
  reactions?: MutationReactions<SubscriptionSettings, SubscriptionSettings>,
) {
  const queryClient = useQueryClient();
  return useCallMutation(
    {
      mutationFn: async (body: SubscriptionSettings) =>
        (await call(saveSubscriptionSettings, { body })).settings,
      onSuccess: (settings) => {
        queryClient.setQueryData(planSettingsQuery().queryKey, settings);
        // The suspended plans' cancel dates follow the new number of days.
        void queryClient.invalidateQueries({ queryKey: adminSubscriptionsKey });
      },
    },
    reactions,
  );
}
