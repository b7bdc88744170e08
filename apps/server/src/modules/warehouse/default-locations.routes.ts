import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkDefaultInput,
  bulkDefaultQuery,
  bulkDefaultResponse,
  defaultLocationInput,
  defaultLocationResponse,
  defaultLocationStatsResponse,
  errorResponses,
  idParam,
  successMessageSchema,
  suggestionsResponse,
  WAREHOUSE_ID,
  warehouseProductsResponse,
} from '@shop/contract';
import { requireRole } from '../../plugins/auth-guards.ts';
import { privateRoutes } from '../../plugins/private-routes.ts';
import type { DefaultLocationsService } from './default-locations.service.ts';

const warehouseQuery = z.object({
  warehouse_id: z.coerce.number().int().optional().default(WAREHOUSE_ID),
});

/**
 * Product default locations (warehouse-and-leads.md section 7). Admins only, like the rest of
 * the warehouse; the guard runs before a body is read.
 */
export async function defaultLocationRoutes(
  app: FastifyInstance,
  { defaults }: { defaults: DefaultLocationsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  privateRoutes(r, requireRole('admin'));
  const tags = ['product default locations'];
  const readErrors = errorResponses(400, 401, 403, 404);
  const writeErrors = errorResponses(400, 401, 403, 404, 409);
  const params = idParam('product id');

  r.get(
    '/products/default-locations/bulk',
    {
      schema: {
        tags,
        summary: 'The default locations of several products (null where none)',
        querystring: bulkDefaultQuery,
        response: { 200: bulkDefaultResponse, ...readErrors },
      },
    },
    async (request) => ({
      success: true as const,
      defaultLocations: await defaults.many(request.query.product_ids, request.query.warehouse_id),
    }),
  );

  r.put(
    '/products/default-locations/bulk',
    {
      schema: {
        tags,
        summary: 'Set the default locations of several products: all of them or none',
        body: bulkDefaultInput,
        response: { 200: successMessageSchema, ...writeErrors },
      },
    },
    async (request) => defaults.setMany(request.body.warehouse_id, request.body.assignments),
  );

  r.get(
    '/products/without-default-locations',
    {
      schema: {
        tags,
        summary: 'Live products with no default location (optionally of one category)',
        querystring: warehouseQuery.extend({
          category_id: z.coerce.number().int().positive().optional(),
        }),
        response: { 200: warehouseProductsResponse, ...readErrors },
      },
    },
    async (request) => ({
      success: true as const,
      products: await defaults.without(request.query.warehouse_id, request.query.category_id),
    }),
  );

  r.get(
    '/products/default-locations/stats',
    {
      schema: {
        tags,
        summary: 'How many products have a default location, by state and by zone',
        querystring: warehouseQuery,
        response: { 200: defaultLocationStatsResponse, ...readErrors },
      },
    },
    async (request) => ({
      success: true as const,
      stats: await defaults.stats(request.query.warehouse_id),
    }),
  );

  r.get(
    '/products/by-zone',
    {
      schema: {
        tags,
        summary: 'Products whose default location is in a zone (by zone code)',
        querystring: warehouseQuery.extend({ zone: z.string().trim().min(1).max(10) }),
        response: { 200: warehouseProductsResponse, ...readErrors },
      },
    },
    async (request) => ({
      success: true as const,
      products: await defaults.byZone(request.query.zone, request.query.warehouse_id),
    }),
  );

  r.get(
    '/products/:id/location-suggestions',
    {
      schema: {
        tags,
        summary:
          'Bins with room, in the category\u2019s zone letter first (warehouse-and-leads.md section 9)',
        params,
        response: { 200: suggestionsResponse, ...readErrors },
      },
    },
    async (request) => defaults.suggestions(request.params.id),
  );

  r.get(
    '/products/:id/default-location',
    {
      schema: {
        tags,
        summary: 'A product\u2019s default location (404: none)',
        params,
        querystring: warehouseQuery,
        response: { 200: defaultLocationResponse, ...readErrors },
      },
    },
    async (request) => ({
      success: true as const,
      defaultLocation: await defaults.get(request.params.id, request.query.warehouse_id),
    }),
  );

  r.put(
    '/products/:id/default-location',
    {
      schema: {
        tags,
        summary: 'Set a product\u2019s default location (a bin, or a zone with a place)',
        params,
        body: defaultLocationInput,
        response: { 200: defaultLocationResponse, ...writeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      defaultLocation: await defaults.set(request.params.id, request.body),
    }),
  );

  r.delete(
    '/products/:id/default-location',
    {
      schema: {
        tags,
        summary: 'Clear a product\u2019s default location',
        params,
        querystring: warehouseQuery,
        response: { 200: successMessageSchema, ...writeErrors },
      },
    },
    async (request) => defaults.clear(request.params.id, request.query.warehouse_id),
  );
}
