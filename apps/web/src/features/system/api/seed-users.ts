import type { SeedUsersResponse } from '@shop/contract';
import { seedDemoUsers } from '@shop/contract/system/routes';
import { call } from '../../../lib/api-client';
import { useCallMutation, type MutationReactions } from '../../../lib/use-call-mutation';
import { useRefreshSystemStatus } from './system-status';

/** Demo mode only: the demo customers and manager. */
export const seedUsers = () => call(seedDemoUsers);

/** The system page's counts are asked again behind the seeding's message. */
export function useSeedUsers(reactions: MutationReactions<SeedUsersResponse, void> = {}) {
  const refresh = useRefreshSystemStatus();
  return useCallMutation({ mutationFn: seedUsers, onSuccess: () => void refresh() }, reactions);
}
