import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  BILLING_INTERVALS,
  DEFAULT_CANCEL_SUSPENDED_AFTER_DAYS,
  INVOICE_KINDS,
  INVOICE_STATUSES,
  RMR_CHANGE_KINDS,
  SUBSCRIPTION_EVENT_KINDS,
  SUBSCRIPTION_STATUSES,
} from '@shop/contract';
import { users } from './accounts.ts';
import { oneOf } from './checks.ts';
import { createdAt, updatedAt } from './columns.ts';
import { orders } from './orders.ts';
import { paymentMethods } from './payments.ts';
import { plans } from './plans.ts';
import { quotes } from './quotes.ts';

/**
 * A customer's plan at a site (ADR 0075). The price, interval, set-up fee, minimum term and
 * taxability are the ones agreed when it started or last changed plan. Times are on the
 * subscription's clock: the real time, or its test clock (`test_clock_at`, test mode only).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    interval: text('interval').notNull(),
    priceCents: integer('price_cents').notNull(),
    setupFeeCents: integer('setup_fee_cents').notNull().default(0),
    minTermMonths: smallint('min_term_months').notNull().default(0),
    taxable: boolean('taxable').notNull().default(true),
    status: text('status').notNull().default('incomplete'),
    /** The site the plan covers: its address, and the ZIP its tax is charged by. */
    siteName: text('site_name').notNull().default(''),
    siteStreet: text('site_street').notNull(),
    siteCity: text('site_city').notNull(),
    siteState: text('site_state').notNull(),
    siteZip: text('site_zip').notNull(),
    siteCountry: text('site_country').notNull().default('US'),
    /** The saved card renewals are charged to (payments' payment_methods). */
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id),
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** Periods end on this day of the month (its start, or its resumption after a pause). */
    billingAnchorAt: timestamp('billing_anchor_at', { withTimezone: true }),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    /** Before this, a cancel takes effect at this time at the earliest. */
    minTermEndsAt: timestamp('min_term_ends_at', { withTimezone: true }),
    /** A cancel asked for: the subscription ends at this time. */
    cancelAt: timestamp('cancel_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** A pause asked for: it takes effect at the end of the paid period. */
    pauseAt: timestamp('pause_at', { withTimezone: true }),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    pastDueSince: timestamp('past_due_since', { withTimezone: true }),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /**
     * When a suspended plan is cancelled unless paid: its suspension and the plan settings'
     * days then, the date its customer was e-mailed (a later change of the setting keeps it).
     */
    cancelUnpaidAt: timestamp('cancel_unpaid_at', { withTimezone: true }),
    /** What a downgrade left over, taken off the next invoices. */
    creditCents: integer('credit_cents').notNull().default(0),
    /** A yearly plan's renewal notice: the period end it was sent for. */
    renewalNoticeFor: timestamp('renewal_notice_for', { withTimezone: true }),
    /** Test mode only: the subscription's own time, moved forward by staff. */
    testClockAt: timestamp('test_clock_at', { withTimezone: true }),
    /** When the billing run next has something to do with it (null: nothing). */
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    /** Started from a paid quote; started by a member of staff (the customer pays a link). */
    quoteId: integer('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('subscriptions_interval_check', oneOf(t.interval, BILLING_INTERVALS)),
    check('subscriptions_status_check', oneOf(t.status, SUBSCRIPTION_STATUSES)),
    check('subscriptions_price_check', sql`${t.priceCents} > 0`),
    check('subscriptions_setup_fee_check', sql`${t.setupFeeCents} >= 0`),
    check('subscriptions_credit_check', sql`${t.creditCents} >= 0`),
    check(
      'subscriptions_period_check',
      // A start never paid has no period, also once it is given up (cancelled).
      sql`(${t.currentPeriodStart} is null and ${t.status} in ('incomplete', 'cancelled')) or (${t.currentPeriodStart} is not null and ${t.currentPeriodEnd} > ${t.currentPeriodStart})`,
    ),
    index('subscriptions_customer_idx').on(t.customerId, t.id),
    index('subscriptions_status_idx').on(t.status, t.id),
    index('subscriptions_plan_idx').on(t.planId, t.id),
    /** The billing run's work list: what is due on the real clock. */
    index('subscriptions_due_idx')
      .on(t.nextRunAt)
      .where(sql`${t.nextRunAt} is not null and ${t.testClockAt} is null`),
    /** The staff's search: a subscription's number, street and ZIP, by trigrams. */
    index('subscriptions_search_idx').using(
      'gin',
      sql`lower(${t.number} || ' ' || ${t.siteStreet} || ' ' || ${t.siteZip}) gin_trgm_ops`,
    ),
    /** Yearly plans renewing soon (the owner's "renewals due in 30 days"). */
    index('subscriptions_yearly_renewal_idx')
      .on(t.currentPeriodEnd)
      .where(sql`${t.interval} = 'year' and ${t.status} in ('active', 'past_due')`),
  ],
);

export type InvoiceLine = { description: string; amountCents: number };

/**
 * A subscription's bill for one period (first and renewal: one per period, by the unique
 * index) or for a plan changed mid-period (proration). Charged by attempts, each claimed
 * before the provider is called (ADR 0075); a paid invoice is an order (order_id).
 */
export const subscriptionInvoices = pgTable(
  'subscription_invoices',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    /** When it was issued, on the subscription's clock. */
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    taxRate: numeric('tax_rate', { precision: 6, scale: 5 }).notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    status: text('status').notNull().default('open'),
    /** Charge attempts begun; the last one is finished unless a run stopped inside it. */
    attempt: smallint('attempt').notNull().default(0),
    attemptFinished: boolean('attempt_finished').notNull().default(true),
    attemptLeaseUntil: timestamp('attempt_lease_until', { withTimezone: true }),
    /** The subscription's credit this invoice took (given back if it is voided). */
    creditUsedCents: integer('credit_used_cents').notNull().default(0),
    /** Automatic charges that failed: the dunning schedule's step (ADR 0075). */
    failures: smallint('failures').notNull().default(0),
    firstFailedAt: timestamp('first_failed_at', { withTimezone: true }),
    /** The next automatic charge (a renewal's dunning retries); null: none planned. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    paymentIntentId: text('payment_intent_id'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundedBy: integer('refunded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('subscription_invoices_kind_check', oneOf(t.kind, INVOICE_KINDS)),
    check('subscription_invoices_status_check', oneOf(t.status, INVOICE_STATUSES)),
    check('subscription_invoices_total_check', sql`${t.totalCents} >= 0`),
    check('subscription_invoices_period_check', sql`${t.periodEnd} > ${t.periodStart}`),
    /** One invoice per period of a subscription, however often the run is replayed. */
    uniqueIndex('subscription_invoices_period_key')
      .on(t.subscriptionId, t.periodStart)
      .where(sql`${t.kind} in ('first', 'renewal')`),
    index('subscription_invoices_subscription_idx').on(t.subscriptionId, t.id),
    index('subscription_invoices_customer_idx').on(t.customerId, t.id),
    uniqueIndex('subscription_invoices_order_key').on(t.orderId),
    index('subscription_invoices_open_idx')
      .on(t.subscriptionId)
      .where(sql`${t.status} = 'open'`),
  ],
);

/** A subscription's history: what happened, on its clock, and who did it (null: the shop). */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    kind: text('kind').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    note: text('note').notNull().default(''),
    invoiceId: integer('invoice_id').references(() => subscriptionInvoices.id),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('subscription_events_kind_check', oneOf(t.kind, SUBSCRIPTION_EVENT_KINDS)),
    index('subscription_events_subscription_idx').on(t.subscriptionId, t.id),
  ],
);

/**
 * Every change of a subscription's RMR, written by the trigger of subscriptions/sql/rmr.sql
 * (ADR 0075), in the shop's month of the subscription's clock.
 */
export const subscriptionRmrChanges = pgTable(
  'subscription_rmr_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    deltaCents: integer('delta_cents').notNull(),
  },
  (t) => [
    check('subscription_rmr_changes_kind_check', oneOf(t.kind, RMR_CHANGE_KINDS)),
    index('subscription_rmr_changes_subscription_idx').on(t.subscriptionId, t.id),
  ],
);

/** The month's RMR changes summed by kind (signed: contraction and churn are negative). */
export const rmrMonths = pgTable('rmr_months', {
  month: date('month', { mode: 'string' }).primaryKey(),
  newCents: bigint('new_cents', { mode: 'number' }).notNull().default(0),
  expansionCents: bigint('expansion_cents', { mode: 'number' }).notNull().default(0),
  contractionCents: bigint('contraction_cents', { mode: 'number' }).notNull().default(0),
  churnedCents: bigint('churned_cents', { mode: 'number' }).notNull().default(0),
});

/** Subscriptions per status, kept by the trigger of subscriptions/sql/subscription-counts.sql. */
export const subscriptionCounts = pgTable('subscription_counts', {
  status: text('status').primaryKey(),
  n: integer('n').notNull().default(0),
});

/**
 * The plan settings, one row (ADR 0075): how many days after its suspension an unpaid plan is
 * cancelled. A database without the row (a test's emptied one) reads the default.
 */
export const subscriptionSettings = pgTable(
  'subscription_settings',
  {
    id: integer('id').primaryKey().default(1),
    cancelSuspendedAfterDays: integer('cancel_suspended_after_days')
      .notNull()
      .default(DEFAULT_CANCEL_SUSPENDED_AFTER_DAYS),
    updatedAt: updatedAt(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('subscription_settings_one_row', sql`${t.id} = 1`),
    check(
      'subscription_settings_cancel_days_check',
      sql`${t.cancelSuspendedAfterDays} between 7 and 180`,
    ),
  ],
);
