import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Executor, Tx } from './client.ts';

/**
 * The one way the server runs a transaction
 * (docs/decisions/0006-transactions-and-composition.md).
 *
 * - `transaction(fn)` runs fn in a transaction. A call made while one is open in the same
 *   async context joins it through a savepoint, so modules compose: checkout can call the
 *   orders and stock services and everything commits or rolls back together.
 * - `executor()` is what every repository queries with: the open transaction of the current
 *   async context, or the root database outside one. Nobody passes transactions around.
 * - A query that reaches the root database while a transaction is open in the same context
 *   fails at once (RootQueryInTransactionError). On PGlite, which is one session, such a
 *   query would wait for the very transaction that waits for it: the process would hang for
 *   ever. On PostgreSQL it would silently run outside the transaction.
 * - `assertOutsideTransaction(what)` is called by code that talks to the outside world
 *   (payment provider, SMTP): those calls never happen while a transaction holds locks.
 */
export type TransactionScope = {
  transaction<T>(fn: () => Promise<T>): Promise<T>;
  executor(): Executor;
  inTransaction(): boolean;
  assertOutsideTransaction(what: string): void;
  /**
   * Runs fn once the transaction open in this context commits (at once when none is open);
   * never when it rolls back. For what must only count what really happened (metrics).
   */
  afterCommit(fn: () => void): void;
  /** Wraps a driver method so that it refuses to run inside an open transaction. */
  guardRoot<F extends (...args: never[]) => unknown>(name: string, method: F): F;
};

export class RootQueryInTransactionError extends Error {
  constructor(what: string) {
    super(
      `${what} on the root database while a transaction is open in this request. ` +
        'Repositories must query through database.executor(), and nested work must use ' +
        'database.transaction(), which joins the open transaction.',
    );
    this.name = 'RootQueryInTransactionError';
  }
}

export class OutsideCallInTransactionError extends Error {
  constructor(what: string) {
    super(
      `${what} was called inside an open database transaction. Calls to other systems ` +
        '(payments, mail, HTTP) happen before or after a transaction, never during one.',
    );
    this.name = 'OutsideCallInTransactionError';
  }
}

type Frame = { tx: Tx; open: boolean; committed: (() => void)[] };

/** PostgreSQL's serialization_failure and deadlock_detected: the transaction may be retried. */
const RETRYABLE_CODES = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 4;

function sqlState(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export function isRetryableTransactionError(err: unknown): boolean {
  const code = sqlState(err);
  return code !== undefined && RETRYABLE_CODES.has(code);
}

export function createTransactionScope(root: Db, options: { retry: boolean }): TransactionScope {
  const context = new AsyncLocalStorage<Frame>();
  const openFrame = () => {
    const frame = context.getStore();
    return frame?.open ? frame : undefined;
  };

  async function runIn<T>(parent: Db | Tx, outer: Frame | undefined, fn: () => Promise<T>) {
    const committed: (() => void)[] = [];
    const result = await parent.transaction(async (tx) => {
      const frame: Frame = { tx: tx as Tx, open: true, committed };
      try {
        return await context.run(frame, fn);
      } catch (err) {
        // The driver wraps what our guard threw in its own "Failed query" error: say the real cause.
        const cause = (err as { cause?: unknown }).cause;
        throw cause instanceof RootQueryInTransactionError ? cause : err;
      } finally {
        // Work that fn started and left running keeps this context; once the transaction is
        // over it must use the root database again, not a finished transaction.
        frame.open = false;
      }
    });
    // A savepoint's callbacks wait for the outermost commit; a rolled-back one never gets here.
    if (outer) outer.committed.push(...committed);
    else {
      for (const run of committed) {
        // The transaction is committed: a failing callback must not make it look failed.
        try {
          run();
        } catch {
          /* nothing to undo */
        }
      }
    }
    return result;
  }

  return {
    async transaction<T>(fn: () => Promise<T>): Promise<T> {
      const frame = openFrame();
      if (frame) return runIn(frame.tx, frame, fn);
      for (let attempt = 1; ; attempt++) {
        try {
          return await runIn(root, undefined, fn);
        } catch (err) {
          if (!options.retry || attempt >= MAX_ATTEMPTS || !isRetryableTransactionError(err)) {
            throw err;
          }
          await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 20));
        }
      }
    },
    executor: () => openFrame()?.tx ?? root,
    inTransaction: () => openFrame() !== undefined,
    assertOutsideTransaction(what: string) {
      if (openFrame()) throw new OutsideCallInTransactionError(what);
    },
    afterCommit(fn: () => void) {
      const frame = openFrame();
      if (frame) frame.committed.push(fn);
      else fn();
    },
    guardRoot<F extends (...args: never[]) => unknown>(name: string, method: F): F {
      return function guarded(this: unknown, ...args: Parameters<F>) {
        if (openFrame()) throw new RootQueryInTransactionError(name);
        return method.apply(this, args);
      } as F;
    },
  };
}

/** What a repository needs: the executor of the current transaction, or the root database. */
export type ExecutorSource = Pick<TransactionScope, 'executor'>;
