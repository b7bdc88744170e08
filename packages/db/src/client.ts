import { mkdirSync } from 'node:fs';
import v8 from 'node:v8';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import * as schema from './schema/index.ts';
import { createTransactionScope, type TransactionScope } from './transaction.ts';
import { dumpPglite, dumpPostgres, restorePglite, restorePostgres, type DumpInfo } from './dump.ts';
import { lockDataDir, type DataDirLockOptions } from './data-dir-lock.ts';

export type Schema = typeof schema;
/** The database handle every repository takes, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A repository function runs on the database or inside a caller's transaction. */
export type Executor = Db | Tx;

export type DatabaseEngine = 'pglite' | 'postgres';

/**
 * An open database. Queries go through `executor()` and multi-step writes through
 * `transaction()` (see transaction.ts); the root connection is not handed out.
 */
export type DatabaseHandle = TransactionScope & {
  engine: DatabaseEngine;
  /**
   * Calls `listener` with the text of every SQL statement sent, until the returned function
   * is called: tests and benchmarks count the statements of a request with it.
   */
  observeQueries: (listener: (sql: string, params: unknown[]) => void) => () => void;
  /**
   * The connections: PostgreSQL's pool (open, idle, callers waiting for one). PGlite is one
   * session in this process: one connection, and its own queue, which it does not show
   * (idle and waiting are null there).
   */
  poolStats: () => PoolStats;
  /** Writes a logical dump of the whole database to this file (dump.ts). */
  dump: (file: string) => Promise<DumpInfo>;
  /** Replays a dump that `dump` wrote on the same engine; meant for an empty database. */
  restore: (file: string) => Promise<void>;
  /**
   * Runs one trivial query; false when the database does not answer (on PostgreSQL within
   * PING_TIMEOUT_MS: a health check must say "unavailable" quickly, not hang with the pool).
   */
  ping: () => Promise<boolean>;
  close: () => Promise<void>;
};

export type PoolStats = {
  max: number;
  total: number;
  idle: number | null;
  waiting: number | null;
};

export type DatabaseOptions =
  | { engine: 'pglite'; dataDir?: string | undefined; lock?: DataDirLockOptions }
  | { engine: 'postgres'; url: string; maxConnections?: number };

export const PING_TIMEOUT_MS = 2_000;
/** How long the PostgreSQL pool waits for a connection before giving up. */
export const POOL_CONNECTION_TIMEOUT_MS = 5_000;

/** Whether `query` succeeds within `ms`; a late answer counts as none. */
async function answersWithin(query: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([query.then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** A transaction left idle this long (a bug, or a stuck caller) is ended by PostgreSQL. */
export const IDLE_IN_TRANSACTION_TIMEOUT_MS = 30_000;

/**
 * What the embedded database costs in memory and start time (ADR 0069), measured on the
 * server after a restart with the demo shop:
 * - PostgreSQL's 128 MB of shared buffers are written at start, so they stayed resident even
 *   in an idle shop. PGlite reads its files through the operating system's page cache, which
 *   keeps hot pages anyway: 16 MB of its own serve the shop at the same speed.
 * - V8 compiles PGlite's 9 MB of WebAssembly with its baseline compiler (Liftoff) and then
 *   recompiles the hot functions with its optimising one in background threads: 60 MB more
 *   resident and 0.4 s more to a first answer, and on two cores those threads take CPU from
 *   requests and tests (a PGlite test file ran 20% faster without them). Only Liftoff is used
 *   (`--liftoff-only`, which touches no JavaScript; the only WebAssembly here is PGlite's);
 *   a query loop under load lost about 10%, which the start and memory are worth for the
 *   default engine. PostgreSQL (DATABASE_URL) is the engine for a busy shop.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'];

/**
 * Opens PGlite (embedded, in DATA_DIR or in memory) or a PostgreSQL pool. Both speak the
 * same SQL, so the same migrations and queries run on either. Each engine's driver is loaded
 * only when that engine is opened: PGlite's WASM Postgres is tens of megabytes that a
 * server on PostgreSQL never needs.
 *
 * PGlite is a single session: it already runs one query or transaction at a time (its own
 * mutex), so concurrent requests queue rather than interleave inside a transaction. Its
 * public query methods are guarded so that a query on the root database from inside an open
 * transaction fails at once instead of waiting for ever on that mutex.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const listeners = new Set<(sql: string, params: unknown[]) => void>();
  const logger = {
    logQuery: (query: string, params: unknown[]) => {
      for (const listener of listeners) listener(query, params);
    },
  };
  const observeQueries = (listener: (sql: string, params: unknown[]) => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  if (options.engine === 'pglite') {
    // Before PGlite compiles its WebAssembly: see PGLITE_SETTINGS.
    v8.setFlagsFromString('--liftoff-only');
    const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('drizzle-orm/pglite'),
    ]);
    let dataDir: string | undefined;
    let releaseLock = () => {};
    if (options.dataDir) {
      dataDir = path.resolve(options.dataDir);
      mkdirSync(dataDir, { recursive: true });
      releaseLock = await lockDataDir(dataDir, options.lock);
    }
    let client: PGlite;
    try {
      // pg_trgm: the staff's lead search (migration 0005).
      client = await PGlite.create({
        ...(dataDir ? { dataDir } : {}),
        extensions: { pg_trgm },
        startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
      });
    } catch (err) {
      releaseLock();
      throw err;
    }
    const db = drizzlePglite({ client, schema, logger }) as unknown as Db;
    const scope = createTransactionScope(db, { retry: false });
    client.query = scope.guardRoot('A query', client.query.bind(client));
    client.exec = scope.guardRoot('A query', client.exec.bind(client));
    client.transaction = scope.guardRoot('A new transaction', client.transaction.bind(client));
    return {
      ...scope,
      engine: 'pglite',
      observeQueries,
      poolStats: () => ({ max: 1, total: 1, idle: null, waiting: null }),
      dump: (file) => dumpPglite(client, file),
      restore: (file) => restorePglite(client, file),
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
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: POOL_CONNECTION_TIMEOUT_MS,
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema, logger }) as unknown as Db;
  const scope = createTransactionScope(db, { retry: true });
  const serverVersion = async () =>
    Number(
      (await pool.query<{ v: string }>("select current_setting('server_version_num') as v"))
        .rows[0]!.v,
    );
  const poolQuery = pool.query.bind(pool) as (...args: never[]) => unknown;
  pool.query = scope.guardRoot('A query', poolQuery) as typeof pool.query;
  const poolConnect = pool.connect.bind(pool) as (...args: never[]) => unknown;
  pool.connect = scope.guardRoot('A new transaction', poolConnect) as typeof pool.connect;
  return {
    ...scope,
    engine: 'postgres',
    observeQueries,
    poolStats: () => ({
      max: options.maxConnections ?? 10,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    dump: async (file) => dumpPostgres(options.url, await serverVersion(), file),
    restore: async (file) => restorePostgres(options.url, await serverVersion(), file),
    ping: () => {
      const query = pool.query('select 1');
      // The query may still fail after the timeout answered: that is not unhandled.
      query.catch(() => {});
      return answersWithin(query, PING_TIMEOUT_MS);
    },
    close: () => pool.end(),
  };
}
