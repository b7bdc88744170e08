import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { requireRole } from './auth-guards.ts';

/**
 * The whole API described at /api/docs (UI) and /api/docs/json (OpenAPI 3 document). A real
 * shop (`adminOnly`, outside demo mode) shows it to its admins only: it maps every route an
 * attacker could try. Registered after the session, whose user the guard reads.
 */
export async function registerOpenApi(app: FastifyInstance, { adminOnly }: { adminOnly: boolean }) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'SecureVision Security shop API',
        description:
          'Storefront, accounts, orders, warehouse and leads. Errors are { error, errors?, code? }.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    ...(adminOnly ? { uiHooks: { preHandler: requireRole('admin') } } : {}),
  });
}
