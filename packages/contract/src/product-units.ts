import { z } from 'zod';
import { money } from './money-schema.ts';
import {
  CLIENT_UPDATE_METHODS,
  LOCATION_MOVE_KINDS,
  REASONED_STATUSES,
  UNIT_STATUSES,
  WAREHOUSE_ID,
  type UnitStatus,
} from './warehouse-rules.ts';
import { warehousePagination } from './warehouse.ts';
import { waitingOrderSchema } from './order-units.ts';
import { ORDER_STATUSES } from './order-options.ts';

/**
 * Serial-numbered units (docs/modules/warehouse.md;
 * docs/modules/warehouse.md#units): receiving, the list, a unit's status and place, and their
 * history.
 */
export const UNIT_MESSAGES = {
  notFound: 'Unit not found',
  installedByJob: "Units are installed by completing the order's installation",
  productNotFound: 'Product not found',
  notTracked: (name: string) =>
    `${name} is not tracked by serial number: tick "Tracked by serial number" on its product form to receive units of it`,
  quantity: 'Quantity must be a whole number from 1 to 1000',
  zoneRequired: 'Zone is required',
  identifierRequired: 'At least one location identifier or coordinate is required',
  coordinate: (axis: 'X' | 'Y' | 'Z') => `${axis} coordinate must be a valid number`,
  status: `Status must be one of ${UNIT_STATUSES.join(', ')}`,
  refused: (from: UnitStatus, to: UnitStatus, allowed: readonly UnitStatus[]) =>
    `A unit cannot go from ${from} to ${to}. ${
      allowed.length ? `Allowed: ${allowed.join(', ')}.` : `It is ${from}: no change is possible.`
    }`,
  reasonRequired: (status: UnitStatus) =>
    status === 'voided'
      ? 'Give the reason the receipt is voided (wrong product or quantity)'
      : `Give the reason the unit is ${status}`,
  voidSold: (identifier: string, orderNumber: string) =>
    `Unit ${identifier} was assigned to order ${orderNumber}: a unit that was sold cannot be voided`,
  underRma: (identifier: string, rmaNumber: string) =>
    `Unit ${identifier} is in open return ${rmaNumber}: it changes status through the return (receive, inspect, resolve)`,
  full: (code: string, capacity: number) => `Location ${code} is full (capacity ${capacity} units)`,
  inactive: (code: string) => `Location ${code} is not active`,
  notShelved: (status: UnitStatus) =>
    `A ${status} unit is not in the warehouse: it cannot be moved`,
  orderRequired: 'Give the order number to assign the unit to',
  orderNotFound: 'Order not found',
  orderWithoutProduct: 'This order has no item of this unit\u2019s product',
  orderFull: 'The order already has a unit for each of its items of this product',
  alreadyAssigned: 'This unit is already assigned to an order: make it available first',
  orderNotTaking: (orderNumber: string, status: string) =>
    `Order ${orderNumber} is ${status}: units are assigned only to pending, paid or processing orders`,
  unitIds: 'Select at least one unit (at most 500)',
  bulkMissing: 'Some of the selected units no longer exist; nothing was changed',
  locationMissing: 'Location not found',
  noStagingBin: (zone: string) => `Zone ${zone} has no staging bin: units cannot be placed in it`,
  loadFailed: 'Failed to load product units',
  statusFailed: 'Failed to update unit status',
  bulkFailed: 'Failed to bulk update units',
  locationFailed: 'Failed to update location',
  exportFailed: 'Failed to export units',
} as const;

const coordinate = (axis: 'X' | 'Y' | 'Z') =>
  z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return null;
      const n = typeof v === 'number' ? v : Number(v.trim());
      if (!Number.isFinite(n) || Math.abs(n) > 100_000) {
        ctx.addIssue({ code: 'custom', message: UNIT_MESSAGES.coordinate(axis) });
        return z.NEVER;
      }
      return n;
    });

const placePart = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v) => (v === undefined || v === null ? '' : String(v).trim()))
  .pipe(z.string().max(20, { error: 'Aisle, rack and shelf are at most 20 characters each' }));

const optionalId = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v) => {
    if (v === undefined || v === null || v === '') return null;
    const n = Number(v);
    return Number.isInteger(n) && n > 0 ? n : Number.NaN;
  });

/**
 * A place in the warehouse as the unit location form sends it
 * (docs/modules/warehouse.md#places-and-coordinates): a bin by id, or a zone with aisle, rack,
 * shelf and/or coordinates. Missing coordinates are derived later. `zoneAlone`: a zone named alone
 * is accepted (its staging bin); a move keeps the spec's rule that a place is named.
 */
const placeSchema = ({ zoneAlone }: { zoneAlone: boolean }) =>
  z
    .object({
      warehouse_id: z.coerce.number().int().optional().default(WAREHOUSE_ID),
      warehouse_location_id: optionalId,
      location_id: optionalId,
      zone_id: optionalId,
      aisle: placePart,
      rack: placePart,
      shelf: placePart,
      x_coordinate: coordinate('X'),
      y_coordinate: coordinate('Y'),
      z_coordinate: coordinate('Z'),
      location_notes: z.string().trim().max(500).optional().default(''),
      movement_reason: z.string().trim().max(300).optional().default(''),
      update_method: z.enum(CLIENT_UPDATE_METHODS).optional().default('manual'),
    })
    .superRefine((v, ctx) => {
      const fail = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      const bin = v.warehouse_location_id ?? v.location_id;
      if (bin !== null) {
        if (Number.isNaN(bin)) fail('warehouse_location_id', UNIT_MESSAGES.locationMissing);
        return;
      }
      if (v.zone_id === null || Number.isNaN(v.zone_id))
        fail('zone_id', UNIT_MESSAGES.zoneRequired);
      const anyPart =
        v.aisle !== '' ||
        v.rack !== '' ||
        v.shelf !== '' ||
        v.x_coordinate !== null ||
        v.y_coordinate !== null ||
        v.z_coordinate !== null;
      if (!anyPart && !zoneAlone) fail('aisle', UNIT_MESSAGES.identifierRequired);
    })
    .transform(({ warehouse_location_id, location_id, ...rest }) => ({
      ...rest,
      /** The bin chosen, if any (either name the spec uses). */
      binId: warehouse_location_id ?? location_id,
    }));

export const unitPlaceSchema = placeSchema({ zoneAlone: false });
/** A receipt into a zone named alone goes to the zone's staging bin. */
export const receivePlaceSchema = placeSchema({ zoneAlone: true });
export type UnitPlaceInput = z.input<typeof unitPlaceSchema>;
export type UnitPlaceForm = z.output<typeof unitPlaceSchema>;

/** POST /api/product-units: receive `quantity` units of a product into a place. */
export const receiveUnitsSchema = z.object({
  product_id: z.coerce
    .number({ error: UNIT_MESSAGES.productNotFound })
    .int({ error: UNIT_MESSAGES.productNotFound })
    .positive({ error: UNIT_MESSAGES.productNotFound }),
  quantity: z.coerce
    .number({ error: UNIT_MESSAGES.quantity })
    .int({ error: UNIT_MESSAGES.quantity })
    .min(1, { error: UNIT_MESSAGES.quantity })
    .max(1000, { error: UNIT_MESSAGES.quantity }),
  location: receivePlaceSchema,
  notes: z.string().trim().max(500).optional().default(''),
});
export type ReceiveUnitsInput = z.input<typeof receiveUnitsSchema>;

export const UNIT_SORTS = ['created_at', 'unit_identifier', 'product_name', 'status'] as const;
export type UnitSort = (typeof UNIT_SORTS)[number];

export const unitsQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1).default(1),
  // Any page size from 1 to 100 (the screen offers UNIT_PAGE_SIZES); anything else is 10.
  limit: z.coerce.number().int().min(1).max(100).catch(10).default(10),
  sort: z.enum(UNIT_SORTS).catch('created_at').default('created_at'),
  order: z.enum(['asc', 'desc']).catch('desc').default('desc'),
  status: z.enum(UNIT_STATUSES).optional().catch(undefined),
  product_id: z.coerce.number().int().positive().optional().catch(undefined),
  zone_id: z.coerce.number().int().positive().optional().catch(undefined),
  order_id: z.coerce.number().int().positive().optional().catch(undefined),
  search: z.string().trim().max(100).optional().catch(undefined),
});
export type UnitsQuery = z.infer<typeof unitsQuery>;

export const unitLocationSchema = z.object({
  warehouse_id: z.number().int(),
  zone_id: z.number().int().nullable(),
  zone_code: z.string(),
  zone: z.string(),
  aisle: z.string(),
  rack: z.string(),
  shelf: z.string(),
  warehouse_location_id: z.number().int().nullable(),
  location_code: z.string().nullable(),
  x_coordinate: z.number().nullable(),
  y_coordinate: z.number().nullable(),
  z_coordinate: z.number().nullable(),
  location_notes: z.string(),
  placed_at: z.string().nullable(),
  updated_by_name: z.string().nullable(),
  updated_by_email: z.string().nullable(),
  last_movement_reason: z.string(),
  last_movement_method: z.string(),
});
export type UnitLocation = z.infer<typeof unitLocationSchema>;

export const productUnitSchema = z.object({
  id: z.number().int(),
  unit_identifier: z.string(),
  product_id: z.number().int(),
  product_name: z.string(),
  product_sku: z.string(),
  product_name_snapshot: z.string(),
  order_id: z.number().int().nullable(),
  order_number: z.string().nullable(),
  customer_id: z.number().int().nullable(),
  status: z.enum(UNIT_STATUSES),
  current_price: money.nullable(),
  price_snapshot: money.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  zone: z.string().nullable(),
  zone_code: z.string().nullable(),
  aisle: z.string(),
  rack: z.string(),
  shelf: z.string(),
  location: unitLocationSchema.nullable(),
});
export type ProductUnit = z.infer<typeof productUnitSchema>;

export const unitMovementSchema = z.object({
  id: z.number().int(),
  movement_type: z.string(),
  from_status: z.string().nullable(),
  to_status: z.string().nullable(),
  from_location: z.string().nullable(),
  to_location: z.string().nullable(),
  reference_type: z.string().nullable(),
  reference_id: z.string().nullable(),
  notes: z.string(),
  reason: z.string(),
  method: z.string(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type UnitMovement = z.infer<typeof unitMovementSchema>;

export const unitsResponse = z.object({
  success: z.literal(true),
  units: z.array(productUnitSchema),
  pagination: warehousePagination,
  /** More than 10,000 match a search: the total stops there. */
  truncated: z.boolean(),
});
export const unitResponse = z.object({
  success: z.literal(true),
  unit: productUnitSchema,
  movements: z.array(unitMovementSchema),
  /**
   * For a unit held by an order: how many of the unit's product the order bought and how many
   * units it holds, so a status dialog can say what the change does to the order.
   */
  order_units: z.object({ ordered: z.number().int(), assigned: z.number().int() }).nullable(),
});
export const unitsReceivedResponse = z.object({
  success: z.literal(true),
  units: z.array(productUnitSchema),
  message: z.string(),
  /** The paid or processing orders still missing units of this product, oldest first. */
  waiting_orders: z.array(waitingOrderSchema),
});
export const movementsQuery = z.object({
  page: z.coerce.number().int().min(1).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).catch(10).default(10),
  order: z.enum(['asc', 'desc']).catch('desc').default('desc'),
});
export const movementsResponse = z.object({
  success: z.literal(true),
  movements: z.array(unitMovementSchema),
  pagination: warehousePagination,
});

/**
 * Damaged, lost and voided are set deliberately: a reason is required (ADR 0038).
 * The body is the spec's `{status, notes}` (docs/modules/warehouse.md#calls): the notes are
 * the reason.
 */
function requireNotes(v: { status: UnitStatus; notes: string }, ctx: z.RefinementCtx) {
  if (REASONED_STATUSES.includes(v.status) && !v.notes) {
    ctx.addIssue({
      code: 'custom',
      path: ['notes'],
      message: UNIT_MESSAGES.reasonRequired(v.status),
    });
  }
}

export const unitStatusSchema = z
  .object({
    status: z.enum(UNIT_STATUSES, { error: UNIT_MESSAGES.status }),
    notes: z.string().trim().max(500).optional().default(''),
    /** For "Assign to Order": the order the unit goes to. */
    order_number: z.string().trim().max(40).optional(),
  })
  .superRefine(requireNotes);
export const bulkUnitStatusSchema = z
  .object({
    unitIds: z
      .array(z.coerce.number().int().positive(), { error: UNIT_MESSAGES.unitIds })
      .min(1, { error: UNIT_MESSAGES.unitIds })
      .max(500, { error: UNIT_MESSAGES.unitIds }),
    status: z.enum(UNIT_STATUSES, { error: UNIT_MESSAGES.status }),
    notes: z.string().trim().max(500).optional().default(''),
  })
  .superRefine(requireNotes);

/**
 * GET /api/product-units/{id}/assignable-orders: the orders Assign to Order offers for the
 * unit's product (pending, paid or processing, holding fewer units than they bought), oldest
 * first, with how many each still needs.
 */
export const assignableOrderSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  status: z.enum(ORDER_STATUSES),
  customer_name: z.string().nullable(),
  created_at: z.string(),
  quantity: z.number().int(),
  assigned: z.number().int(),
  needed: z.number().int(),
});
export type AssignableOrder = z.infer<typeof assignableOrderSchema>;
export const assignableOrdersResponse = z.object({
  success: z.literal(true),
  orders: z.array(assignableOrderSchema),
});
export const bulkUnitStatusResponse = z.object({
  success: z.literal(true),
  updated: z.number().int(),
  message: z.string(),
});

export const unitStatsResponse = z.object({
  success: z.literal(true),
  stats: z.object({
    totalUnits: z.number().int(),
    statusBreakdown: z.record(z.string(), z.number().int()),
    productBreakdown: z.array(
      z.object({ product_id: z.number().int(), product_name: z.string(), units: z.number().int() }),
    ),
    recentMovements: z.array(unitMovementSchema.extend({ unit_identifier: z.string() })),
    unitsThisMonth: z.number().int(),
  }),
});

/** One change of a unit's place (docs/modules/warehouse.md#tables, Location history entry). */
export const locationHistoryEntrySchema = z.object({
  id: z.number().int(),
  moved_at: z.string(),
  movement_kind: z.enum(LOCATION_MOVE_KINDS),
  old_zone: z.string().nullable(),
  new_zone: z.string().nullable(),
  old_aisle: z.string().nullable(),
  new_aisle: z.string().nullable(),
  old_rack: z.string().nullable(),
  new_rack: z.string().nullable(),
  old_shelf: z.string().nullable(),
  new_shelf: z.string().nullable(),
  old_x_coordinate: z.number().nullable(),
  new_x_coordinate: z.number().nullable(),
  old_y_coordinate: z.number().nullable(),
  new_y_coordinate: z.number().nullable(),
  old_z_coordinate: z.number().nullable(),
  new_z_coordinate: z.number().nullable(),
  old_location_string: z.string().nullable(),
  new_location_string: z.string().nullable(),
  changed_by_name: z.string().nullable(),
  movement_reason: z.string(),
});
export type LocationHistoryEntry = z.infer<typeof locationHistoryEntrySchema>;
export const locationHistoryResponse = z.object({
  success: z.literal(true),
  history: z.array(locationHistoryEntrySchema),
});

/** POST /api/locations/bulk-move: several units to one place, all or none. */
export const bulkMoveSchema = z.object({
  unitIds: z
    .array(z.coerce.number().int().positive(), { error: UNIT_MESSAGES.unitIds })
    .min(1, { error: UNIT_MESSAGES.unitIds })
    .max(500, { error: UNIT_MESSAGES.unitIds }),
  location: unitPlaceSchema,
});
