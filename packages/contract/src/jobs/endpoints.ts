import { defineEndpoint } from '../endpoint.ts';
import { failedJobsResponse } from '../admin-system.ts';
import { idParam } from '../catalogue.ts';
import { successMessageSchema } from '../common.ts';

/** The System page's failed jobs and their Retry: admins only. */
const admin = { access: { role: ['admin'] }, tags: ['system'] } as const;

export const listFailedJobs = defineEndpoint({
  ...admin,
  method: 'GET',
  path: '/admin/jobs/failed',
  summary: 'Background jobs that used up their attempts, newest first',
  reply: failedJobsResponse,
});

export const retryJob = defineEndpoint({
  ...admin,
  method: 'POST',
  path: '/admin/jobs/:id/retry',
  summary: 'Runs a failed job again, with a fresh set of attempts',
  params: idParam('job id'),
  reply: successMessageSchema,
  errors: [404],
});
