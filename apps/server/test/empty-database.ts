import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@shop/db';

/**
 * Empties every table but the routines' checksums, identities restarted: what each test app
 * starts from on either engine. Rows a migration inserts (settings, a zone) are gone too, so
 * code must cope without them, as it must on a shop whose rows were deleted.
 */
export async function emptyDatabase(database: DatabaseHandle): Promise<void> {
  const result = (await database
    .executor()
    .execute(
      sql`select tablename from pg_tables where schemaname = 'public' and tablename <> 'schema_routines'`,
    )) as unknown as { rows: { tablename: string }[] };
  if (result.rows.length === 0) return;
  const list = result.rows.map((t) => `"${t.tablename}"`).join(', ');
  await database.executor().execute(sql.raw(`truncate ${list} restart identity cascade`));
}
