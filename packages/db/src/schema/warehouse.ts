import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  LAYOUT_ACTIONS,
  LOCATION_TYPES,
  MOVEMENT_TYPES,
  ORDER_STATUSES,
  UNIT_STATUSES,
  UPDATE_METHODS,
  WAREHOUSE_ID,
  type UnitPlace,
} from '@shop/contract';
import { users } from './accounts.ts';
import { products } from './catalogue.ts';
import { oneOf } from './checks.ts';
import { createdAt, updatedAt } from './columns.ts';
import { orders } from './orders.ts';

/**
 * The shop has one warehouse, id 1 (docs/modules/warehouse.md#rules): the warehouse_id columns
 * keep the spec's API and a CHECK holds them to it; a second warehouse would become a table then.
 */
const warehouseId = () => integer('warehouse_id').notNull().default(WAREHOUSE_ID);
const oneWarehouse = (name: string, column: AnyPgColumn) =>
  check(name, sql`${column} = ${sql.raw(String(WAREHOUSE_ID))}`);

export const warehouseZones = pgTable(
  'warehouse_zones',
  {
    id: serial('id').primaryKey(),
    warehouseId: warehouseId(),
    zoneCode: text('zone_code').notNull(),
    zoneName: text('zone_name').notNull(),
    description: text('description').notNull().default(''),
    /**
     * The zone units returned in an RMA are received into (ADR 0046), in its staging
     * bin: one zone at most; migration 0037 makes zone RET for it.
     */
    isReturns: boolean('is_returns').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('warehouse_zones_code_key').on(t.warehouseId, t.zoneCode),
    uniqueIndex('warehouse_zones_returns_key')
      .on(t.warehouseId)
      .where(sql`${t.isReturns}`),
    oneWarehouse('warehouse_zones_warehouse', t.warehouseId),
    check(
      'warehouse_zones_code_shape',
      sql`${t.zoneCode} = upper(btrim(${t.zoneCode}))
      and length(${t.zoneCode}) between 1 and 10`,
    ),
  ],
);

/**
 * A bin: zone, aisle, rack, shelf (text, usually numbers; '' when not used, so the unique key
 * holds), coordinates, capacity. `unitCount` is the number of units placed here, kept by the
 * product_units triggers (migration 0014); the CHECK makes the database refuse a placement
 * past capacity, whoever writes and however many staff place at once.
 */
/** A place part as a number when it is one (up to 18 digits), else null. */
const numberOf = (column: string) =>
  sql.raw(`case when ${column} ~ '^[0-9]{1,18}$' then ${column}::bigint end`);

export const warehouseLocations = pgTable(
  'warehouse_locations',
  {
    id: serial('id').primaryKey(),
    warehouseId: warehouseId(),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => warehouseZones.id),
    aisle: text('aisle').notNull().default(''),
    rack: text('rack').notNull().default(''),
    shelf: text('shelf').notNull().default(''),
    // Aisle, rack and shelf as numbers where they are numbers (null otherwise), kept by the
    // database: the tree's numeric order without a regular expression per bin per read.
    aisleNumber: bigint('aisle_number', { mode: 'number' }).generatedAlwaysAs(numberOf('aisle')),
    rackNumber: bigint('rack_number', { mode: 'number' }).generatedAlwaysAs(numberOf('rack')),
    shelfNumber: bigint('shelf_number', { mode: 'number' }).generatedAlwaysAs(numberOf('shelf')),
    x: doublePrecision('x_coordinate').notNull().default(0),
    y: doublePrecision('y_coordinate').notNull().default(0),
    z: doublePrecision('z_coordinate').notNull().default(0),
    capacity: integer('capacity'),
    unitCount: integer('unit_count').notNull().default(0),
    locationType: text('location_type').notNull().default('standard'),
    notes: text('notes').notNull().default(''),
    locationCode: text('location_code').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    // The zone's staging bin (ADR 0038): made with the zone, where a unit
    // placed in the zone without a bin goes. One per zone, always active.
    isStaging: boolean('is_staging').notNull().default(false),
    // The Locations screen's search text (ADR 0039): the bin's own fields, lower-cased,
    // apart by a unit separator so no match spans two fields; zone codes and names are
    // matched on the zones. Kept by the database, searched through a trigram index.
    searchText: text('search_text').generatedAlwaysAs(
      sql.raw(
        `lower(aisle || chr(31) || rack || chr(31) || shelf || chr(31) || location_code || chr(31) || notes)`,
      ),
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('warehouse_locations_staging_key')
      .on(t.zoneId)
      .where(sql`${t.isStaging}`),
    check('warehouse_locations_staging_active', sql`not ${t.isStaging} or ${t.isActive}`),
    index('warehouse_locations_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The screen's date sorts within one zone.
    index('warehouse_locations_zone_created_idx').on(t.zoneId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('warehouse_locations_place_key').on(
      t.warehouseId,
      t.zoneId,
      t.aisle,
      t.rack,
      t.shelf,
    ),
    index('warehouse_locations_zone_idx').on(t.zoneId, t.aisle, t.rack, t.shelf),
    // The location tree's order within a zone (migration 0017).
    index('warehouse_locations_tree_idx').on(
      t.zoneId,
      t.aisleNumber,
      t.aisle,
      t.rackNumber,
      t.rack,
      t.shelfNumber,
      t.shelf,
      t.id,
    ),
    index('warehouse_locations_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('warehouse_locations_type', oneOf(t.locationType, LOCATION_TYPES)),
    oneWarehouse('warehouse_locations_warehouse', t.warehouseId),
    check('warehouse_locations_capacity_min', sql`${t.capacity} is null or ${t.capacity} >= 0`),
    check(
      'warehouse_locations_capacity',
      sql`${t.capacity} is null or ${t.unitCount} <= ${t.capacity}`,
    ),
  ],
);

/**
 * One physical item with a serial identifier. Its place is a zone and, when shelved, a bin
 * (`locationId`); aisle, rack, shelf and coordinates are the unit's own copy of where it is.
 * `productNameSnapshot` and `priceSnapshotCents` are taken when it is received.
 */
export const productUnits = pgTable(
  'product_units',
  {
    id: serial('id').primaryKey(),
    unitIdentifier: text('unit_identifier').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    productNameSnapshot: text('product_name_snapshot').notNull(),
    priceSnapshotCents: integer('price_snapshot_cents'),
    orderId: integer('order_id').references(() => orders.id),
    status: text('status').notNull().default('available'),
    warehouseId: warehouseId(),
    zoneId: integer('zone_id').references(() => warehouseZones.id),
    locationId: integer('location_id').references(() => warehouseLocations.id),
    aisle: text('aisle').notNull().default(''),
    rack: text('rack').notNull().default(''),
    shelf: text('shelf').notNull().default(''),
    x: doublePrecision('x_coordinate'),
    y: doublePrecision('y_coordinate'),
    z: doublePrecision('z_coordinate'),
    locationNotes: text('location_notes').notNull().default(''),
    placedAt: timestamp('placed_at', { withTimezone: true }),
    placedBy: integer('placed_by').references(() => users.id, { onDelete: 'set null' }),
    lastMovementReason: text('last_movement_reason').notNull().default(''),
    lastMovementMethod: text('last_movement_method').notNull().default('manual'),
    // Picked for its order (a scan on the scan page): cleared when the unit leaves the order.
    pickedAt: timestamp('picked_at', { withTimezone: true }),
    pickedBy: integer('picked_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The sale as the unit keeps it (ADR 0046), stamped by the database whenever the
     * unit joins or leaves an order or changes status, whichever path changes it
     * (warehouse/sql/unit-sale.sql): the warranty months of its product when it joined the
     * order, when it was shipped, and when it reached the customer (delivered or installed).
     * The term is cleared when it leaves the order; the dates stay (a past sale, counted by the
     * return rates) until it joins another.
     */
    warrantyMonths: smallint('warranty_months'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Came back in an RMA and passed inspection: on the shelf again as refurbished. */
    refurbished: boolean('refurbished').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('product_units_identifier_key').on(t.unitIdentifier),
    // The list's default order, and its filters with the same order.
    index('product_units_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('product_units_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('product_units_product_idx').on(t.productId, t.status, t.createdAt, t.id),
    index('product_units_zone_idx').on(t.zoneId, t.createdAt.desc(), t.id.desc()),
    index('product_units_location_idx').on(t.locationId),
    index('product_units_order_idx').on(t.orderId),
    // Units sold per product in a span (the return rates, ADR 0050): the day a unit
    // reached the customer, per product. Migration 0038 makes it covering with INCLUDE
    // (delivered_at, shipped_at), which drizzle-kit cannot express, so counts read the index only.
    index('product_units_sold_idx')
      .on(t.productId, sql`coalesce(${t.deliveredAt}, ${t.shippedAt})`)
      .where(sql`coalesce(${t.deliveredAt}, ${t.shippedAt}) is not null`),
    // The same sales by day across products (the return rates of every product and category
    // over 12 months): migration 0051 adds INCLUDE (product_id, order_id, delivered_at,
    // shipped_at), so the window's units and their orders are read from the index only.
    index('product_units_sold_day_idx')
      .on(sql`coalesce(${t.deliveredAt}, ${t.shippedAt})`)
      .where(sql`coalesce(${t.deliveredAt}, ${t.shippedAt}) is not null`),
    index('product_units_identifier_search_idx').using(
      'gin',
      sql`lower(${t.unitIdentifier}) gin_trgm_ops`,
    ),
    check('product_units_status', oneOf(t.status, UNIT_STATUSES)),
    oneWarehouse('product_units_warehouse', t.warehouseId),
    check('product_units_method', oneOf(t.lastMovementMethod, UPDATE_METHODS)),
  ],
);

/**
 * Every change of a unit's status or place, written in the change's own transaction: the
 * unit's history. `fromPlace`/`toPlace` are snapshots of where it was and went (null: no
 * place), from which the location history derives its movement kinds.
 */
export const unitMovements = pgTable(
  'unit_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => productUnits.id, { onDelete: 'cascade' }),
    movementType: text('movement_type').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    fromPlace: jsonb('from_place').$type<UnitPlace>(),
    toPlace: jsonb('to_place').$type<UnitPlace>(),
    referenceType: text('reference_type'),
    referenceId: text('reference_id'),
    notes: text('notes').notNull().default(''),
    reason: text('reason').notNull().default(''),
    method: text('method').notNull().default('manual'),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('unit_movements_unit_idx').on(t.unitId, t.createdAt.desc(), t.id.desc()),
    index('unit_movements_created_idx').on(t.createdAt.desc()),
    check('unit_movements_type', oneOf(t.movementType, MOVEMENT_TYPES)),
  ],
);

/** Where a product is shelved by default (one per product and warehouse). */
export const productDefaultLocations = pgTable(
  'product_default_locations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    warehouseId: warehouseId(),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => warehouseZones.id),
    locationId: integer('location_id').references(() => warehouseLocations.id, {
      onDelete: 'set null',
    }),
    aisle: text('aisle').notNull().default(''),
    rack: text('rack').notNull().default(''),
    shelf: text('shelf').notNull().default(''),
    x: doublePrecision('x_coordinate').notNull().default(0),
    y: doublePrecision('y_coordinate').notNull().default(0),
    z: doublePrecision('z_coordinate').notNull().default(0),
    notes: text('notes').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.warehouseId] }),
    index('product_default_locations_zone_idx').on(t.zoneId),
    index('product_default_locations_location_idx').on(t.locationId),
    oneWarehouse('product_default_locations_warehouse', t.warehouseId),
  ],
);

/** An order status whose units move to a zone (docs/modules/warehouse.md#units). */
export const statusMappings = pgTable(
  'status_mappings',
  {
    orderStatus: text('order_status').primaryKey(),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => warehouseZones.id, { onDelete: 'cascade' }),
    description: varchar('description', { length: 255 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('status_mappings_status', oneOf(t.orderStatus, ORDER_STATUSES)),
    index('status_mappings_zone_idx').on(t.zoneId),
  ],
);

/**
 * How many units have each status in each zone (zone_key 0: no zone), kept by the
 * product_units triggers as deltas (migration 0015): the unit list's totals, the stats and the
 * header count without counting a million rows (ADR 0016).
 */
export const unitCounts = pgTable(
  'unit_counts',
  {
    status: text('status').notNull(),
    zoneKey: integer('zone_key').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.status, t.zoneKey] })],
);

/**
 * Every correction of the layout (ADR 0039): a zone renamed or deleted, a bin's
 * capacity changed, deactivated, reactivated or deleted, with who and when. The zone and bin
 * are kept by id and code without a foreign key: the history outlives what it describes.
 */
export const warehouseLayoutChanges = pgTable(
  'warehouse_layout_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    zoneId: integer('zone_id').notNull(),
    locationId: integer('location_id'),
    zoneCode: text('zone_code').notNull(),
    locationCode: text('location_code'),
    action: text('action').notNull(),
    details: text('details').notNull().default(''),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('warehouse_layout_changes_zone_idx').on(t.zoneId, t.createdAt.desc(), t.id.desc()),
    index('warehouse_layout_changes_location_idx')
      .on(t.locationId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.locationId} is not null`),
    check('warehouse_layout_changes_action', oneOf(t.action, LAYOUT_ACTIONS)),
  ],
);
