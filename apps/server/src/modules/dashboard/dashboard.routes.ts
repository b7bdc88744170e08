import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminStatsSchema, errorResponses, pageViewSchema } from '@shop/contract';
import { requirePermission } from '../../plugins/auth-guards.ts';
import type { DashboardService } from './dashboard.service.ts';

/** GET /api/admin/stats (canViewReports) and POST /api/page-views (anyone). */
export async function dashboardRoutes(
  app: FastifyInstance,
  { dashboard }: { dashboard: DashboardService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/admin/stats',
    {
      onRequest: requirePermission('canViewReports'),
      schema: {
        tags: ['admin'],
        summary: 'The admin dashboard: cards, 30 days of orders and revenue, tables',
        response: { 200: adminStatsSchema, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return dashboard.stats();
    },
  );

  /**
   * One view of a public page, sent by the web app on each navigation. Only the fixed list of
   * public paths is counted (a bounded table: one row per page and day); nothing about the
   * visitor is read or kept, so there is no rate limit to maintain either.
   */
  r.post(
    '/page-views',
    {
      schema: {
        tags: ['system'],
        summary: 'Count a view of a public page',
        body: pageViewSchema,
        response: { 204: z.null(), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      await dashboard.countView(request.body.path);
      return reply.code(204).send(null);
    },
  );
}
