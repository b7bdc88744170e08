import { z } from 'zod';
import { money } from './money-schema.ts';
import { ORDER_STATUSES } from './order-options.ts';
import {
  LOCATION_LIST_MAX,
  LOCATION_SORTS,
  LOCATION_TYPES,
  MAPPING_DESCRIPTION_MAX,
  WAREHOUSE_ID,
  ZONE_CODE_MAX,
  ZONE_GRID,
} from './warehouse-rules.ts';

/**
 * The warehouse's zones and bins (docs/modules/warehouse.md;
 * docs/modules/warehouse.md#rules). Field names are the spec's (snake_case), as the screens and the
 * older client send and read them.
 */
export const WAREHOUSE_MESSAGES = {
  zoneCodeRequired: 'Zone code is required',
  zoneCodeLength: `Zone code must be at most ${ZONE_CODE_MAX} characters`,
  zoneCodeTaken: 'A zone with this code already exists',
  zoneNameRequired: 'Zone name is required',
  capacity: 'Capacity must be a valid non-negative number',
  zoneNotFound: 'Zone not found',
  selectZone: 'Please select a zone',
  locationNotFound: 'Location not found',
  locationTaken: 'A location with this zone, aisle, rack and shelf already exists',
  coordinate: (axis: 'X' | 'Y' | 'Z') => `${axis} coordinate must be a valid number`,
  locationType: `Location type must be one of ${LOCATION_TYPES.join(', ')}`,
  warehouse: `Unknown warehouse (this shop has warehouse ${WAREHOUSE_ID})`,
  zoneCreateFailed: 'Failed to create zone or locations. Please try again.',
  capacityBelowUnits: 'Capacity cannot be lower than the units already placed here',
  // Corrections of the layout (ADR 0039).
  nothingToChange: 'Send at least one field to change',
  zoneHoldsUnits: (code: string, units: number) =>
    `Zone ${code} holds ${units} unit${units === 1 ? '' : 's'}; move them before deleting it`,
  locationHoldsUnits: (code: string, units: number) =>
    `Location ${code} holds ${units} unit${units === 1 ? '' : 's'}; move them before deleting it`,
  zoneMapped: (code: string, statuses: string[]) =>
    `Zone ${code} receives the units of ${statuses.map((s) => `"${s}"`).join(', ')} orders; change the zone status mapping${statuses.length === 1 ? '' : 's'} before deleting it`,
  defaultOf: (what: string, products: number) =>
    `${what} is the default location of ${products} product${products === 1 ? '' : 's'}; change ${products === 1 ? 'its' : 'their'} default location before deleting it`,
  returnsZoneKept: (code: string) =>
    `Zone ${code} is the returns zone: units received back in an RMA go there, so it cannot be deleted`,
  zoneDeleted: (code: string, bins: number) =>
    `Zone ${code} deleted with its ${bins} location${bins === 1 ? '' : 's'}`,
  locationDeleted: (code: string) => `Location ${code} deleted`,
  // A zone's staging bin (ADR 0038) takes every unit placed in the zone without a bin.
  stagingBinDeleted: (zone: string) =>
    `This is zone ${zone}'s staging bin: it is deleted only with its zone`,
  stagingBinFixed: (zone: string) =>
    `This is zone ${zone}'s staging bin: it stays active with no capacity limit, so units placed in the zone without a bin always have a place`,
} as const;

/** Text of an optional part (aisle, rack, shelf): trimmed, at most 20 characters. */
const part = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().max(20, { error: 'Aisle, rack and shelf are at most 20 characters each' }))
  .nullish()
  .transform((v) => v ?? '');

const warehouseId = z.coerce
  .number()
  .int()
  .refine((v) => v === WAREHOUSE_ID, { error: WAREHOUSE_MESSAGES.warehouse })
  .optional()
  .default(WAREHOUSE_ID);

/** A number from a form: '' or absent is null; anything else must be a finite number. */
const optionalNumber = (message: string) =>
  z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return null;
      const n = typeof v === 'number' ? v : Number(v.trim());
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });

const capacityField = optionalNumber(WAREHOUSE_MESSAGES.capacity).refine(
  (v) => v === null || (v >= 0 && v <= 1_000_000),
  { error: WAREHOUSE_MESSAGES.capacity },
);

/**
 * docs/modules/warehouse.md#places-and-coordinates: a grid size; absent stays undefined (no grid
 * asked for), text that is not a number falls back to the default, a number out of range is
 * refused.
 */
const gridSize = (key: keyof typeof ZONE_GRID, label: string) => {
  const { min, max, default: fallback } = ZONE_GRID[key];
  return z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((v) => {
      if (v === undefined) return undefined;
      const n = typeof v === 'number' ? v : Number.parseInt(String(v ?? ''), 10);
      return Number.isFinite(n) ? Math.trunc(n) : fallback;
    })
    .pipe(
      z
        .number()
        .min(min, { error: `${label} must be between ${min} and ${max}` })
        .max(max, { error: `${label} must be between ${min} and ${max}` })
        .optional(),
    );
};

/**
 * POST /api/warehouse-zones: the zone, and with `create_locations` (the default when a grid
 * is sent) one bin per aisle x rack x shelf, in one call and one transaction.
 */
export const createZoneSchema = z
  .object({
    warehouse_id: warehouseId,
    zone_code: z
      .string({ error: WAREHOUSE_MESSAGES.zoneCodeRequired })
      .transform((v) => v.trim().toUpperCase())
      .pipe(
        z
          .string()
          .min(1, { error: WAREHOUSE_MESSAGES.zoneCodeRequired })
          .max(ZONE_CODE_MAX, { error: WAREHOUSE_MESSAGES.zoneCodeLength }),
      ),
    zone_name: z
      .string({ error: WAREHOUSE_MESSAGES.zoneNameRequired })
      .trim()
      .min(1, { error: WAREHOUSE_MESSAGES.zoneNameRequired })
      .max(100, { error: 'Zone name must be at most 100 characters' }),
    description: z.string().trim().max(500).optional().default(''),
    create_locations: z.boolean().optional(),
    aisles: gridSize('aisles', 'Aisles'),
    racks: gridSize('racks', 'Racks per aisle'),
    shelves: gridSize('shelves', 'Shelves per rack'),
    /**
     * Capacity of each bin made (the zone form's capacity per bin,
     * docs/modules/warehouse.md#screens).
     */
    capacity: capacityField,
    location_capacity: capacityField,
  })
  .transform(
    ({ location_capacity, capacity, create_locations, aisles, racks, shelves, ...rest }) => {
      const asked = aisles !== undefined || racks !== undefined || shelves !== undefined;
      return {
        ...rest,
        /** null: the zone alone (the zone service's call); otherwise its bins. */
        grid:
          (create_locations ?? asked)
            ? {
                aisles: aisles ?? ZONE_GRID.aisles.default,
                racks: racks ?? ZONE_GRID.racks.default,
                shelves: shelves ?? ZONE_GRID.shelves.default,
                capacity: location_capacity ?? capacity,
              }
            : null,
      };
    },
  );
export type CreateZoneInput = z.input<typeof createZoneSchema>;
export type CreateZone = z.output<typeof createZoneSchema>;

export const zoneSchema = z.object({
  id: z.number().int(),
  warehouse_id: z.number().int(),
  zone_code: z.string(),
  zone_name: z.string(),
  description: z.string(),
  location_count: z.number().int(),
  unit_count: z.number().int(),
  /** The zone units received back in an RMA wait in for inspection. */
  is_returns: z.boolean(),
  created_at: z.string(),
});
export type Zone = z.infer<typeof zoneSchema>;

export const zoneCreatedResponse = z.object({
  success: z.literal(true),
  zone: zoneSchema,
  locations_created: z.number().int(),
});
export const zonesResponse = z.object({ success: z.literal(true), zones: z.array(zoneSchema) });

/** POST /api/warehouse-locations (docs/modules/warehouse.md#rules, Location creation). */
export const createLocationSchema = z
  .object({
    warehouse_id: warehouseId,
    zone_id: z.coerce
      .number({ error: WAREHOUSE_MESSAGES.selectZone })
      .int({ error: WAREHOUSE_MESSAGES.selectZone })
      .positive({ error: WAREHOUSE_MESSAGES.selectZone }),
    aisle: part,
    rack: part,
    shelf: part,
    x_coordinate: optionalNumber(WAREHOUSE_MESSAGES.coordinate('X')),
    y_coordinate: optionalNumber(WAREHOUSE_MESSAGES.coordinate('Y')),
    z_coordinate: optionalNumber(WAREHOUSE_MESSAGES.coordinate('Z')),
    capacity: capacityField,
    location_type: z
      .enum(LOCATION_TYPES, { error: WAREHOUSE_MESSAGES.locationType })
      .optional()
      .default('standard'),
    notes: z.string().trim().max(500).optional().default(''),
  })
  .transform((v) => ({ ...v, capacity: v.capacity === null ? null : Math.trunc(v.capacity) }));
export type CreateLocationInput = z.input<typeof createLocationSchema>;
export type CreateLocation = z.output<typeof createLocationSchema>;

export const locationSchema = z.object({
  id: z.number().int(),
  warehouse_id: z.number().int(),
  zone_id: z.number().int(),
  zone_code: z.string(),
  zone: z.string(),
  zone_name: z.string(),
  aisle: z.string(),
  rack: z.string(),
  shelf: z.string(),
  x_coordinate: z.number(),
  y_coordinate: z.number(),
  z_coordinate: z.number(),
  capacity: z.number().int().nullable(),
  unit_count: z.number().int(),
  location_type: z.enum(LOCATION_TYPES),
  notes: z.string(),
  location_code: z.string(),
  is_active: z.boolean(),
  is_available: z.boolean(),
  /** The zone's staging bin (ADR 0038): units placed in the zone without a bin. */
  is_staging: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WarehouseLocation = z.infer<typeof locationSchema>;

export const locationResponse = z.object({
  success: z.literal(true),
  location: locationSchema,
});

export const locationsQuery = z.object({
  warehouse_id: warehouseId,
  /**
   * The Locations screen's search (ADR 0039): zone code or name, aisle, rack, shelf,
   * notes or code containing the text, case-insensitive; the page and the count are the server's.
   */
  search: z.string().trim().max(100).optional(),
  /** The screen's sort; absent: the tree's order (zone, aisle, rack, shelf). */
  sort: z.enum(LOCATION_SORTS).optional().catch(undefined),
  zone_id: z.coerce.number().int().positive().optional(),
  aisle: z.string().trim().max(20).optional(),
  rack: z.string().trim().max(20).optional(),
  shelf: z.string().trim().max(20).optional(),
  location_id: z.coerce.number().int().positive().optional(),
  available: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional(),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(LOCATION_LIST_MAX).catch(100).default(100),
});
export type LocationsQuery = z.infer<typeof locationsQuery>;

/**
 * The warehouse lists' pagination ({ pages, total } as docs/modules/warehouse.md#calls reads it).
 */
export const warehousePagination = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
});
export function warehousePage(
  page: number,
  limit: number,
  total: number,
): z.infer<typeof warehousePagination> {
  return { page, limit, total, pages: Math.max(1, Math.ceil(total / limit)) };
}

export const locationsResponse = z.object({
  success: z.literal(true),
  locations: z.array(locationSchema),
  pagination: warehousePagination,
  /** A search matched more than LOCATION_COUNT_CAP bins: the total stops there. */
  truncated: z.boolean().optional(),
});

// ---------------------------------------------------------------------------------------
// Corrections of the layout (ADR 0039): PUT and DELETE of a zone and of a bin, each
// written to the layout history with who and when.

/** PUT /api/warehouse-zones/{id}: a new name or description (the code is on printed labels). */
export const updateZoneSchema = z
  .object({
    zone_name: z
      .string()
      .trim()
      .min(1, { error: WAREHOUSE_MESSAGES.zoneNameRequired })
      .max(100, { error: 'Zone name must be at most 100 characters' })
      .optional(),
    description: z.string().trim().max(500).optional(),
  })
  .refine((v) => v.zone_name !== undefined || v.description !== undefined, {
    error: WAREHOUSE_MESSAGES.nothingToChange,
  });
export type UpdateZoneInput = z.input<typeof updateZoneSchema>;

/** PUT /api/warehouse-locations/{id}: capacity (null: no limit) and active or not. */
export const updateLocationSchema = z
  .object({
    capacity: optionalNumber(WAREHOUSE_MESSAGES.capacity)
      .refine((v) => v === null || (Number.isInteger(v) && v >= 0 && v <= 1_000_000), {
        error: WAREHOUSE_MESSAGES.capacity,
      })
      .optional(),
    is_active: z.boolean({ error: 'is_active must be true or false' }).optional(),
  })
  .transform((v, ctx) => {
    // An absent capacity is left as it is; sent empty or null, the bin has no limit.
    if (v.capacity === undefined && v.is_active === undefined) {
      ctx.addIssue({ code: 'custom', message: WAREHOUSE_MESSAGES.nothingToChange });
      return z.NEVER;
    }
    return v;
  });
export type UpdateLocationInput = z.input<typeof updateLocationSchema>;

export const LAYOUT_ACTIONS = [
  'zone_renamed',
  'zone_deleted',
  'capacity_changed',
  'deactivated',
  'reactivated',
  'location_deleted',
] as const;
export type LayoutAction = (typeof LAYOUT_ACTIONS)[number];

/** One change of the layout: what, of which zone or bin, by whom and when. */
export const layoutChangeSchema = z.object({
  id: z.number().int(),
  action: z.enum(LAYOUT_ACTIONS),
  zone_id: z.number().int().nullable(),
  location_id: z.number().int().nullable(),
  zone_code: z.string(),
  location_code: z.string().nullable(),
  /** What changed, in words ("Capacity 10 -> 4"). */
  details: z.string(),
  changed_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type LayoutChange = z.infer<typeof layoutChangeSchema>;
export const layoutHistoryResponse = z.object({
  success: z.literal(true),
  changes: z.array(layoutChangeSchema),
});
export const zoneResponse = z.object({ success: z.literal(true), zone: zoneSchema });

/**
 * The cascading options of the unit location form (docs/modules/warehouse.md#tables, Cascading
 * options).
 */
export const aisleOptionsResponse = z.object({
  success: z.literal(true),
  aisles: z.array(
    z.object({
      aisle: z.string(),
      available_locations: z.number().int(),
      total_locations: z.number().int(),
    }),
  ),
});
export const rackOptionsResponse = z.object({
  success: z.literal(true),
  racks: z.array(
    z.object({
      rack: z.string(),
      available_locations: z.number().int(),
      total_locations: z.number().int(),
    }),
  ),
});
export const shelfOptionsResponse = z.object({
  success: z.literal(true),
  shelves: z.array(
    z.object({
      shelf: z.string(),
      available_capacity: z.number().int().nullable(),
      capacity: z.number().int().nullable(),
      location_id: z.number().int(),
    }),
  ),
});
export const rackQuery = z.object({ aisle: z.string().trim().max(20).default('') });
export const shelfQuery = z.object({
  aisle: z.string().trim().max(20).default(''),
  rack: z.string().trim().max(20).default(''),
});
export const zoneIdParams = z.object({ zoneId: z.coerce.number().int().positive() });

// ---------------------------------------------------------------------------------------
// Zone status mappings (docs/modules/warehouse.md#calls, Status mappings;
// docs/modules/warehouse.md#status-mappings, Status mapping creation).

export const MAPPING_MESSAGES = {
  orderStatus: 'Order status is required',
  unknownStatus: 'Order status must be one of the order statuses',
  zone: 'Zone ID is required',
  description: 'Description must be 255 characters or less',
  notFound: 'Status mapping not found',
  taken: 'A mapping for this order status already exists',
  deleted: 'Status mapping deleted',
} as const;

const mappingZone = z.coerce
  .number({ error: MAPPING_MESSAGES.zone })
  .int({ error: MAPPING_MESSAGES.zone })
  .positive({ error: MAPPING_MESSAGES.zone });
const mappingDescription = z
  .string()
  .trim()
  .max(MAPPING_DESCRIPTION_MAX, { error: MAPPING_MESSAGES.description })
  .nullish()
  .transform((v) => v ?? '');

export const createMappingSchema = z.object({
  order_status: z
    .string({ error: MAPPING_MESSAGES.orderStatus })
    .trim()
    .min(1, { error: MAPPING_MESSAGES.orderStatus })
    .pipe(z.enum(ORDER_STATUSES, { error: MAPPING_MESSAGES.unknownStatus })),
  zone_id: mappingZone,
  description: mappingDescription,
});
export const updateMappingSchema = z.object({
  zone_id: mappingZone,
  description: mappingDescription,
});
export const mappingStatusParams = z.object({
  orderStatus: z.string().trim().min(1).max(40),
});

export const statusMappingSchema = z.object({
  order_status: z.string(),
  zone_id: z.number().int(),
  zone_code: z.string(),
  zone_name: z.string(),
  description: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StatusMapping = z.infer<typeof statusMappingSchema>;
export const mappingResponse = z.object({
  success: z.literal(true),
  mapping: statusMappingSchema,
});
export const mappingsResponse = z.object({
  success: z.literal(true),
  mappings: z.array(statusMappingSchema),
});

// ---------------------------------------------------------------------------------------
// Product default locations (docs/modules/warehouse.md#default-locations, Product default
// locations; docs/modules/warehouse.md#default-locations, Default location modal;
// docs/modules/warehouse.md#default-locations, Default location badge).

export const DEFAULT_LOCATION_MESSAGES = {
  zone: 'Please select at least a zone',
  notFound: 'This product has no default location',
  productNotFound: 'Product not found',
  copyNone: 'Source product has no default location to copy',
  assignments: 'Send at least one assignment (at most 500)',
  cleared: 'Default location cleared',
  saved: (n: number) => `${n} default location${n === 1 ? '' : 's'} saved`,
} as const;

/**
 * The badge (docs/modules/warehouse.md#default-locations): none is "No Default Location" (no row at
 * all).
 */
export const DEFAULT_LOCATION_BADGES = ['active', 'inactive', 'full', 'location_inactive'] as const;
export type DefaultLocationBadge = (typeof DEFAULT_LOCATION_BADGES)[number];
export const DEFAULT_LOCATION_BADGE_LABELS: Record<DefaultLocationBadge | 'none', string> = {
  none: 'No Default Location',
  inactive: 'Inactive',
  full: 'Location Full',
  location_inactive: 'Location Inactive',
  active: 'Active',
};

/**
 * docs/modules/warehouse.md#places-and-coordinates: coordinates are parsed as floats, defaulting to
 * 0.
 */
const floatOr0 = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v) => {
    const n = typeof v === 'number' ? v : Number.parseFloat(String(v ?? ''));
    return Number.isFinite(n) && Math.abs(n) <= 100_000 ? Math.round(n * 10) / 10 : 0;
  });

const idOrNull = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v) => {
    if (v === undefined || v === null || v === '') return null;
    const n = Number(v);
    return Number.isInteger(n) && n > 0 ? n : null;
  });

export const defaultLocationInput = z
  .object({
    warehouse_id: warehouseId,
    warehouse_location_id: idOrNull,
    zone_id: idOrNull,
    aisle: part,
    rack: part,
    shelf: part,
    x_coordinate: floatOr0,
    y_coordinate: floatOr0,
    z_coordinate: floatOr0,
    notes: z.string().trim().max(500).optional().default(''),
    is_active: z.boolean().optional().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.warehouse_location_id === null && v.zone_id === null)
      ctx.addIssue({ code: 'custom', path: ['zone_id'], message: DEFAULT_LOCATION_MESSAGES.zone });
  });
export type DefaultLocationInput = z.output<typeof defaultLocationInput>;

export const productDefaultLocationSchema = z.object({
  product_id: z.number().int(),
  warehouse_id: z.number().int(),
  warehouse_location_id: z.number().int().nullable(),
  location_code: z.string().nullable(),
  zone: z.string(),
  zone_id: z.number().int(),
  zone_code: z.string(),
  aisle: z.string(),
  rack: z.string(),
  shelf: z.string(),
  x_coordinate: z.number(),
  y_coordinate: z.number(),
  z_coordinate: z.number(),
  notes: z.string(),
  is_active: z.boolean(),
  location_is_available: z.boolean(),
  location_is_active: z.boolean(),
  location_notes: z.string(),
  badge: z.enum(DEFAULT_LOCATION_BADGES),
});
export type ProductDefaultLocation = z.infer<typeof productDefaultLocationSchema>;

export const defaultLocationResponse = z.object({
  success: z.literal(true),
  defaultLocation: productDefaultLocationSchema,
});
export const bulkDefaultQuery = z.object({
  warehouse_id: warehouseId,
  product_ids: z
    .union([z.coerce.number().int().positive(), z.array(z.coerce.number().int().positive())])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .pipe(z.array(z.number()).max(500)),
});
export const bulkDefaultResponse = z.object({
  success: z.literal(true),
  defaultLocations: z.record(z.string(), productDefaultLocationSchema.nullable()),
});
export const bulkDefaultInput = z.object({
  warehouse_id: warehouseId,
  assignments: z
    .array(
      z.intersection(
        z.object({ product_id: z.coerce.number().int().positive() }),
        defaultLocationInput,
      ),
      { error: DEFAULT_LOCATION_MESSAGES.assignments },
    )
    .min(1, { error: DEFAULT_LOCATION_MESSAGES.assignments })
    .max(500, { error: DEFAULT_LOCATION_MESSAGES.assignments }),
});
export const defaultLocationStatsResponse = z.object({
  success: z.literal(true),
  stats: z.object({
    total_products: z.number().int(),
    with_default: z.number().int(),
    without_default: z.number().int(),
    active: z.number().int(),
    inactive: z.number().int(),
    location_full: z.number().int(),
    by_zone: z.array(z.object({ zone_code: z.string(), products: z.number().int() })),
  }),
});
export const warehouseProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  price: money.nullable(),
  stock: z.number().int(),
  category: z.string(),
  status: z.enum(['outofstock', 'low', 'active']),
});
export const warehouseProductsResponse = z.object({
  success: z.literal(true),
  products: z.array(warehouseProductSchema),
});
export const suggestionsResponse = z.object({
  success: z.literal(true),
  zone_letter: z.string(),
  suggestions: z.array(locationSchema),
});

// ---------------------------------------------------------------------------------------
// Location stats, search and the map (docs/modules/warehouse.md#calls, Warehouse).

export const locationStatsResponse = z.object({
  success: z.literal(true),
  stats: z.object({
    totalWithLocation: z.number().int(),
    totalLocations: z.number().int(),
    fullLocations: z.number().int(),
    zoneBreakdown: z.array(
      z.object({
        zone_id: z.number().int(),
        zone_code: z.string(),
        zone_name: z.string(),
        locations: z.number().int(),
        units: z.number().int(),
      }),
    ),
    statusBreakdown: z.record(z.string(), z.number().int()),
    warehouseBounds: z.object({
      min_x: z.number(),
      max_x: z.number(),
      min_y: z.number(),
      max_y: z.number(),
      min_z: z.number(),
      max_z: z.number(),
    }),
  }),
});

export const locationSearchQuery = z.object({
  warehouse_id: warehouseId,
  search: z.string().trim().max(100).optional().default(''),
  zone_id: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(LOCATION_LIST_MAX).catch(100).default(100),
});

export const locationSearchResponse = z.object({
  success: z.literal(true),
  locations: z.array(locationSchema),
});

export const mapDataQuery = z.object({
  warehouse_id: warehouseId,
  /** A zone code or id; absent: every zone. */
  zone: z.string().trim().max(20).optional(),
});

/** A bin as the map draws it: place, size of its load, nothing else. */
export const mapLocationSchema = z.object({
  id: z.number().int(),
  zone_id: z.number().int(),
  aisle: z.string(),
  rack: z.string(),
  shelf: z.string(),
  x: z.number(),
  y: z.number(),
  z: z.number(),
  capacity: z.number().int().nullable(),
  unit_count: z.number().int(),
  is_active: z.boolean(),
  location_code: z.string(),
  is_staging: z.boolean(),
});
export type MapLocation = z.infer<typeof mapLocationSchema>;
export const mapDataResponse = z.object({
  success: z.literal(true),
  zones: z.array(z.object({ id: z.number().int(), zone_code: z.string(), zone_name: z.string() })),
  locations: z.array(mapLocationSchema),
});
