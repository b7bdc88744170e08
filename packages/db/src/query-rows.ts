import type { SQL } from 'drizzle-orm';
import type { ExecutorSource } from './transaction.ts';

/**
 * The rows of a raw SQL query, run on the caller's open transaction or the root database
 * outside one. Drizzle types `execute`'s answer per driver; PGlite and node-postgres both
 * answer `{ rows }`, and `T` is the caller's word for the columns the statement selects.
 */
export async function queryRows<T>(database: ExecutorSource, query: SQL): Promise<T[]> {
  return ((await database.executor().execute(query)) as unknown as { rows: T[] }).rows;
}
