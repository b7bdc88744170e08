import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';

/**
 * Combined state and average local sales-tax rate per state (a fraction: 0.0825), as
 * published (tax-data.ts). The rate in force is the latest change of tax_rate_changes whose
 * effective date has come, else this one.
 */
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

/** Every rate an admin set for a state, from its effective date on; never updated or deleted. */
export const taxRateChanges = pgTable(
  'tax_rate_changes',
  {
    id: serial('id').primaryKey(),
    state: text('state').notNull(),
    rate: numeric('rate', { precision: 6, scale: 5 }).notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    changedAt: createdAt(),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    /** The admin's name when saved, so the history still says who after the account goes. */
    changedByName: text('changed_by_name'),
  },
  (t) => [
    foreignKey({ columns: [t.state], foreignColumns: [taxRates.state] }).onDelete('cascade'),
    index('tax_rate_changes_state_idx').on(t.state, t.effectiveFrom, t.id),
    check('tax_rate_changes_rate_check', sql`${t.rate} >= 0 and ${t.rate} < 1`),
  ],
);
