import { sql } from 'drizzle-orm';
import { check, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';

/** Combined state and average local sales-tax rate per state (a fraction: 0.0825). Admin-editable. */
export const taxRates = pgTable(
  'tax_rates',
  {
    state: text('state').primaryKey(),
    name: text('name').notNull(),
    rate: numeric('rate', { precision: 6, scale: 5 }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('tax_rates_rate_check', sql`${t.rate} >= 0 and ${t.rate} < 1`)],
);
