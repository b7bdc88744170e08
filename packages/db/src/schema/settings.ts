import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { updatedAt } from './columns.ts';

/**
 * The shop's own details, one row (id 1): what the footer, the contact page, e-mails and the
 * order papers print, and the flat shipping rate of new orders. A shop outside demo mode
 * starts without the row; the admin screen writes it (ADR 0030).
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: integer('id').primaryKey().default(1),
    companyName: text('company_name').notNull(),
    /** The navbar's brand; the company name when empty. */
    shortName: text('short_name').notNull().default(''),
    legalName: text('legal_name').notNull().default(''),
    tagline: text('tagline').notNull().default(''),
    street: text('street').notNull(),
    cityLine: text('city_line').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    /** [{ days, time }], in the order shown. */
    hours: jsonb('hours').$type<{ days: string; time: string }[]>().notNull().default([]),
    /** network -> https address; a network left out has no link. */
    social: jsonb('social').$type<Record<string, string>>().notNull().default({}),
    shippingCents: integer('shipping_cents').notNull(),
    updatedAt: updatedAt(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('shop_settings_one_row', sql`${t.id} = 1`),
    check('shop_settings_shipping_check', sql`${t.shippingCents} >= 0`),
  ],
);
