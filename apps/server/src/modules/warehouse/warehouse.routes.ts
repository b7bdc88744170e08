import { gzipLargeJson, plainJsonSerializer } from '../../lib/fast-response.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  aisleOptionsResponse,
  createLocationSchema,
  createZoneSchema,
  errorResponses,
  idParam,
  locationResponse,
  locationsQuery,
  locationsResponse,
  rackOptionsResponse,
  rackQuery,
  shelfOptionsResponse,
  shelfQuery,
  WAREHOUSE_ID,
  zoneCreatedResponse,
  zoneIdParams,
  zonesResponse,
  createMappingSchema,
  mappingResponse,
  mappingsResponse,
  mappingStatusParams,
  successMessageSchema,
  updateMappingSchema,
  locationSearchQuery,
  locationSearchResponse,
  locationStatsResponse,
  mapDataQuery,
  mapDataResponse,
  layoutHistoryResponse,
  updateLocationSchema,
  updateZoneSchema,
  zoneResponse,
} from '@shop/contract';
import { currentUser, requireRole } from '../../plugins/auth-guards.ts';
import { privateRoutes } from '../../plugins/private-routes.ts';
import type { DocumentsService } from '../documents/documents.service.ts';
import type { WarehouseService } from './warehouse.service.ts';

const warehouseQuery = z.object({
  warehouse_id: z.coerce.number().int().optional().default(WAREHOUSE_ID),
});

/**
 * Zones and bins (warehouse-and-leads.md section 7, Warehouse). Admins only
 * (warehouse-and-leads.md section 6); the guard runs on request, before a body is read.
 */
export async function warehouseRoutes(
  app: FastifyInstance,
  {
    warehouse,
    documents,
  }: { warehouse: WarehouseService; documents: Pick<DocumentsService, 'locationLabels'> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  privateRoutes(r, requireRole('admin'));
  const tags = ['warehouse'];
  const readErrors = errorResponses(400, 401, 403, 404);
  const writeErrors = errorResponses(400, 401, 403, 404, 409);

  const zonesRoute = (url: string) =>
    r.get(
      url,
      {
        schema: {
          tags,
          summary: 'The zones of the warehouse, with their bin and unit counts',
          querystring: warehouseQuery,
          response: { 200: zonesResponse, ...readErrors },
        },
      },
      async (request) => ({
        success: true as const,
        zones: await warehouse.zones(request.query.warehouse_id),
      }),
    );
  zonesRoute('/warehouse-zones');
  zonesRoute('/locations/zones');

  r.get(
    '/locations/stats',
    {
      schema: {
        tags,
        summary: 'Units placed, by zone and status; bins full; the warehouse bounds',
        querystring: warehouseQuery,
        response: { 200: locationStatsResponse, ...readErrors },
      },
    },
    async (request) => ({
      success: true as const,
      stats: await warehouse.locationStats(request.query.warehouse_id),
    }),
  );

  r.get(
    '/locations/search',
    {
      // Thousands of bins, built by the typed service: sent as is (lib/fast-response.ts).
      serializerCompiler: plainJsonSerializer,
      onSend: gzipLargeJson,
      schema: {
        tags,
        summary: 'Bins whose zone, aisle, rack, shelf, code or notes contain the text',
        querystring: locationSearchQuery,
        response: { 200: locationSearchResponse, ...readErrors },
      },
    },
    async (request) => ({
      success: true as const,
      locations: await warehouse.searchLocations(request.query),
    }),
  );

  r.get(
    '/locations/map-data',
    {
      // Thousands of bins, built by the typed service: sent as is (lib/fast-response.ts).
      serializerCompiler: plainJsonSerializer,
      onSend: gzipLargeJson,
      schema: {
        tags,
        summary: 'The zones and every bin with its place and load, for the warehouse map',
        querystring: mapDataQuery,
        response: { 200: mapDataResponse, ...readErrors },
      },
    },
    async (request) => warehouse.mapData(request.query.warehouse_id, request.query.zone),
  );

  r.post(
    '/warehouse-zones',
    {
      schema: {
        tags,
        summary:
          'Create a zone and, with a grid (aisles, racks, shelves), all its bins in one transaction',
        body: createZoneSchema,
        response: { 201: zoneCreatedResponse, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { zone, locationsCreated } = await warehouse.createZone(request.body);
      return reply
        .status(201)
        .send({ success: true as const, zone, locations_created: locationsCreated });
    },
  );

  r.get(
    '/warehouse-zones/:zoneId/labels',
    {
      schema: {
        tags,
        summary: 'A printable PDF sheet of QR labels for a zone\u2019s bins (or one aisle)',
        params: zoneIdParams,
        querystring: z.object({ aisle: z.string().trim().max(20).optional() }),
        response: { 200: z.unknown(), ...readErrors },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await documents.locationLabels(
        request.params.zoneId,
        request.query.aisle || undefined,
      );
      // Inline: the browser opens it ready to print.
      return reply.sendAttachment('application/pdf', fileName, pdf, 'inline');
    },
  );

  r.get(
    '/warehouse-zones/:zoneId/aisles',
    {
      schema: {
        tags,
        summary: 'The aisles of a zone with their free and total bins',
        params: zoneIdParams,
        response: { 200: aisleOptionsResponse, ...readErrors },
      },
    },
    async (request) => ({
      success: true as const,
      aisles: await warehouse.aisles(request.params.zoneId),
    }),
  );

  r.get(
    '/warehouse-zones/:zoneId/racks',
    {
      schema: {
        tags,
        summary: 'The racks of an aisle with their free and total bins',
        params: zoneIdParams,
        querystring: rackQuery,
        response: { 200: rackOptionsResponse, ...readErrors },
      },
    },
    async (request) => ({
      success: true as const,
      racks: await warehouse.racks(request.params.zoneId, request.query.aisle),
    }),
  );

  r.get(
    '/warehouse-zones/:zoneId/shelves',
    {
      schema: {
        tags,
        summary: 'The shelves of a rack with their free capacity and bin id',
        params: zoneIdParams,
        querystring: shelfQuery,
        response: { 200: shelfOptionsResponse, ...readErrors },
      },
    },
    async (request) => ({
      success: true as const,
      shelves: await warehouse.shelves(
        request.params.zoneId,
        request.query.aisle,
        request.query.rack,
      ),
    }),
  );

  r.get(
    '/warehouse-zones/:zoneId/locations',
    {
      // Thousands of bins, built by the typed service: sent as is (lib/fast-response.ts).
      serializerCompiler: plainJsonSerializer,
      onSend: gzipLargeJson,
      schema: {
        tags,
        summary: 'The bins of a zone, filtered by aisle, rack, shelf',
        params: zoneIdParams,
        querystring: locationsQuery.omit({ zone_id: true }),
        response: { 200: locationsResponse, ...readErrors },
      },
    },
    async (request) => {
      await warehouse.zone(request.params.zoneId);
      return warehouse.locationsAnswer({ ...request.query, zone_id: request.params.zoneId });
    },
  );

  r.get(
    '/warehouse-locations',
    {
      // Thousands of bins, built by the typed service: sent as is (lib/fast-response.ts).
      serializerCompiler: plainJsonSerializer,
      onSend: gzipLargeJson,
      schema: {
        tags,
        summary:
          'Bins in the tree order, filtered by zone, aisle, rack, shelf (up to 5000 a page); location_id for one',
        querystring: locationsQuery,
        response: { 200: locationsResponse, ...readErrors },
      },
    },
    async (request) => warehouse.locationsAnswer(request.query),
  );

  r.get(
    '/available-locations',
    {
      // Thousands of bins, built by the typed service: sent as is (lib/fast-response.ts).
      serializerCompiler: plainJsonSerializer,
      onSend: gzipLargeJson,
      schema: {
        tags,
        summary: 'Active bins with room for one more unit',
        querystring: locationsQuery.omit({ available: true }),
        response: { 200: locationsResponse, ...readErrors },
      },
    },
    async (request) => warehouse.locationsAnswer({ ...request.query, available: true }),
  );

  r.get(
    '/warehouse-locations/:id',
    {
      schema: {
        tags,
        summary: 'One bin',
        params: idParam('location id'),
        response: { 200: locationResponse, ...readErrors },
      },
    },
    async (request) => ({
      success: true as const,
      location: await warehouse.location(request.params.id),
    }),
  );

  r.post(
    '/warehouse-locations',
    {
      schema: {
        tags,
        summary: 'Create a bin; coordinates not entered are derived from its place',
        body: createLocationSchema,
        response: { 201: locationResponse, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        location: await warehouse.createLocation(request.body),
      }),
  );

  // Corrections of the layout (issue 20 item 7), each written to the layout history.
  r.put(
    '/warehouse-zones/:zoneId',
    {
      schema: {
        tags,
        summary: 'Rename a zone (name, description); the code stays, it is on printed labels',
        params: zoneIdParams,
        body: updateZoneSchema,
        response: { 200: zoneResponse, ...writeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      zone: await warehouse.updateZone(
        currentUser(request).id,
        request.params.zoneId,
        request.body,
      ),
    }),
  );

  r.delete(
    '/warehouse-zones/:zoneId',
    {
      schema: {
        tags,
        summary: 'Delete an empty zone with all its bins (409 while it holds units)',
        params: zoneIdParams,
        response: { 200: successMessageSchema, ...writeErrors },
      },
    },
    async (request) => warehouse.deleteZone(currentUser(request).id, request.params.zoneId),
  );

  r.get(
    '/warehouse-zones/:zoneId/history',
    {
      schema: {
        tags,
        summary: 'The layout history of a zone and its bins, newest first (kept after a delete)',
        params: zoneIdParams,
        response: { 200: layoutHistoryResponse, ...readErrors },
      },
    },
    async (request) => ({
      success: true as const,
      changes: await warehouse.zoneHistory(request.params.zoneId),
    }),
  );

  r.put(
    '/warehouse-locations/:id',
    {
      schema: {
        tags,
        summary:
          'Change a bin\u2019s capacity (never below its units) or make it inactive or active',
        params: idParam('location id'),
        body: updateLocationSchema,
        response: { 200: locationResponse, ...writeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      location: await warehouse.updateLocation(
        currentUser(request).id,
        request.params.id,
        request.body,
      ),
    }),
  );

  r.delete(
    '/warehouse-locations/:id',
    {
      schema: {
        tags,
        summary: 'Delete an empty bin (409 while it holds units or is a default location)',
        params: idParam('location id'),
        response: { 200: successMessageSchema, ...writeErrors },
      },
    },
    async (request) => warehouse.deleteLocation(currentUser(request).id, request.params.id),
  );

  r.get(
    '/warehouse-locations/:id/history',
    {
      schema: {
        tags,
        summary: 'The layout history of a bin, newest first',
        params: idParam('location id'),
        response: { 200: layoutHistoryResponse, ...readErrors },
      },
    },
    async (request) => ({
      success: true as const,
      changes: await warehouse.locationHistory(request.params.id),
    }),
  );

  // Zone status mappings: an order status whose units move to a zone (DECISIONS.md section 5).
  r.get(
    '/status-mappings',
    {
      schema: {
        tags,
        summary: 'Every order status mapped to a zone',
        response: { 200: mappingsResponse, ...readErrors },
      },
    },
    async () => ({ success: true as const, mappings: await warehouse.mappings() }),
  );

  r.get(
    '/status-mapping/:orderStatus',
    {
      schema: {
        tags,
        summary: 'The mapping of one order status (404: none)',
        params: mappingStatusParams,
        response: { 200: mappingResponse, ...readErrors },
      },
    },
    async (request) => ({
      success: true as const,
      mapping: await warehouse.mapping(request.params.orderStatus),
    }),
  );

  r.post(
    '/status-mappings',
    {
      schema: {
        tags,
        summary: 'Map an order status to a zone (one mapping per status)',
        body: createMappingSchema,
        response: { 201: mappingResponse, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ success: true as const, mapping: await warehouse.createMapping(request.body) }),
  );

  r.put(
    '/status-mapping/:orderStatus',
    {
      schema: {
        tags,
        summary: 'Change the zone or description of a mapping',
        params: mappingStatusParams,
        body: updateMappingSchema,
        response: { 200: mappingResponse, ...writeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      mapping: await warehouse.updateMapping(request.params.orderStatus, request.body),
    }),
  );

  r.delete(
    '/status-mapping/:orderStatus',
    {
      schema: {
        tags,
        summary: 'Remove a mapping',
        params: mappingStatusParams,
        response: { 200: successMessageSchema, ...writeErrors },
      },
    },
    async (request) => warehouse.deleteMapping(request.params.orderStatus),
  );
}
