import type { FastifyInstance } from 'fastify';
import { getHealth, getPublicConfig } from '@shop/contract/system/endpoints';
import type { DatabaseHandle } from '@shop/db';
import { serve } from '../../plugins/endpoints.ts';
import { RETRY_AFTER_SECONDS } from '../../plugins/error-handler.ts';
import { DEMO_ADMIN_EMAIL } from '../users/users.service.ts';

export async function systemRoutes(
  app: FastifyInstance,
  {
    database,
    demo,
    testPayments,
  }: { database: DatabaseHandle; demo: boolean; testPayments: boolean },
) {
  serve(app, getHealth, async (_request, reply) => {
    const ok = await database.ping();
    reply.header('Cache-Control', 'no-store');
    // A load balancer takes the instance out until the database answers again.
    if (!ok) reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
    return reply
      .status(ok ? 200 : 503)
      .send({ status: ok ? 'ok' : 'unavailable', database: database.engine });
  });

  // What the browser may know about how the shop runs: whether it is a demo (so the Admin
  // Login modal can show its hint) and whether payments are only a test (every page then
  // says so). Never a password. The shop's details: GET /api/settings.
  serve(app, getPublicConfig, async () => ({
    demo,
    demoAdminEmail: demo ? DEMO_ADMIN_EMAIL : null,
    testPayments,
  }));
}
