import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DatabaseHandle } from './client.ts';

export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../migrations',
);

/** Applies the committed SQL migrations, forward only; each runs once, in order. */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  // The engine's migrator only, like its driver (client.ts).
  if (handle.engine === 'pglite') {
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(handle.executor() as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
    await migratePg(handle.executor() as unknown as NodePgDatabase, { migrationsFolder });
  }
}
