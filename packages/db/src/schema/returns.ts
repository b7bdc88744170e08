import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  DEFAULT_RETURN_RATE_FLAG_PERCENT,
  DEFAULT_RETURN_RATE_MIN_UNITS,
  DEFAULT_RETURN_WINDOW_DAYS,
  OPEN_RMA_STATUSES,
  RMA_INSPECTION_RESULTS,
  RMA_KINDS,
  RMA_MAX_PHOTOS,
  RMA_OUTCOMES,
  RMA_REASONS,
  RMA_RESOLUTIONS,
  RMA_STATUSES,
} from '@shop/contract';
import { users } from './accounts.ts';
import { products } from './catalogue.ts';
import { oneOf } from './checks.ts';
import { createdAt, updatedAt } from './columns.ts';
import { orderItems, orders } from './orders.ts';
import { productUnits } from './warehouse.ts';

/**
 * A return or a warranty claim of one unit, by its serial (ADR 0046). The customer,
 * the unit, its product and the order it was sold on are kept by id and, for the queue's
 * search and the papers, as text copied when it was filed. Every step is a status with who
 * and when (the columns below and one rma_events row each).
 *
 * A unit is in at most one open RMA (partial unique index). Money moves at most once:
 * `refund_started_at` is claimed in a transaction before the payment provider is called
 * (outside it, with the RMA's idempotency key), and `refunded_at` set after; a replacement or
 * repair order is one per RMA (orders.rma_id is unique, and `resolution_order_id` here).
 */
export const rmas = pgTable(
  'rmas',
  {
    id: serial('id').primaryKey(),
    rmaNumber: text('rma_number').notNull(),
    status: text('status').notNull().default('requested'),
    kind: text('kind').notNull(),
    reason: text('reason').notNull(),
    description: text('description').notNull(),
    preferredOutcome: text('preferred_outcome').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => productUnits.id),
    unitIdentifier: text('unit_identifier').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    productName: text('product_name').notNull(),
    /** The order the unit was sold on, and its line of the unit's product. */
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    orderNumber: text('order_number').notNull(),
    orderItemId: integer('order_item_id').references(() => orderItems.id),
    /** The day the unit reached the customer and its warranty's last day, when filed. */
    deliveredOn: date('delivered_on', { mode: 'string' }),
    warrantyEndsOn: date('warranty_ends_on', { mode: 'string' }),
    /** Staff's reason for rejecting, or their note when approving (both e-mailed). */
    decisionNote: text('decision_note'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    rejectedBy: integer('rejected_by').references(() => users.id, { onDelete: 'set null' }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    receivedBy: integer('received_by').references(() => users.id, { onDelete: 'set null' }),
    inspectionResult: text('inspection_result'),
    inspectionNotes: text('inspection_notes'),
    inspectedAt: timestamp('inspected_at', { withTimezone: true }),
    inspectedBy: integer('inspected_by').references(() => users.id, { onDelete: 'set null' }),
    resolution: text('resolution'),
    resolutionNote: text('resolution_note'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    /** The zero-price order that ships the replacement, or the repaired unit back. */
    resolutionOrderId: integer('resolution_order_id').references(() => orders.id),
    /** A refund: what was given back (tax share included) and the tax share alone. */
    refundCents: integer('refund_cents'),
    refundTaxCents: integer('refund_tax_cents'),
    refundStartedAt: timestamp('refund_started_at', { withTimezone: true }),
    /**
     * Refunds the provider declined (nothing moved). Each attempt sends its own idempotency
     * key, so a retry after a refusal is a new request; an interrupted attempt (no answer, a
     * stopped process) is finished with the same key, so the money moves once.
     */
    refundAttempt: integer('refund_attempt').notNull().default(0),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** What the queue's search looks in, lower-cased, indexed with trigrams. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(rma_number || ' ' || unit_identifier || ' ' || customer_name || ' ' || customer_email || ' ' || product_name || ' ' || order_number)`,
    ),
  },
  (t) => [
    uniqueIndex('rmas_number_key').on(t.rmaNumber),
    // A unit is in at most one open RMA, however many requests race.
    uniqueIndex('rmas_open_unit_key')
      .on(t.unitId)
      .where(sql.raw(`status in (${OPEN_RMA_STATUSES.map((s) => `'${s}'`).join(', ')})`)),
    uniqueIndex('rmas_resolution_order_key').on(t.resolutionOrderId),
    index('rmas_unit_idx').on(t.unitId, t.createdAt),
    // Ascending keys: a backward scan serves the lists' "created_at desc, id desc" (an index
    // declared DESC is NULLS LAST and would not; the columns are NOT NULL either way).
    index('rmas_customer_idx').on(t.customerId, t.createdAt, t.id),
    index('rmas_created_idx').on(t.createdAt, t.id),
    index('rmas_status_idx').on(t.status, t.createdAt, t.id),
    // The queue opens on the open RMAs, newest first.
    index('rmas_open_created_idx')
      .on(t.createdAt, t.id)
      .where(sql.raw(`status in (${OPEN_RMA_STATUSES.map((s) => `'${s}'`).join(', ')})`)),
    index('rmas_product_idx').on(t.productId, t.createdAt),
    // The return rates' 12 months: the counted RMAs by filing time, with their product
    // (migration 0051 adds INCLUDE (product_id), which drizzle-kit cannot express), so the
    // window's RMAs per product are read from the index only.
    index('rmas_counted_created_idx')
      .on(t.createdAt)
      .where(sql`${t.status} not in ('rejected', 'withdrawn')`),
    // The average days to resolve of the last 90 days (the returns numbers, ADR 0050).
    index('rmas_resolved_idx')
      .on(t.resolvedAt)
      .where(sql`${t.resolvedAt} is not null`),
    index('rmas_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('rmas_status_check', oneOf(t.status, RMA_STATUSES)),
    check('rmas_kind_check', oneOf(t.kind, RMA_KINDS)),
    check('rmas_reason_check', oneOf(t.reason, RMA_REASONS)),
    check('rmas_outcome_check', oneOf(t.preferredOutcome, RMA_OUTCOMES)),
    check(
      'rmas_inspection_check',
      sql`${t.inspectionResult} is null or ${oneOf(t.inspectionResult, RMA_INSPECTION_RESULTS)}`,
    ),
    check(
      'rmas_resolution_check',
      sql`(${t.resolution} is null) = (${t.status} <> 'resolved') and (${t.resolution} is null or ${oneOf(t.resolution, RMA_RESOLUTIONS)})`,
    ),
    check(
      'rmas_refund_check',
      sql`(${t.refundedAt} is null or ${t.resolution} = 'refund') and (${t.refundCents} is null or ${t.refundCents} >= 0) and (${t.refundTaxCents} is null or ${t.refundTaxCents} >= 0)`,
    ),
  ],
);

/**
 * A photo the customer sent with the request (at most RMA_MAX_PHOTOS): checked by content and
 * re-encoded without metadata like product pictures, kept in the file storage under a key
 * only the RMA's routes serve (to its customer and to staff), never the public image route.
 */
export const rmaPhotos = pgTable(
  'rma_photos',
  {
    id: serial('id').primaryKey(),
    rmaId: integer('rma_id')
      .notNull()
      .references(() => rmas.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('rma_photos_position_key').on(t.rmaId, t.position),
    check(
      'rma_photos_position_check',
      sql`${t.position} between 1 and ${sql.raw(String(RMA_MAX_PHOTOS))}`,
    ),
  ],
);

/** Every step of an RMA: from, to, a note, who (staff or the customer) and when. */
export const rmaEvents = pgTable(
  'rma_events',
  {
    id: serial('id').primaryKey(),
    rmaId: integer('rma_id')
      .notNull()
      .references(() => rmas.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    note: text('note'),
    byCustomer: boolean('by_customer').notNull().default(false),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name'),
    createdAt: createdAt(),
  },
  (t) => [index('rma_events_rma_idx').on(t.rmaId, t.id)],
);

/**
 * The returns settings, one row (id 1), written by the migration with the defaults: the
 * return window in days from delivery, and when a product's return rate is flagged on the
 * product list (over this percent, once at least this many units were sold).
 */
export const rmaSettings = pgTable(
  'rma_settings',
  {
    id: integer('id').primaryKey().default(1),
    returnWindowDays: integer('return_window_days').notNull().default(DEFAULT_RETURN_WINDOW_DAYS),
    returnRateFlagPercent: integer('return_rate_flag_percent')
      .notNull()
      .default(DEFAULT_RETURN_RATE_FLAG_PERCENT),
    returnRateMinUnits: integer('return_rate_min_units')
      .notNull()
      .default(DEFAULT_RETURN_RATE_MIN_UNITS),
    updatedAt: updatedAt(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('rma_settings_one_row', sql`${t.id} = 1`),
    check('rma_settings_window_check', sql`${t.returnWindowDays} between 0 and 365`),
    check('rma_settings_rate_check', sql`${t.returnRateFlagPercent} between 1 and 100`),
    check('rma_settings_min_units_check', sql`${t.returnRateMinUnits} between 1 and 100000`),
  ],
);

/**
 * RMAs per status, kept by the returns' routine apps/server/src/modules/returns/sql/rma-counts.sql
 * in the transaction that files, moves or deletes an RMA (ADR 0070), spread over slots (the
 * RMA's id modulo the slots) so concurrent changes add to different rows; a status's count is
 * the sum of its slots.
 */
export const rmaCounts = pgTable(
  'rma_counts',
  {
    status: text('status').notNull(),
    slot: smallint('slot').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.status, t.slot] })],
);
