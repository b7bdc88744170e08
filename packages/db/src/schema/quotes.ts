import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  boolean,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { BILLING_INTERVALS, QUOTE_LINE_KINDS, QUOTE_STATUSES } from '@shop/contract';
import { users } from './accounts.ts';
import { productPackages, products } from './catalogue.ts';
import { oneOf } from './checks.ts';
import { createdAt, updatedAt } from './columns.ts';
import { labourPrices } from './labour.ts';
import { contactRequests, siteSurveys } from './leads.ts';
import { plans } from './plans.ts';

/**
 * A quote (ADR 0041): for a lead (a site survey or a contact request) or a customer,
 * its site (tax comes from the site's ZIP), its totals as last computed by the server from its
 * lines, and where it stands. Money is integer cents. `version` counts the saved changes; each
 * is also kept whole in quote_versions.
 *
 * The customer's link is a random token of which only the SHA-256 is kept (`link_token_hash`):
 * sending again makes a new token and the old link stops working; the link works only while
 * the quote is sent or viewed and before `valid_until` ends.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: serial('id').primaryKey(),
    quoteNumber: text('quote_number').notNull(),
    status: text('status').notNull().default('draft'),
    version: integer('version').notNull().default(1),
    siteSurveyId: integer('site_survey_id').references(() => siteSurveys.id, {
      onDelete: 'set null',
    }),
    contactRequestId: integer('contact_request_id').references(() => contactRequests.id, {
      onDelete: 'set null',
    }),
    /** The customer's account once known (chosen by staff, or made when the customer accepts). */
    customerId: integer('customer_id').references(() => users.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone'),
    customerCompany: text('customer_company'),
    siteStreet: text('site_street').notNull().default(''),
    siteCity: text('site_city').notNull().default(''),
    siteState: text('site_state').notNull().default(''),
    siteZip: text('site_zip').notNull(),
    siteCountry: text('site_country').notNull().default('United States'),
    subtotalCents: integer('subtotal_cents').notNull().default(0),
    discountCents: integer('discount_cents').notNull().default(0),
    taxRate: numeric('tax_rate', { precision: 6, scale: 5 }).notNull().default('0'),
    taxCents: integer('tax_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull().default(0),
    /** Who gave the discount, and when (null without one). */
    discountBy: integer('discount_by').references(() => users.id, { onDelete: 'set null' }),
    discountAt: timestamp('discount_at', { withTimezone: true }),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    terms: text('terms').notNull().default(''),
    linkTokenHash: text('link_token_hash'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** What the staff search looks in, lower-cased, indexed with trigrams. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(quote_number || ' ' || customer_name || ' ' || customer_email || ' ' || coalesce(customer_company, ''))`,
    ),
  },
  (t) => [
    uniqueIndex('quotes_number_key').on(t.quoteNumber),
    uniqueIndex('quotes_link_token_key').on(t.linkTokenHash),
    index('quotes_created_idx').on(t.createdAt, t.id),
    index('quotes_status_created_idx').on(t.status, t.createdAt, t.id),
    // The dashboard's value won this month: accepted quotes by when they were answered.
    index('quotes_status_answered_idx').on(t.status, t.answeredAt, t.totalCents),
    index('quotes_total_idx').on(t.totalCents, t.id),
    index('quotes_valid_until_idx').on(t.validUntil, t.id),
    index('quotes_survey_idx').on(t.siteSurveyId),
    index('quotes_contact_idx').on(t.contactRequestId),
    index('quotes_customer_idx').on(t.customerId, t.createdAt),
    index('quotes_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('quotes_status_check', oneOf(t.status, QUOTE_STATUSES)),
    check(
      'quotes_amounts_check',
      sql`${t.subtotalCents} >= 0 and ${t.discountCents} >= 0 and ${t.discountCents} <= ${t.subtotalCents} and ${t.taxCents} >= 0 and ${t.totalCents} = ${t.subtotalCents} - ${t.discountCents} + ${t.taxCents}`,
    ),
    check('quotes_version_check', sql`${t.version} >= 1`),
  ],
);

/**
 * A line of a quote: a product (its package) or a labour line of the price list, with the
 * name, SKU and list price copied when the line was written, and the price quoted (the list
 * price unless staff overrode it: who and when are kept).
 */
export const quoteLines = pgTable(
  'quote_lines',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind').notNull(),
    productId: integer('product_id').references(() => products.id),
    packageId: integer('package_id').references(() => productPackages.id, {
      onDelete: 'set null',
    }),
    labourPriceId: integer('labour_price_id').references(() => labourPrices.id),
    description: text('description').notNull(),
    packageName: text('package_name').notNull().default(''),
    sku: text('sku').notNull().default(''),
    quantity: integer('quantity').notNull(),
    listPriceCents: integer('list_price_cents').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
    priceOverriddenBy: integer('price_overridden_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    priceOverriddenAt: timestamp('price_overridden_at', { withTimezone: true }),
  },
  (t) => [
    index('quote_lines_quote_idx').on(t.quoteId, t.position),
    index('quote_lines_product_idx').on(t.productId),
    check('quote_lines_kind_check', oneOf(t.kind, QUOTE_LINE_KINDS)),
    check(
      'quote_lines_reference_check',
      sql`(${t.kind} = 'product' and ${t.productId} is not null and ${t.labourPriceId} is null) or (${t.kind} = 'labour' and ${t.labourPriceId} is not null and ${t.productId} is null)`,
    ),
    check('quote_lines_quantity_check', sql`${t.quantity} > 0`),
    check(
      'quote_lines_total_check',
      sql`${t.unitPriceCents} >= 0 and ${t.lineTotalCents} = ${t.unitPriceCents} * ${t.quantity}`,
    ),
  ],
);

/**
 * A plan a quote carries beside its one-off lines (ADR 0076): "then $39.99/month", started
 * when the quote is paid. The plan's name, price at the interval, minimum term and whether it
 * is taxed are copied when the line is written: the customer is held to what the quote says,
 * whatever the plan costs later. Outside the quote's totals (the one-off payment).
 */
export const quotePlans = pgTable(
  'quote_plans',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    interval: text('interval').notNull(),
    planName: text('plan_name').notNull(),
    priceCents: integer('price_cents').notNull(),
    minTermMonths: integer('min_term_months').notNull().default(0),
    taxable: boolean('taxable').notNull(),
  },
  (t) => [
    index('quote_plans_quote_idx').on(t.quoteId, t.position),
    index('quote_plans_plan_idx').on(t.planId),
    check('quote_plans_interval_check', oneOf(t.interval, BILLING_INTERVALS)),
    check('quote_plans_price_check', sql`${t.priceCents} > 0`),
    check('quote_plans_min_term_check', sql`${t.minTermMonths} >= 0`),
  ],
);

/** Every saved version of a quote, whole (its fields and lines as JSON), with who saved it. */
export const quoteVersions = pgTable(
  'quote_versions',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('quote_versions_key').on(t.quoteId, t.version)],
);

/**
 * Each change of a quote's status (and each sending, viewing and payment): from what, to what,
 * a note, who (null: the customer through the link, or the shop's expiry job) and when.
 */
export const quoteEvents = pgTable(
  'quote_events',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    note: text('note'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name'),
    createdAt: createdAt(),
  },
  (t) => [index('quote_events_quote_idx').on(t.quoteId, t.id)],
);
