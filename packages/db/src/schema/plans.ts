import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { PLAN_MONITORING, PLAN_STATUSES } from '@shop/contract';
import { oneOf } from './checks.ts';
import { createdAt, updatedAt } from './columns.ts';

/**
 * A monitoring or maintenance plan the shop sells (ADR 0075). Retired plans are sold no more;
 * a plan with subscriptions is never deleted. Prices are what new subscriptions agree to: a
 * subscription keeps the figures it started (or last changed plan) with.
 */
export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    monitoring: text('monitoring').notNull(),
    maintenanceVisitsPerYear: smallint('maintenance_visits_per_year').notNull().default(0),
    responseHours: smallint('response_hours'),
    extendedWarranty: boolean('extended_warranty').notNull().default(false),
    monthlyPriceCents: integer('monthly_price_cents').notNull(),
    yearlyPriceCents: integer('yearly_price_cents'),
    setupFeeCents: integer('setup_fee_cents').notNull().default(0),
    minTermMonths: smallint('min_term_months').notNull().default(0),
    taxable: boolean('taxable').notNull().default(true),
    status: text('status').notNull().default('active'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('plans_name_key').on(sql`lower(${t.name})`),
    check('plans_monitoring_check', oneOf(t.monitoring, PLAN_MONITORING)),
    check('plans_status_check', oneOf(t.status, PLAN_STATUSES)),
    check('plans_monthly_price_check', sql`${t.monthlyPriceCents} > 0`),
    check(
      'plans_yearly_price_check',
      sql`${t.yearlyPriceCents} is null or ${t.yearlyPriceCents} > 0`,
    ),
    check('plans_setup_fee_check', sql`${t.setupFeeCents} >= 0`),
    check('plans_visits_check', sql`${t.maintenanceVisitsPerYear} between 0 and 12`),
    check(
      'plans_response_hours_check',
      sql`${t.responseHours} is null or ${t.responseHours} between 1 and 168`,
    ),
    check('plans_min_term_check', sql`${t.minTermMonths} between 0 and 60`),
  ],
);
