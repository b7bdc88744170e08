import { queryOptions } from '@tanstack/react-query';
import type { FailedJobsResponse, SuccessMessage } from '@shop/contract';
import { api } from '../../../lib/api-client';
import {
  useCallMutation,
  useInvalidator,
  type MutationReactions,
} from '../../../lib/use-call-mutation';

export const failedJobsKey = ['admin', 'jobs', 'failed'] as const;

/** GET /api/admin/jobs/failed: background jobs that used up their attempts. */
export const failedJobsQuery = () =>
  queryOptions({
    queryKey: failedJobsKey,
    queryFn: () => api.get<FailedJobsResponse>('/admin/jobs/failed'),
  });

export const useRefreshFailedJobs = () => useInvalidator(failedJobsKey);

/** POST /api/admin/jobs/{id}/retry: the job runs again; the list is asked again. */
export const retryJob = (id: number) => api.post<SuccessMessage>(`/admin/jobs/${id}/retry`);

export function useRetryJob(reactions: MutationReactions<SuccessMessage, number> = {}) {
  const refresh = useRefreshFailedJobs();
  return useCallMutation({ mutationFn: retryJob, onSettled: () => refresh() }, reactions);
}
