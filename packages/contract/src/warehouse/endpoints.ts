import { z } from 'zod';
import { idParam } from '../catalogue.ts';
import { successMessageSchema } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { assignWaitingResponse, assignWaitingSchema } from '../order-units.ts';
import {
  assignableOrdersResponse,
  bulkMoveSchema,
  bulkUnitStatusResponse,
  bulkUnitStatusSchema,
  locationHistoryResponse,
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
  unitStatsResponse,
  unitStatusSchema,
} from '../product-units.ts';
import { pickResponse, pickScanSchema, scanQuery, scanResponse } from '../scan.ts';
import { WAREHOUSE_ID } from '../warehouse-rules.ts';
import {
  aisleOptionsResponse,
  bulkDefaultInput,
  bulkDefaultQuery,
  bulkDefaultResponse,
  createLocationSchema,
  createMappingSchema,
  createZoneSchema,
  defaultLocationInput,
  defaultLocationResponse,
  defaultLocationStatsResponse,
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
  suggestionsResponse,
  updateLocationSchema,
  updateMappingSchema,
  updateZoneSchema,
  warehouseProductsResponse,
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
const units = { ...admin, tags: ['product units'] } as const;
const scanning = { ...admin, tags: ['scanning'] } as const;
const defaults = { ...admin, tags: ['product default locations'] } as const;

/** The one warehouse when none is named. */
const warehouseQuery = z.object({
  warehouse_id: z.coerce.number().int().optional().default(WAREHOUSE_ID),
});
const locationIdParam = idParam('location id');
const unitIdParam = idParam('unit id');
const productIdParam = idParam('product id');

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

// ---------------------------------------------------------------------------------------
// Product units.

const listUnitsDeclaration = {
  ...units,
  ...read,
  method: 'GET',
  query: unitsQuery,
  reply: unitsResponse,
} as const;

export const listUnits = defineEndpoint({
  ...listUnitsDeclaration,
  path: '/product-units',
  summary: 'Units: filtered by status, product, zone, order; sorted and paged in SQL',
});

export const searchUnits = defineEndpoint({
  ...listUnitsDeclaration,
  path: '/product-units/search',
  summary: 'Units matching a search (identifier, product, SKU, order number)',
});

export const getUnitStats = defineEndpoint({
  ...units,
  ...read,
  method: 'GET',
  path: '/product-units/stats',
  summary: 'Totals by status and product, units this month, the latest movements',
  reply: unitStatsResponse,
});

export const exportUnitsCsv = defineEndpoint({
  ...units,
  ...read,
  method: 'GET',
  path: '/product-units/export',
  summary: 'Every unit of the current filters as CSV (streamed)',
  query: unitsQuery,
  reply: { file: 'text/csv' },
});

export const bulkMoveUnits = defineEndpoint({
  ...units,
  ...write,
  method: 'POST',
  path: '/locations/bulk-move',
  summary: 'Move several units to one place: all of them or none (capacity enforced)',
  body: bulkMoveSchema,
  reply: bulkUnitStatusResponse,
});

export const getUnitLocationHistory = defineEndpoint({
  ...units,
  ...read,
  method: 'GET',
  path: '/product-units/:id/location-history',
  summary: 'Every change of a unit\u2019s place with its kind, newest first',
  params: unitIdParam,
  reply: locationHistoryResponse,
});

export const receiveUnits = defineEndpoint({
  ...units,
  ...write,
  method: 'POST',
  path: '/product-units',
  summary: 'Receive stock: quantity available units of a product, placed at a location',
  body: receiveUnitsSchema,
  status: 201,
  reply: unitsReceivedResponse,
});

export const assignWaitingUnits = defineEndpoint({
  ...units,
  ...write,
  method: 'POST',
  path: '/product-units/assign-waiting',
  summary:
    'Give the product\u2019s available units to the paid or processing orders still missing some, oldest first (one transaction)',
  body: assignWaitingSchema,
  reply: assignWaitingResponse,
});

export const bulkUpdateUnitStatus = defineEndpoint({
  ...units,
  ...write,
  method: 'PUT',
  path: '/product-units/bulk-update-status',
  summary: 'Change the status of several units: all of them or none',
  body: bulkUnitStatusSchema,
  reply: bulkUnitStatusResponse,
});

export const listUnitsAtLocation = defineEndpoint({
  ...units,
  ...read,
  method: 'GET',
  path: '/product-units/location/:locationId',
  summary: 'The units placed in a bin',
  params: z.object({ locationId: z.coerce.number().int().positive() }),
  reply: z.object({ success: z.literal(true), units: z.array(productUnitSchema) }),
});

export const getUnit = defineEndpoint({
  ...units,
  ...read,
  method: 'GET',
  path: '/product-units/:id',
  summary: 'A unit with its latest movements',
  params: unitIdParam,
  reply: unitResponse,
});

export const listAssignableOrders = defineEndpoint({
  ...units,
  ...read,
  method: 'GET',
  path: '/product-units/:id/assignable-orders',
  summary:
    'Orders Assign to Order offers for the unit\u2019s product: open, still needing units, oldest first',
  params: unitIdParam,
  reply: assignableOrdersResponse,
});

export const listUnitMovements = defineEndpoint({
  ...units,
  ...read,
  method: 'GET',
  path: '/product-units/:id/movements',
  summary: 'A unit\u2019s movements, paged',
  params: unitIdParam,
  query: movementsQuery,
  reply: movementsResponse,
});

export const updateUnitStatus = defineEndpoint({
  ...units,
  ...write,
  method: 'PUT',
  path: '/product-units/:id/status',
  summary:
    'Change a unit\u2019s status (the table (docs/modules/warehouse.md#units); 409 names the allowed ones)',
  params: unitIdParam,
  body: unitStatusSchema,
  reply: unitResponse,
});

export const getUnitLocation = defineEndpoint({
  ...units,
  ...read,
  method: 'GET',
  path: '/product-units/:id/location',
  summary: 'Where a unit is (404: it has no location)',
  params: unitIdParam,
  reply: z.object({ success: z.literal(true), location: unitLocationSchema }),
});

export const moveUnit = defineEndpoint({
  ...units,
  ...write,
  method: 'PUT',
  path: '/product-units/:id/location',
  summary: 'Move a unit to a bin or a place in a zone (capacity enforced)',
  params: unitIdParam,
  body: unitPlaceSchema,
  reply: unitResponse,
});

// ---------------------------------------------------------------------------------------
// Scanning.

export const scanCode = defineEndpoint({
  ...scanning,
  ...read,
  method: 'GET',
  path: '/admin/scan',
  summary:
    'What a scanned code is: a unit (its identifier), a bin (its label) or an order (its number or id, an item QR, the tracking link)',
  query: scanQuery,
  reply: scanResponse,
});

export const pickScannedUnit = defineEndpoint({
  ...scanning,
  ...write,
  method: 'POST',
  path: '/admin/scan/pick',
  summary: 'Mark a scanned unit of an order picked (a second scan changes nothing)',
  body: pickScanSchema,
  reply: pickResponse,
});

// ---------------------------------------------------------------------------------------
// Product default locations.

export const getDefaultLocations = defineEndpoint({
  ...defaults,
  ...read,
  method: 'GET',
  path: '/products/default-locations/bulk',
  summary: 'The default locations of several products (null where none)',
  query: bulkDefaultQuery,
  reply: bulkDefaultResponse,
});

export const setDefaultLocations = defineEndpoint({
  ...defaults,
  ...write,
  method: 'PUT',
  path: '/products/default-locations/bulk',
  summary: 'Set the default locations of several products: all of them or none',
  body: bulkDefaultInput,
  reply: successMessageSchema,
});

export const listProductsWithoutDefaultLocation = defineEndpoint({
  ...defaults,
  ...read,
  method: 'GET',
  path: '/products/without-default-locations',
  summary: 'Live products with no default location (optionally of one category)',
  query: warehouseQuery.extend({ category_id: z.coerce.number().int().positive().optional() }),
  reply: warehouseProductsResponse,
});

export const getDefaultLocationStats = defineEndpoint({
  ...defaults,
  ...read,
  method: 'GET',
  path: '/products/default-locations/stats',
  summary: 'How many products have a default location, by state and by zone',
  query: warehouseQuery,
  reply: defaultLocationStatsResponse,
});

export const listProductsByZone = defineEndpoint({
  ...defaults,
  ...read,
  method: 'GET',
  path: '/products/by-zone',
  summary: 'Products whose default location is in a zone (by zone code)',
  query: warehouseQuery.extend({ zone: z.string().trim().min(1).max(10) }),
  reply: warehouseProductsResponse,
});

export const getLocationSuggestions = defineEndpoint({
  ...defaults,
  ...read,
  method: 'GET',
  path: '/products/:id/location-suggestions',
  summary:
    'Bins with room, in the category\u2019s zone letter first (docs/modules/warehouse.md#default-locations)',
  params: productIdParam,
  reply: suggestionsResponse,
});

export const getDefaultLocation = defineEndpoint({
  ...defaults,
  ...read,
  method: 'GET',
  path: '/products/:id/default-location',
  summary: 'A product\u2019s default location (404: none)',
  params: productIdParam,
  query: warehouseQuery,
  reply: defaultLocationResponse,
});

export const setDefaultLocation = defineEndpoint({
  ...defaults,
  ...write,
  method: 'PUT',
  path: '/products/:id/default-location',
  summary: 'Set a product\u2019s default location (a bin, or a zone with a place)',
  params: productIdParam,
  body: defaultLocationInput,
  reply: defaultLocationResponse,
});

export const clearDefaultLocation = defineEndpoint({
  ...defaults,
  ...write,
  method: 'DELETE',
  path: '/products/:id/default-location',
  summary: 'Clear a product\u2019s default location',
  params: productIdParam,
  query: warehouseQuery,
  reply: successMessageSchema,
});
