import path from 'node:path';
import { openDatabase, runMigrations, type DatabaseHandle } from '@shop/db';
import type { Config } from './config/env.ts';

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR; migrated either way. */
export async function openMigratedDatabase(config: Config): Promise<DatabaseHandle> {
  const database = config.databaseUrl
    ? await openDatabase({ engine: 'postgres', url: config.databaseUrl })
    : await openDatabase({ engine: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
  try {
    await runMigrations(database);
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
  return database;
}
