import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, failedJobsResponse, idParam, successMessageSchema } from '@shop/contract';
import { requireRole } from '../../plugins/auth-guards.ts';
import { privateRoutes } from '../../plugins/private-routes.ts';
import type { JobsService } from './jobs.service.ts';

/** The System page's failed jobs and their Retry: admins only. */
export async function adminJobRoutes(app: FastifyInstance, { jobs }: { jobs: JobsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  privateRoutes(app, requireRole('admin'));
  const tags = ['system'];

  r.get(
    '/admin/jobs/failed',
    {
      schema: {
        tags,
        summary: 'Background jobs that used up their attempts, newest first',
        response: { 200: failedJobsResponse, ...errorResponses(401, 403) },
      },
    },
    async () => ({ jobs: await jobs.failed() }),
  );

  r.post(
    '/admin/jobs/:id/retry',
    {
      schema: {
        tags,
        summary: 'Runs a failed job again, with a fresh set of attempts',
        params: idParam('job id'),
        response: { 200: successMessageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await jobs.retry(request.params.id);
      return { success: true as const, message: 'The job is queued again.' };
    },
  );
}
