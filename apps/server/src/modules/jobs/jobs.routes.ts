import type { FastifyInstance } from 'fastify';
import { listFailedJobs, retryJob } from '@shop/contract/jobs/endpoints';
import { serve } from '../../plugins/endpoints.ts';
import type { JobsService } from './jobs.service.ts';

/** The System page's failed jobs and their Retry: admins only. */
export async function adminJobRoutes(app: FastifyInstance, { jobs }: { jobs: JobsService }) {
  serve(app, listFailedJobs, async () => ({ jobs: await jobs.failed() }));
  serve(app, retryJob, async (request) => {
    await jobs.retry(request.params.id);
    return { success: true as const, message: 'The job is queued again.' };
  });
}
