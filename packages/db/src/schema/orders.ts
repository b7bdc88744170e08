import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ORDER_STATUSES, ORDER_TYPES, PAYMENT_PROVIDERS, PAYMENT_STATUSES } from '@shop/contract';
import { users } from './accounts.ts';
import { productPackages, products } from './catalogue.ts';
import { oneOf } from './checks.ts';
import { createdAt, updatedAt } from './columns.ts';

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
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_order_number_key').on(t.orderNumber),
    uniqueIndex('orders_payment_intent_key').on(t.paymentIntentId),
    index('orders_customer_created_idx').on(t.customerId, t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    check('orders_status_check', oneOf(t.status, ORDER_STATUSES)),
    check('orders_payment_status_check', oneOf(t.paymentStatus, PAYMENT_STATUSES)),
    check('orders_order_type_check', oneOf(t.orderType, ORDER_TYPES)),
    check('orders_payment_provider_check', oneOf(t.paymentProvider, PAYMENT_PROVIDERS)),
    check(
      'orders_amounts_check',
      sql`${t.subtotalCents} >= 0 and ${t.taxCents} >= 0 and ${t.shippingCents} >= 0 and ${t.totalCents} = ${t.subtotalCents} + ${t.taxCents} + ${t.shippingCents}`,
    ),
  ],
);

/**
 * A line of an order: names, unit price and line total are copied from the catalogue when the
 * order is made, so later catalogue edits never change a past order. The location fields come
 * from the product's default location (filled by the warehouse; null until then).
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    packageId: integer('package_id').references(() => productPackages.id, {
      onDelete: 'set null',
    }),
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
    check(
      'order_items_total_check',
      sql`${t.lineTotalCents} = ${t.unitPriceCents} * ${t.quantity}`,
    ),
  ],
);

/** Every status change of an order: what, who (null for the shop itself) and when. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    paymentStatus: text('payment_status').notNull(),
    note: text('note'),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
);
