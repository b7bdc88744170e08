import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { productPackages, products } from './catalogue.ts';
import { createdAt, updatedAt } from './columns.ts';

/** One cart per signed-in user or per guest session id (X-Session-ID); never both. */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestSessionId: text('guest_session_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('carts_user_key').on(t.userId),
    uniqueIndex('carts_guest_session_key').on(t.guestSessionId),
    check('carts_owner_check', sql`(${t.userId} is null) <> (${t.guestSessionId} is null)`),
    index('carts_guest_updated_idx')
      .on(t.updatedAt)
      .where(sql`${t.guestSessionId} is not null`),
  ],
);

/** A line of a cart. Prices are not stored: they are read from the product when shown or paid. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => productPackages.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /**
     * The customer wants the line installed (its installationIncluded,
     * docs/modules/cart.md#lines-and-quantities): priced by the server from the product's labour
     * price, never from the client.
     */
    installationIncluded: boolean('installation_included').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cart_items_line_key').on(t.cartId, t.productId, t.packageId),
    check('cart_items_quantity_check', sql`${t.quantity} between 1 and 99`),
  ],
);

/**
 * Add-to-cart requests already applied, by the client's Idempotency-Key: a retry after a lost
 * reply answers the cart as it is instead of adding the line again. Kept for a day.
 */
export const cartRequests = pgTable(
  'cart_requests',
  {
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.key] }),
    index('cart_requests_created_idx').on(t.createdAt),
  ],
);
