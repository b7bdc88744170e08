import type { FastifyInstance } from 'fastify';
import { getSystemStatus, seedDemoUsers } from '@shop/contract/system/endpoints';
import { serve } from '../../plugins/endpoints.ts';
import type { AdminSystemService } from './admin-system.service.ts';

/** GET /api/admin/system and, in demo mode only, POST /api/admin/seed-users: admins only. */
export async function adminSystemRoutes(
  app: FastifyInstance,
  { system }: { system: AdminSystemService },
) {
  serve(app, getSystemStatus, async () => system.status());

  // Not registered outside demo mode: the call answers 404 there, like any unknown path.
  if (system.demo) {
    serve(app, seedDemoUsers, async () => {
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
    });
  }
}
