import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  smallint,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  ORDER_LINE_KINDS,
  ORDER_STATUSES,
  ORDER_TYPES,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
} from '@shop/contract';
import { users } from './accounts.ts';
import { productPackages, products } from './catalogue.ts';
import { oneOf } from './checks.ts';
import { createdAt, updatedAt } from './columns.ts';
import { labourPrices } from './labour.ts';
import { quotes } from './quotes.ts';

/**
 * An order. Money is integer cents and every amount is a snapshot taken when the order was
 * paid. `paymentIntentId` is unique: the same payment can never make two orders.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id),
    /**
     * The buyer's name and e-mail when the order was made: the papers of a sale keep the name
     * they were made out to, and the admin list sorts and searches them without a join.
     */
    customerName: text('customer_name').notNull().default(''),
    customerEmail: text('customer_email').notNull().default(''),
    /**
     * The rest of the invoice's "Bill to" as the account had it when the order was placed
     * (company, phone, billing address, else the account's own address): an invoice printed
     * again after a rename or an anonymisation says what the first one said.
     */
    billToCompany: text('bill_to_company'),
    billToPhone: text('bill_to_phone'),
    billToAddress: text('bill_to_address'),
    billToCity: text('bill_to_city'),
    billToState: text('bill_to_state'),
    billToZipCode: text('bill_to_zip_code'),
    billToCountry: text('bill_to_country'),
    orderType: text('order_type').notNull().default('online'),
    status: text('status').notNull().default('pending'),
    paymentStatus: text('payment_status').notNull().default('pending'),
    subtotalCents: integer('subtotal_cents').notNull(),
    taxRate: numeric('tax_rate', { precision: 6, scale: 5 }).notNull(),
    taxCents: integer('tax_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    /** The whole address as one line, as the spec's order has it; the parts follow. */
    shippingAddress: text('shipping_address').notNull(),
    shipStreet: text('ship_street').notNull(),
    shipCity: text('ship_city').notNull(),
    shipState: text('ship_state').notNull(),
    shipZip: text('ship_zip').notNull(),
    shipCountry: text('ship_country').notNull(),
    paymentProvider: text('payment_provider').notNull(),
    paymentIntentId: text('payment_intent_id').notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    trackingNumber: text('tracking_number'),
    /**
     * The tracking number the customer's shipped e-mail carried: a number is mailed once,
     * whichever way it was saved (Mark as Shipped, Bulk Actions, the details form).
     */
    shippedMailTracking: text('shipped_mail_tracking'),
    notes: text('notes'),
    expectedDelivery: date('expected_delivery', { mode: 'string' }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /**
     * Set while a refund is with the payment provider (outside any transaction): a second
     * cancel of the same order sees it and stops, so a payment is refunded and its stock put
     * back exactly once.
     */
    refundStartedAt: timestamp('refund_started_at', { withTimezone: true }),
    /** The accepted quote the order was made from; one order per quote. */
    quoteId: integer('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
    /**
     * What the customer still owes: a quote paid by deposit leaves the rest here,
     * with payment status 'partial'; the balance payment or Mark as Paid brings it to 0.
     */
    balanceDueCents: integer('balance_due_cents').notNull().default(0),
    /**
     * ADR 0046: the RMA a replacement or repair order ships for (a zero-price order,
     * one per RMA), and what was given back of this order by RMA refunds (unit lines with
     * their tax share): an order's later full refund gives back only the rest.
     */
    rmaId: integer('rma_id'),
    /**
     * The original order a replacement or repair order was made for: while such an
     * order is open, the original is neither refunded nor cancelled (the customer would keep
     * the replacement and have their money back).
     */
    rmaSourceOrderId: integer('rma_source_order_id'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** What the admin search looks in, lower-cased, indexed with trigrams. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(order_number || ' ' || customer_name || ' ' || customer_email)`,
    ),
  },
  (t) => [
    uniqueIndex('orders_order_number_key').on(t.orderNumber),
    index('orders_payment_created_idx').on(t.paymentStatus, t.createdAt, t.id),
    index('orders_total_idx').on(t.totalCents, t.id),
    index('orders_status_idx').on(t.status, t.id),
    index('orders_customer_name_idx').on(sql`lower(${t.customerName})`, t.id),
    index('orders_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    uniqueIndex('orders_payment_intent_key').on(t.paymentIntentId),
    uniqueIndex('orders_quote_key').on(t.quoteId),
    uniqueIndex('orders_rma_key').on(t.rmaId),
    // The few replacement orders, which the return rates leave out of units sold.
    index('orders_replacement_idx')
      .on(t.id)
      .where(sql`${t.orderType} = 'replacement'`),
    index('orders_rma_source_idx')
      .on(t.rmaSourceOrderId)
      .where(sql`${t.rmaSourceOrderId} is not null`),
    check(
      'orders_refunded_check',
      sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.totalCents}`,
    ),
    index('orders_customer_created_idx').on(t.customerId, t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id),
    index('orders_created_idx').on(t.createdAt, t.id),
    check('orders_status_check', oneOf(t.status, ORDER_STATUSES)),
    check('orders_payment_status_check', oneOf(t.paymentStatus, PAYMENT_STATUSES)),
    check('orders_order_type_check', oneOf(t.orderType, ORDER_TYPES)),
    check('orders_payment_provider_check', oneOf(t.paymentProvider, PAYMENT_PROVIDERS)),
    check(
      'orders_amounts_check',
      sql`${t.subtotalCents} >= 0 and ${t.taxCents} >= 0 and ${t.shippingCents} >= 0 and ${t.totalCents} = ${t.subtotalCents} + ${t.taxCents} + ${t.shippingCents}`,
    ),
    check(
      'orders_balance_check',
      sql`${t.balanceDueCents} >= 0 and ${t.balanceDueCents} <= ${t.totalCents} and (${t.balanceDueCents} = 0 or ${t.paymentStatus} = 'partial')`,
    ),
  ],
);

/**
 * A line of an order: names, unit price and line total are copied from the catalogue when the
 * order is made, so later catalogue edits never change a past order. The location fields come
 * from the product's default location (filled by the warehouse; null until then).
 *
 * `kind`: a product line has its product; a labour line (installation) names its
 * price-list line instead and has no product, stock or units; a discount line (a quote's) has
 * neither, and a negative price.
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('product'),
    productId: integer('product_id').references(() => products.id),
    packageId: integer('package_id').references(() => productPackages.id, {
      onDelete: 'set null',
    }),
    labourPriceId: integer('labour_price_id').references(() => labourPrices.id),
    productName: text('product_name').notNull(),
    packageName: text('package_name').notNull(),
    sku: text('sku').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
    warehouseId: integer('warehouse_id'),
    locationId: integer('location_id'),
    locationCode: text('location_code'),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
    check('order_items_kind_check', oneOf(t.kind, ORDER_LINE_KINDS)),
    check(
      'order_items_reference_check',
      sql`(${t.kind} = 'product') = (${t.productId} is not null) and (${t.kind} = 'discount') = (${t.unitPriceCents} < 0) and (${t.labourPriceId} is null or ${t.kind} = 'labour')`,
    ),
    check(
      'order_items_total_check',
      sql`${t.lineTotalCents} = ${t.unitPriceCents} * ${t.quantity}`,
    ),
  ],
);

/**
 * Every change of an order: its status, its payment, and staff edits of the tracking number,
 * expected delivery and notes (status unchanged, the note says what); who (null for the shop
 * itself) and when.
 */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    paymentStatus: text('payment_status').notNull(),
    /** What it was before this change; null on the order's first entry. */
    fromStatus: text('from_status'),
    fromPaymentStatus: text('from_payment_status'),
    note: text('note'),
    /** A change of the staff notes: shown to staff only, never in the customer's history. */
    staffOnly: boolean('staff_only').notNull().default(false),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * A customer's stars for one line of a delivered order: one rating per order item. The
 * product's rating and review count are updated in the same transaction.
 */
export const orderItemRatings = pgTable(
  'order_item_ratings',
  {
    orderItemId: integer('order_item_id')
      .primaryKey()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_item_ratings_user_idx').on(t.userId),
    check('order_item_ratings_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * Orders and their total per shop day (America/Los_Angeles), status and payment status, kept
 * by a trigger on orders (migration 0008) in the transaction of every change. The admin list's
 * "of n orders" and the dashboard's figures sum these rows instead of counting 200,000
 * orders; a search still counts the orders it matched.
 */
export const orderDayCounts = pgTable(
  'order_day_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    paymentStatus: text('payment_status').notNull(),
    orders: integer('orders').notNull().default(0),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
    /** What RMA refunds gave back of those orders (orders.refunded_cents): revenue is net. */
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.status, t.paymentStatus] })],
);

/**
 * The orders that wait for units they are short of (paid or processing, fewer units held of
 * a tracked product than their lines bought): one row per such order, kept by the orders'
 * routine apps/server/src/modules/orders/sql/units-missing.sql when the order's transaction
 * commits. It is the state the kept count below moves from (ADR 0070).
 */
export const orderUnitsMissing = pgTable('order_units_missing', {
  orderId: integer('order_id').primaryKey(),
});

/**
 * Counts the orders module keeps instead of counting its rows on every read (ADR 0070),
 * spread over slots (an order's id modulo the slots) so concurrent commits add to different
 * rows; a count is the sum of its slots.
 */
export const orderCounts = pgTable(
  'order_counts',
  {
    name: text('name').notNull(),
    slot: smallint('slot').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.name, t.slot] })],
);
