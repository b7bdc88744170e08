import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { INSTALLATION_JOB_STATUSES } from '@shop/contract';
import { users } from './accounts.ts';
import { oneOf } from './checks.ts';
import { createdAt, updatedAt } from './columns.ts';
import { orders } from './orders.ts';
import { quotes } from './quotes.ts';

/**
 * An installer: the weekdays they work (ISO 1 Monday .. 7 Sunday) and how many
 * jobs a working day holds (the first `slots_per_day` of the shop's slot times). A technician
 * with jobs is deactivated, never deleted.
 */
export const technicians = pgTable(
  'technicians',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    workingDays: jsonb('working_days').$type<number[]>().notNull().default([1, 2, 3, 4, 5]),
    slotsPerDay: smallint('slots_per_day').notNull().default(2),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('technicians_slots_check', sql`${t.slotsPerDay} between 1 and 8`)],
);

/** A day nobody (technician null) or one technician installs: a holiday, a day off. */
export const installationBlackouts = pgTable(
  'installation_blackouts',
  {
    id: serial('id').primaryKey(),
    technicianId: integer('technician_id').references(() => technicians.id, {
      onDelete: 'cascade',
    }),
    day: date('day', { mode: 'string' }).notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('installation_blackouts_day_idx').on(t.day),
    uniqueIndex('installation_blackouts_key').on(t.day, sql`coalesce(${t.technicianId}, 0)`),
  ],
);

/**
 * The installation of one order: made with the order (an accepted quote, or a shop
 * order with installation), booked into a technician's day and slot, completed with notes.
 * A technician's slot holds one booked job: the partial unique index is the guarantee that
 * two customers never get the same slot, whatever the code above it does.
 */
export const installationJobs = pgTable(
  'installation_jobs',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    quoteId: integer('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull().default('to_book'),
    technicianId: integer('technician_id').references(() => technicians.id),
    day: date('day', { mode: 'string' }),
    slot: smallint('slot'),
    /** Where the work is: the order's shipping address, as one line. */
    siteAddress: text('site_address').notNull(),
    siteZip: text('site_zip').notNull(),
    /** The technician's notes when the job is closed. */
    completionNotes: text('completion_notes'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: integer('completed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('installation_jobs_order_key').on(t.orderId),
    uniqueIndex('installation_jobs_slot_key')
      .on(t.technicianId, t.day, t.slot)
      .where(sql`${t.status} = 'booked'`),
    index('installation_jobs_day_idx').on(t.day, t.technicianId),
    index('installation_jobs_status_idx').on(t.status, t.createdAt),
    // The dashboard's days from survey to installation: jobs completed in the last 90 days.
    index('installation_jobs_completed_idx').on(t.status, t.completedAt),
    index('installation_jobs_customer_idx').on(t.customerId, t.createdAt),
    check('installation_jobs_status_check', oneOf(t.status, INSTALLATION_JOB_STATUSES)),
    check(
      'installation_jobs_booking_check',
      sql`${t.status} <> 'booked' or (${t.technicianId} is not null and ${t.day} is not null and ${t.slot} is not null)`,
    ),
    check('installation_jobs_slot_check', sql`${t.slot} is null or ${t.slot} between 1 and 8`),
  ],
);

/**
 * Each change of a job: status, day, slot and technician before and after, a note, who (null:
 * the customer booking or moving it themselves is `by_customer`) and when.
 */
export const installationJobHistory = pgTable(
  'installation_job_history',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => installationJobs.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    fromTechnicianId: integer('from_technician_id'),
    toTechnicianId: integer('to_technician_id'),
    fromDay: date('from_day', { mode: 'string' }),
    toDay: date('to_day', { mode: 'string' }),
    fromSlot: smallint('from_slot'),
    toSlot: smallint('to_slot'),
    note: text('note'),
    byCustomer: boolean('by_customer').notNull().default(false),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name'),
    createdAt: createdAt(),
  },
  (t) => [index('installation_job_history_job_idx').on(t.jobId, t.id)],
);

/**
 * The installation business's settings, one row (id 1), written by the admin's Installation
 * settings screen; until then the contract's defaults apply (DEFAULT_DEPOSIT_PERCENT,
 * INSTALLATION_LIMITS.defaultSlotTimes).
 */
export const installationSettings = pgTable(
  'installation_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** The share of an accepted quote a customer may pay now, the rest later; 0: no deposit. */
    depositPercent: integer('deposit_percent').notNull(),
    /** Slot start times, "HH:MM" in the shop's time zone, in order. */
    slotTimes: jsonb('slot_times').$type<string[]>().notNull(),
    /**
     * Federal holidays (YYYY-MM-DD, the observed day) the admin opened for installations;
     * every other federal holiday is closed (ADR 0045).
     */
    openHolidays: jsonb('open_holidays').$type<string[]>().notNull().default([]),
    updatedAt: updatedAt(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('installation_settings_one_row', sql`${t.id} = 1`),
    check('installation_settings_deposit_check', sql`${t.depositPercent} between 0 and 100`),
  ],
);
