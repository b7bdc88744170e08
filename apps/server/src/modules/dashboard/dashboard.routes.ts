import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminStatsSchema, errorResponseSchema } from '@shop/contract';
import { requirePermission } from '../../plugins/auth-guards.ts';
import type { UsersService } from '../users/users.service.ts';

/** GET /api/admin/stats: the admin dashboard's numbers, straight from the database. */
export async function dashboardRoutes(app: FastifyInstance, { users }: { users: UsersService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/admin/stats',
    {
      preHandler: requirePermission('canViewReports'),
      schema: {
        tags: ['admin'],
        response: { 200: adminStatsSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async () => ({ users: await users.stats() }),
  );
}
