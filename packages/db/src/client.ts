import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The database handle every repository takes, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A repository function runs on the database or inside a caller's transaction. */
export type Executor = Db | Tx;

export type DatabaseEngine = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Db;
  engine: DatabaseEngine;
  /** Runs one trivial query; false when the database does not answer. */
  ping: () => Promise<boolean>;
  close: () => Promise<void>;
};

export type DatabaseOptions =
  | { engine: 'pglite'; dataDir?: string | undefined }
  | { engine: 'postgres'; url: string; maxConnections?: number };

/**
 * Opens PGlite (embedded, in DATA_DIR or in memory) or a PostgreSQL pool. Both speak the
 * same SQL, so the same migrations and queries run on either.
 *
 * PGlite is a single session: it already runs one query or transaction at a time (its own
 * mutex), so concurrent requests queue rather than interleave inside a transaction.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.engine === 'pglite') {
    let dataDir: string | undefined;
    if (options.dataDir) {
      dataDir = path.resolve(options.dataDir);
      mkdirSync(dataDir, { recursive: true });
    }
    const client = await PGlite.create(dataDir ? { dataDir } : {});
    const db = drizzlePglite({ client, schema }) as unknown as Db;
    return {
      db,
      engine: 'pglite',
      ping: async () => {
        try {
          await client.query('select 1');
          return true;
        } catch {
          return false;
        }
      },
      close: () => client.close(),
    };
  }
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: 5_000,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    engine: 'postgres',
    ping: async () => {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => pool.end(),
  };
}
