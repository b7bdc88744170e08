import { queryOptions } from '@tanstack/react-query';
import type { SuccessMessage } from '@shop/contract';
import { listFailedJobs, retryJob as retryJobRoute } from '@shop/contract/jobs/routes';
import { call } from '../../../lib/api-client';
import {
  useCallMutation,
  useInvalidator,
  type MutationReactions,
} from '../../../lib/use-call-mutation';

export const failedJobsKey = ['admin', 'jobs', 'failed'] as const;

/** Background jobs that used up their attempts. */
export const failedJobsQuery = () =>
  queryOptions({
    queryKey: failedJobsKey,
    queryFn: () => call(listFailedJobs),
  });

export const useRefreshFailedJobs = () => useInvalidator(failedJobsKey);

/** The job runs again; the list is asked again. */
export const retryJob = (id: number) => call(retryJobRoute, { params: { id } });

export function useRetryJob(reactions: MutationReactions<SuccessMessage, number> = {}) {
  const refresh = useRefreshFailedJobs();
  return useCallMutation({ mutationFn: retryJob, onSettled: () => refresh() }, reactions);
}
