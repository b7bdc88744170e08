import type { SeedUsersResponse } from '@shop/contract';
import { api } from '../../../lib/api-client';
import { useCallMutation, type MutationReactions } from '../../../lib/use-call-mutation';
import { useRefreshSystemStatus } from './system-status';

/** POST /api/admin/seed-users (demo mode only): the demo customers and manager. */
export const seedUsers = () => api.post<SeedUsersResponse>('/admin/seed-users');

/** The system page's counts are asked again behind the seeding's message. */
export function useSeedUsers(reactions: MutationReactions<SeedUsersResponse, void> = {}) {
  const refresh = useRefreshSystemStatus();
  return useCallMutation({ mutationFn: seedUsers, onSuccess: () => void refresh() }, reactions);
}
