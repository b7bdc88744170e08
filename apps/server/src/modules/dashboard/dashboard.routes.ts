import type { FastifyInstance } from 'fastify';
import { countPageView, getAdminStats } from '@shop/contract/dashboard/endpoints';
import { serve } from '../../plugins/endpoints.ts';
import type { DashboardService } from './dashboard.service.ts';

/** GET /api/admin/stats (canViewReports) and POST /api/page-views (anyone). */
export async function dashboardRoutes(
  app: FastifyInstance,
  { dashboard }: { dashboard: DashboardService },
) {
  serve(app, getAdminStats, async () => dashboard.stats());

  /**
   * Only the fixed list of public paths is counted (a bounded table: one row per page and
   * day); nothing about the visitor is read or kept, so there is no rate limit to maintain.
   */
  serve(app, countPageView, async (request, reply) => {
    await dashboard.countView(request.body.path);
    return reply.code(204).send(null);
  });
}
