import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponses,
  flaggedProductsQuery,
  flaggedProductsResponse,
  rmaNumbersResponse,
  rmaSettingsResponse,
  rmaSettingsSchema,
} from '@shop/contract';
import { currentUser, requirePermission, requireRole } from '../../plugins/auth-guards.ts';
import { privateRoutes } from '../../plugins/private-routes.ts';
import type { RmaNumbersService } from './rma-numbers.service.ts';

/** The returns settings (return window, return-rate flag): admins only, like the shop's settings. */
export async function rmaSettingsRoutes(
  app: FastifyInstance,
  { rmaNumbers }: { rmaNumbers: RmaNumbersService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  privateRoutes(r, requireRole('admin'));
  const tags = ['settings'];
  const errors = errorResponses(400, 401, 403);

  r.get(
    '/admin/rma-settings',
    {
      schema: {
        tags,
        summary: 'The return window and when a product is flagged for a high return rate',
        response: { 200: rmaSettingsResponse, ...errors },
      },
    },
    async () => ({ success: true as const, settings: await rmaNumbers.settings() }),
  );

  r.put(
    '/admin/rma-settings',
    {
      schema: {
        tags,
        summary:
          'Save the return window (days), the return-rate flag (percent) and the minimum units sold before flagging',
        body: rmaSettingsSchema,
        response: { 200: rmaSettingsResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      settings: await rmaNumbers.saveSettings(currentUser(request).id, request.body),
    }),
  );
}

/** The returns' numbers: staff who work the RMA queue (canManageOrders). */
export async function rmaNumbersRoutes(
  app: FastifyInstance,
  { rmaNumbers }: { rmaNumbers: RmaNumbersService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  privateRoutes(r, requirePermission('canManageOrders'));
  r.get(
    '/admin/rmas/numbers',
    {
      schema: {
        tags: ['admin rmas'],
        summary:
          'Return rates per product and category (last 12 months), average days to resolve (last 90 days), open RMAs per status',
        response: { 200: rmaNumbersResponse, ...errorResponses(401, 403) },
      },
    },
    async () => rmaNumbers.numbers(),
  );
}

/**
 * The admin product list's "High returns" badge: which of a page's products are flagged. For
 * those who may open the product list (canManageProducts): the catalogue does not depend on
 * returns, so the page asks here for its products (ADR 0050).
 */
export async function flaggedProductRoutes(
  app: FastifyInstance,
  { rmaNumbers }: { rmaNumbers: RmaNumbersService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  privateRoutes(r, requirePermission('canManageProducts'));
  r.get(
    '/admin/rmas/flagged-products',
    {
      schema: {
        tags: ['admin rmas'],
        summary:
          'Which of the given products (ids=1,2,3, at most 100) are flagged for high returns',
        querystring: flaggedProductsQuery,
        response: { 200: flaggedProductsResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      flagged: await rmaNumbers.flagged(request.query.ids),
    }),
  );
}
