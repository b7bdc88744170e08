import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, seedUsersResponse, systemStatusSchema } from '@shop/contract';
import { requireRole } from '../../plugins/auth-guards.ts';
import { privateRoutes } from '../../plugins/private-routes.ts';
import type { AdminSystemService } from './admin-system.service.ts';

/** GET /api/admin/system and, in demo mode only, POST /api/admin/seed-users: admins only. */
export async function adminSystemRoutes(
  app: FastifyInstance,
  { system }: { system: AdminSystemService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  privateRoutes(app, requireRole('admin'));
  const tags = ['system'];
  const errors = errorResponses(401, 403, 503);

  r.get(
    '/admin/system',
    {
      schema: {
        tags,
        summary: 'Database, mail and payment health, and counts',
        response: { 200: systemStatusSchema, ...errors },
      },
    },
    async () => system.status(),
  );

  // Not registered outside demo mode: the call answers 404 there, like any unknown path.
  if (system.demo) {
    r.post(
      '/admin/seed-users',
      {
        schema: {
          tags,
          summary: 'Demo mode: add the fixed set of demo customers and a demo manager',
          response: { 200: seedUsersResponse, ...errors },
        },
      },
      async () => {
        const { created, existing } = await system.seedUsers();
        return {
          success: true as const,
          created,
          existing,
          message:
            created === 0
              ? 'The demo users already exist; nobody was added.'
              : `${created} demo user${created === 1 ? '' : 's'} created.`,
        };
      },
    );
  }
}
