import { timestamp } from 'drizzle-orm/pg-core';

/** When a row was made / last changed: the same column everywhere (a new builder each use). */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
