import { z } from 'zod';
import { idParam } from '../catalogue.ts';
import { successMessageSchema } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { WAREHOUSE_ID } from '../warehouse-rules.ts';
import {
  aisleOptionsResponse,
  createLocationSchema,
  createMappingSchema,
  createZoneSchema,
  layoutHistoryResponse,
  locationResponse,
  locationSearchQuery,
  locationSearchResponse,
  locationsQuery,
  locationsResponse,
  locationStatsResponse,
  mapDataQuery,
  mapDataResponse,
  mappingResponse,
  mappingsResponse,
  mappingStatusParams,
  rackOptionsResponse,
  rackQuery,
  shelfOptionsResponse,
  shelfQuery,
  updateLocationSchema,
  updateMappingSchema,
  updateZoneSchema,
  zoneCreatedResponse,
  zoneIdParams,
  zoneResponse,
  zonesResponse,
} from '../warehouse.ts';

/**
 * The warehouse (docs/modules/warehouse.md): zones and bins, status mappings, product units,
 * scanning and product default locations. Admins only, like every warehouse screen.
 */
const admin = { access: { role: ['admin'] } } as const;
const read = { errors: [404] } as const;
const write = { errors: [404, 409] } as const;
const layout = { ...admin, tags: ['warehouse'] } as const;

/** The one warehouse when none is named. */
const warehouseQuery = z.object({
  warehouse_id: z.coerce.number().int().optional().default(WAREHOUSE_ID),
});
const locationIdParam = idParam('location id');

// ---------------------------------------------------------------------------------------
// Zones and bins.

const listZonesDeclaration = {
  ...layout,
  ...read,
  method: 'GET',
  summary: 'The zones of the warehouse, with their bin and unit counts',
  query: warehouseQuery,
  reply: zonesResponse,
} as const;

export const listZones = defineEndpoint({ ...listZonesDeclaration, path: '/warehouse-zones' });

/** The same list under the Locations screen's older path. */
export const listLocationZones = defineEndpoint({
  ...listZonesDeclaration,
  path: '/locations/zones',
});

export const getLocationStats = defineEndpoint({
  ...layout,
  ...read,
  method: 'GET',
  path: '/locations/stats',
  summary: 'Units placed, by zone and status; bins full; the warehouse bounds',
  query: warehouseQuery,
  reply: locationStatsResponse,
});

export const searchLocations = defineEndpoint({
  ...layout,
  ...read,
  method: 'GET',
  path: '/locations/search',
  summary: 'Bins whose zone, aisle, rack, shelf, code or notes contain the text',
  query: locationSearchQuery,
  reply: locationSearchResponse,
});

export const getMapData = defineEndpoint({
  ...layout,
  ...read,
  method: 'GET',
  path: '/locations/map-data',
  summary: 'The zones and every bin with its place and load, for the warehouse map',
  query: mapDataQuery,
  reply: mapDataResponse,
});

export const createZone = defineEndpoint({
  ...layout,
  ...write,
  method: 'POST',
  path: '/warehouse-zones',
  summary:
    'Create a zone and, with a grid (aisles, racks, shelves), all its bins in one transaction',
  body: createZoneSchema,
  status: 201,
  reply: zoneCreatedResponse,
});

export const printZoneLabels = defineEndpoint({
  ...layout,
  ...read,
  method: 'GET',
  path: '/warehouse-zones/:zoneId/labels',
  summary: 'A printable PDF sheet of QR labels for a zone\u2019s bins (or one aisle)',
  params: zoneIdParams,
  query: z.object({ aisle: z.string().trim().max(20).optional() }),
  reply: { file: 'application/pdf' },
});

export const listZoneAisles = defineEndpoint({
  ...layout,
  ...read,
  method: 'GET',
  path: '/warehouse-zones/:zoneId/aisles',
  summary: 'The aisles of a zone with their free and total bins',
  params: zoneIdParams,
  reply: aisleOptionsResponse,
});

export const listZoneRacks = defineEndpoint({
  ...layout,
  ...read,
  method: 'GET',
  path: '/warehouse-zones/:zoneId/racks',
  summary: 'The racks of an aisle with their free and total bins',
  params: zoneIdParams,
  query: rackQuery,
  reply: rackOptionsResponse,
});

export const listZoneShelves = defineEndpoint({
  ...layout,
  ...read,
  method: 'GET',
  path: '/warehouse-zones/:zoneId/shelves',
  summary: 'The shelves of a rack with their free capacity and bin id',
  params: zoneIdParams,
  query: shelfQuery,
  reply: shelfOptionsResponse,
});

export const listZoneLocations = defineEndpoint({
  ...layout,
  ...read,
  method: 'GET',
  path: '/warehouse-zones/:zoneId/locations',
  summary: 'The bins of a zone, filtered by aisle, rack, shelf',
  params: zoneIdParams,
  query: locationsQuery.omit({ zone_id: true }),
  reply: locationsResponse,
});

export const listLocations = defineEndpoint({
  ...layout,
  ...read,
  method: 'GET',
  path: '/warehouse-locations',
  summary:
    'Bins in the tree order, filtered by zone, aisle, rack, shelf (up to 5000 a page); location_id for one',
  query: locationsQuery,
  reply: locationsResponse,
});

export const listAvailableLocations = defineEndpoint({
  ...layout,
  ...read,
  method: 'GET',
  path: '/available-locations',
  summary: 'Active bins with room for one more unit',
  query: locationsQuery.omit({ available: true }),
  reply: locationsResponse,
});

export const getLocation = defineEndpoint({
  ...layout,
  ...read,
  method: 'GET',
  path: '/warehouse-locations/:id',
  summary: 'One bin',
  params: locationIdParam,
  reply: locationResponse,
});

export const createLocation = defineEndpoint({
  ...layout,
  ...write,
  method: 'POST',
  path: '/warehouse-locations',
  summary: 'Create a bin; coordinates not entered are derived from its place',
  body: createLocationSchema,
  status: 201,
  reply: locationResponse,
});

// Corrections of the layout, each written to the layout history.

export const updateZone = defineEndpoint({
  ...layout,
  ...write,
  method: 'PUT',
  path: '/warehouse-zones/:zoneId',
  summary: 'Rename a zone (name, description); the code stays, it is on printed labels',
  params: zoneIdParams,
  body: updateZoneSchema,
  reply: zoneResponse,
});

export const deleteZone = defineEndpoint({
  ...layout,
  ...write,
  method: 'DELETE',
  path: '/warehouse-zones/:zoneId',
  summary: 'Delete an empty zone with all its bins (409 while it holds units)',
  params: zoneIdParams,
  reply: successMessageSchema,
});

export const getZoneHistory = defineEndpoint({
  ...layout,
  ...read,
  method: 'GET',
  path: '/warehouse-zones/:zoneId/history',
  summary: 'The layout history of a zone and its bins, newest first (kept after a delete)',
  params: zoneIdParams,
  reply: layoutHistoryResponse,
});

export const updateLocation = defineEndpoint({
  ...layout,
  ...write,
  method: 'PUT',
  path: '/warehouse-locations/:id',
  summary: 'Change a bin\u2019s capacity (never below its units) or make it inactive or active',
  params: locationIdParam,
  body: updateLocationSchema,
  reply: locationResponse,
});

export const deleteLocation = defineEndpoint({
  ...layout,
  ...write,
  method: 'DELETE',
  path: '/warehouse-locations/:id',
  summary: 'Delete an empty bin (409 while it holds units or is a default location)',
  params: locationIdParam,
  reply: successMessageSchema,
});

export const getLocationHistory = defineEndpoint({
  ...layout,
  ...read,
  method: 'GET',
  path: '/warehouse-locations/:id/history',
  summary: 'The layout history of a bin, newest first',
  params: locationIdParam,
  reply: layoutHistoryResponse,
});

// ---------------------------------------------------------------------------------------
// Zone status mappings: an order status whose units move to a zone.

export const listStatusMappings = defineEndpoint({
  ...layout,
  ...read,
  method: 'GET',
  path: '/status-mappings',
  summary: 'Every order status mapped to a zone',
  reply: mappingsResponse,
});

export const getStatusMapping = defineEndpoint({
  ...layout,
  ...read,
  method: 'GET',
  path: '/status-mapping/:orderStatus',
  summary: 'The mapping of one order status (404: none)',
  params: mappingStatusParams,
  reply: mappingResponse,
});

export const createStatusMapping = defineEndpoint({
  ...layout,
  ...write,
  method: 'POST',
  path: '/status-mappings',
  summary: 'Map an order status to a zone (one mapping per status)',
  body: createMappingSchema,
  status: 201,
  reply: mappingResponse,
});

export const updateStatusMapping = defineEndpoint({
  ...layout,
  ...write,
  method: 'PUT',
  path: '/status-mapping/:orderStatus',
  summary: 'Change the zone or description of a mapping',
  params: mappingStatusParams,
  body: updateMappingSchema,
  reply: mappingResponse,
});

export const deleteStatusMapping = defineEndpoint({
  ...layout,
  ...write,
  method: 'DELETE',
  path: '/status-mapping/:orderStatus',
  summary: 'Remove a mapping',
  params: mappingStatusParams,
  reply: successMessageSchema,
});
