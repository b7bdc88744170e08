import type { FastifyInstance } from 'fastify';
import {
  clearDefaultLocation,
  getDefaultLocation,
  getDefaultLocations,
  getDefaultLocationStats,
  getLocationSuggestions,
  listProductsByZone,
  listProductsWithoutDefaultLocation,
  setDefaultLocation,
  setDefaultLocations,
} from '@shop/contract/warehouse/endpoints';
import { serve } from '../../../plugins/endpoints.ts';
import type { DefaultLocationsService } from './default-locations.service.ts';

/** Product default locations (docs/modules/warehouse.md). Admins only, like the warehouse. */
export async function defaultLocationRoutes(
  app: FastifyInstance,
  { defaults }: { defaults: DefaultLocationsService },
) {
  serve(app, getDefaultLocations, async (request) => ({
    success: true as const,
    defaultLocations: await defaults.many(request.query.product_ids, request.query.warehouse_id),
  }));

  serve(app, setDefaultLocations, async (request) =>
    defaults.setMany(request.body.warehouse_id, request.body.assignments),
  );

  serve(app, listProductsWithoutDefaultLocation, async (request) => ({
    success: true as const,
    products: await defaults.without(request.query.warehouse_id, request.query.category_id),
  }));

  serve(app, getDefaultLocationStats, async (request) => ({
    success: true as const,
    stats: await defaults.stats(request.query.warehouse_id),
  }));

  serve(app, listProductsByZone, async (request) => ({
    success: true as const,
    products: await defaults.byZone(request.query.zone, request.query.warehouse_id),
  }));

  serve(app, getLocationSuggestions, async (request) => defaults.suggestions(request.params.id));

  serve(app, getDefaultLocation, async (request) => ({
    success: true as const,
    defaultLocation: await defaults.get(request.params.id, request.query.warehouse_id),
  }));

  serve(app, setDefaultLocation, async (request) => ({
    success: true as const,
    defaultLocation: await defaults.set(request.params.id, request.body),
  }));

  serve(app, clearDefaultLocation, async (request) =>
    defaults.clear(request.params.id, request.query.warehouse_id),
  );
}
