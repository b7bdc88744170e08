import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assignWaitingResponse,
  assignWaitingSchema,
  assignableOrdersResponse,
  bulkUnitStatusResponse,
  bulkUnitStatusSchema,
  errorResponses,
  idParam,
  movementsQuery,
  movementsResponse,
  productUnitSchema,
  receiveUnitsSchema,
  unitLocationSchema,
  unitPlaceSchema,
  unitResponse,
  unitsQuery,
  unitsReceivedResponse,
  unitsResponse,
  unitStatusSchema,
  bulkMoveSchema,
  locationHistoryResponse,
  unitStatsResponse,
  type ProductUnit,
} from '@shop/contract';
import type { CsvColumn } from '../../lib/csv.ts';
import { DomainError } from '../../lib/errors.ts';
import { currentUser, requireRole } from '../../plugins/auth-guards.ts';
import { privateRoutes } from '../../plugins/private-routes.ts';
import type { UnitsService } from './units.service.ts';

const UNIT_CSV: CsvColumn<ProductUnit>[] = [
  { header: 'Unit ID', value: (u) => u.unit_identifier },
  { header: 'Product', value: (u) => u.product_name },
  { header: 'SKU', value: (u) => u.product_sku },
  { header: 'Status', value: (u) => u.status },
  { header: 'Order', value: (u) => u.order_number },
  { header: 'Zone', value: (u) => u.zone_code },
  { header: 'Aisle', value: (u) => u.aisle },
  { header: 'Rack', value: (u) => u.rack },
  { header: 'Shelf', value: (u) => u.shelf },
  { header: 'Location Code', value: (u) => u.location?.location_code ?? '' },
  { header: 'Price Snapshot', value: (u) => u.price_snapshot },
  { header: 'Received', value: (u) => u.created_at },
];

/**
 * Product units (warehouse-and-leads.md section 7, Product units). Admins only
 * (warehouse-and-leads.md section 6); the guard runs on request, before a body is read.
 */
export async function unitRoutes(app: FastifyInstance, { units }: { units: UnitsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  privateRoutes(r, requireRole('admin'));
  const tags = ['product units'];
  const readErrors = errorResponses(400, 401, 403, 404);
  const writeErrors = errorResponses(400, 401, 403, 404, 409);
  const params = idParam('unit id');

  const listRoute = (url: string, summary: string) =>
    r.get(
      url,
      {
        schema: {
          tags,
          summary,
          querystring: unitsQuery,
          response: { 200: unitsResponse, ...readErrors },
        },
      },
      async (request) => units.list(request.query),
    );
  listRoute(
    '/product-units',
    'Units: filtered by status, product, zone, order; sorted and paged in SQL',
  );
  listRoute(
    '/product-units/search',
    'Units matching a search (identifier, product, SKU, order number)',
  );

  r.get(
    '/product-units/stats',
    {
      schema: {
        tags,
        summary: 'Totals by status and product, units this month, the latest movements',
        response: { 200: unitStatsResponse, ...readErrors },
      },
    },
    async () => units.stats(),
  );

  r.get(
    '/product-units/export',
    {
      schema: {
        tags,
        summary: 'Every unit of the current filters as CSV (streamed)',
        querystring: unitsQuery,
        response: { 200: z.unknown(), ...readErrors },
      },
    },
    async (request, reply) =>
      reply.sendCsv('product-units-export', UNIT_CSV, units.exportBatches(request.query)),
  );

  r.post(
    '/locations/bulk-move',
    {
      schema: {
        tags,
        summary: 'Move several units to one place: all of them or none (capacity enforced)',
        body: bulkMoveSchema,
        response: { 200: bulkUnitStatusResponse, ...writeErrors },
      },
    },
    async (request) =>
      units.bulkMove(currentUser(request).id, request.body.unitIds, request.body.location),
  );

  r.get(
    '/product-units/:id/location-history',
    {
      schema: {
        tags,
        summary: 'Every change of a unit\u2019s place with its kind, newest first',
        params,
        response: { 200: locationHistoryResponse, ...readErrors },
      },
    },
    async (request) => ({
      success: true as const,
      history: await units.locationHistory(request.params.id),
    }),
  );

  r.post(
    '/product-units',
    {
      schema: {
        tags,
        summary: 'Receive stock: quantity available units of a product, placed at a location',
        body: receiveUnitsSchema,
        response: { 201: unitsReceivedResponse, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await units.receive(currentUser(request).id, request.body)),
  );

  r.post(
    '/product-units/assign-waiting',
    {
      schema: {
        tags,
        summary:
          'Give the product\u2019s available units to the paid or processing orders still missing some, oldest first (one transaction)',
        body: assignWaitingSchema,
        response: { 200: assignWaitingResponse, ...writeErrors },
      },
    },
    async (request) => units.assignWaiting(currentUser(request).id, request.body.product_id),
  );

  r.put(
    '/product-units/bulk-update-status',
    {
      schema: {
        tags,
        summary: 'Change the status of several units: all of them or none',
        body: bulkUnitStatusSchema,
        response: { 200: bulkUnitStatusResponse, ...writeErrors },
      },
    },
    async (request) => units.bulkStatus(currentUser(request).id, request.body),
  );

  r.get(
    '/product-units/location/:locationId',
    {
      schema: {
        tags,
        summary: 'The units placed in a bin',
        params: z.object({ locationId: z.coerce.number().int().positive() }),
        response: {
          200: z.object({ success: z.literal(true), units: z.array(productUnitSchema) }),
          ...readErrors,
        },
      },
    },
    async (request) => ({
      success: true as const,
      units: await units.atLocation(request.params.locationId),
    }),
  );

  r.get(
    '/product-units/:id',
    {
      schema: {
        tags,
        summary: 'A unit with its latest movements',
        params,
        response: { 200: unitResponse, ...readErrors },
      },
    },
    async (request) => units.detail(request.params.id),
  );

  r.get(
    '/product-units/:id/assignable-orders',
    {
      schema: {
        tags,
        summary:
          'Orders Assign to Order offers for the unit\u2019s product: open, still needing units, oldest first',
        params,
        response: { 200: assignableOrdersResponse, ...readErrors },
      },
    },
    async (request) => ({
      success: true as const,
      orders: await units.assignableOrdersForUnit(request.params.id),
    }),
  );

  r.get(
    '/product-units/:id/movements',
    {
      schema: {
        tags,
        summary: 'A unit\u2019s movements, paged',
        params,
        querystring: movementsQuery,
        response: { 200: movementsResponse, ...readErrors },
      },
    },
    async (request) =>
      units.movements(
        request.params.id,
        request.query.order,
        request.query.page,
        request.query.limit,
      ),
  );

  r.put(
    '/product-units/:id/status',
    {
      schema: {
        tags,
        summary:
          'Change a unit\u2019s status (warehouse-and-leads.md section 4\u2019s table; 409 names the allowed ones)',
        params,
        body: unitStatusSchema,
        response: { 200: unitResponse, ...writeErrors },
      },
    },
    async (request) => units.changeStatus(currentUser(request).id, request.params.id, request.body),
  );

  r.get(
    '/product-units/:id/location',
    {
      schema: {
        tags,
        summary: 'Where a unit is (404: it has no location)',
        params,
        response: {
          200: z.object({ success: z.literal(true), location: unitLocationSchema }),
          ...readErrors,
        },
      },
    },
    async (request) => {
      const { unit } = await units.detail(request.params.id);
      if (!unit.location)
        throw new DomainError('not_found', 'No location currently assigned to this unit.');
      return { success: true as const, location: unit.location };
    },
  );

  r.put(
    '/product-units/:id/location',
    {
      schema: {
        tags,
        summary: 'Move a unit to a bin or a place in a zone (capacity enforced)',
        params,
        body: unitPlaceSchema,
        response: { 200: unitResponse, ...writeErrors },
      },
    },
    async (request) => units.move(currentUser(request).id, request.params.id, request.body),
  );
}
