import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DatabaseHandle } from './client.ts';

export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../migrations',
);

/** Applies the committed SQL migrations, forward only; each runs once, in order. */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.engine === 'pglite') {
    await migratePglite(handle.executor() as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migratePg(handle.executor() as unknown as NodePgDatabase, { migrationsFolder });
  }
}
