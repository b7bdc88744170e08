import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
    let releaseLock = () => {};
    if (options.dataDir) {
      dataDir = path.resolve(options.dataDir);
      mkdirSync(dataDir, { recursive: true });
      releaseLock = lockDataDir(dataDir);
    }
    let client: PGlite;
    try {
      client = await PGlite.create(dataDir ? { dataDir } : {});
    } catch (err) {
      releaseLock();
      throw err;
    }
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
      close: async () => {
        try {
          await client.close();
        } finally {
          releaseLock();
        }
      },
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

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid}. ` +
        'Stop that server first, or point DATA_DIR elsewhere.',
    );
    this.name = 'DataDirInUseError';
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is one process's database: two processes opening the same folder would corrupt it.
 * A lock file holds the owner's pid; a lock left by a crashed (kill -9) process is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && processAlive(owner)) {
        throw new DataDirInUseError(dataDir, owner);
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
