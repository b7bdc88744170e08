import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { LABOUR_UNITS } from '@shop/contract';
import { users } from './accounts.ts';
import { oneOf } from './checks.ts';
import { createdAt, updatedAt } from './columns.ts';

/**
 * The installation labour price list: a few lines an admin edits (per camera, per
 * cable run, per recorder, a call-out fee). Quotes copy a price into their lines; a product
 * that offers installation names the line that prices it per unit. A line in use is
 * deactivated, never deleted: quotes and orders keep what they copied.
 */
export const labourPrices = pgTable(
  'labour_prices',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    unit: text('unit').notNull(),
    priceCents: integer('price_cents').notNull(),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('labour_prices_position_idx').on(t.position, t.id),
    check('labour_prices_unit_check', oneOf(t.unit, LABOUR_UNITS)),
    check('labour_prices_price_check', sql`${t.priceCents} >= 0`),
  ],
);
