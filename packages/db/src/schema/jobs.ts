import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';
import { createdAt } from './columns.ts';

export const JOB_STATUSES = ['queued', 'running', 'done', 'dead'] as const;

/**
 * The background job queue (ADR 0003): one row per piece of work. Every instance's runner
 * claims due rows with FOR UPDATE SKIP LOCKED, so a job runs on one instance at a time; a
 * claim is a lease (`locked_until`), taken over when the instance that held it died.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    /**
     * At most one job per key: a recurring job's slot (`kind@slot`) so two instances never
     * both schedule it, or the thing a job is about (`mail:42`) so it is queued once.
     */
    key: text('key').unique('jobs_key_unique'),
    /** queued -> running -> done | queued again (a retry) | dead (attempts used up). */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('jobs_status_check', oneOf(t.status, JOB_STATUSES)),
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.status} = 'queued'`),
    index('jobs_lease_idx')
      .on(t.lockedUntil)
      .where(sql`${t.status} = 'running'`),
    index('jobs_dead_idx')
      .on(t.finishedAt)
      .where(sql`${t.status} = 'dead'`),
  ],
);
