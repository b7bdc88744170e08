import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@shop/db';

type Rows<T> = { rows: T[] };

/**
 * Empties every table but the routines' checksums, identities restarted: what each test app
 * starts from on either engine. Rows a migration inserts (settings, a zone) are gone too, so
 * code must cope without them, as it must on a shop whose rows were deleted.
 *
 * Only the tables holding rows are truncated: a truncate makes every table and index a new
 * file, and a test touches a handful of the shop's tables (truncating all of them took
 * 100-140 ms per app on PGlite). Every sequence restarts, since an insert rolled back leaves
 * its table empty and its sequence moved.
 */
export async function emptyDatabase(database: DatabaseHandle): Promise<void> {
  const db = database.executor();
  const tables = (
    (await db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' and tablename <> 'schema_routines'`,
    )) as unknown as Rows<{ tablename: string }>
  ).rows.map((row) => `"${row.tablename}"`);
  if (tables.length === 0) return;
  // One statement: each table answers whether it has a row (an empty table is an empty file).
  const holding = (
    (await db.execute(
      sql.raw(
        tables
          .map((table) => `select '${table}' as name where exists (select 1 from ${table})`)
          .join(' union all '),
      ),
    )) as unknown as Rows<{ name: string }>
  ).rows.map((row) => row.name);
  if (holding.length > 0) await db.execute(sql.raw(`truncate ${holding.join(', ')} cascade`));
  await db.execute(
    sql`select setval(format('%I.%I', schemaname, sequencename), start_value, false)
        from pg_sequences where schemaname = 'public'`,
  );
}
