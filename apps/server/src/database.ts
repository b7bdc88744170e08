import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  applyRoutines,
  openDatabase,
  readRoutine,
  runMigrations,
  type DatabaseHandle,
  type Routine,
} from '@shop/db';
import type { Config } from './config/env.ts';

const modulesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'modules');

/**
 * The SQL each module keeps for its derived numbers (one file per number, in the owning
 * module's sql/ folder; docs/data-ownership.md), in the order they are applied.
 */
export const ROUTINE_FILES = [
  // Views first: the functions below may read them.
  'users/sql/views.sql',
  'catalogue/sql/views.sql',
  'orders/sql/views.sql',
  'warehouse/sql/views.sql',
  'catalogue/sql/main-image.sql',
  'catalogue/sql/product-detail.sql',
  'warehouse/sql/unit-counts.sql',
  'warehouse/sql/unit-sale.sql',
  'catalogue/sql/tracked-stock.sql',
  'orders/sql/order-day-counts.sql',
  'orders/sql/units-missing.sql',
  'users/sql/customer-order-totals.sql',
  'catalogue/sql/product-counts.sql',
  'returns/sql/rma-counts.sql',
  'subscriptions/sql/rmr.sql',
  'subscriptions/sql/subscription-counts.sql',
] as const;

export function moduleRoutines(): Routine[] {
  return ROUTINE_FILES.map((file) =>
    readRoutine(file.replace(/\/sql\//, '/').replace(/\.sql$/, ''), path.join(modulesDir, file)),
  );
}

/** The committed migrations, then the modules' routines whose text changed (ADR 0019). */
export async function migrateDatabase(database: DatabaseHandle): Promise<void> {
  await runMigrations(database);
  await applyRoutines(database, moduleRoutines());
}

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR; as it is (no migration). */
export function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openDatabase({ engine: 'postgres', url: config.databaseUrl })
    : openDatabase({
        engine: 'pglite',
        dataDir: path.join(config.dataDir, 'pglite'),
        lock: {
          onWait: (pid, waitMs) =>
            process.stderr.write(
              `The embedded database in DATA_DIR (${config.dataDir}) is in use by process ${pid}: ` +
                `waiting up to ${waitMs / 1000} s for it to stop...\n`,
            ),
        },
      });
}

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR; migrated either way. */
export async function openMigratedDatabase(config: Config): Promise<DatabaseHandle> {
  const database = await openConfiguredDatabase(config);
  try {
    await migrateDatabase(database);
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
  return database;
}
