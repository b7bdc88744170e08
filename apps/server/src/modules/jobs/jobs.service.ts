// The rules of this module, in words: docs/modules/jobs.md
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '@shop/db';
import { DomainError, isDatabaseUnreachable } from '../../lib/errors.ts';
import { createJobsRepository, type ClaimedJob } from './jobs.repository.ts';

export type JobsService = ReturnType<typeof createJobsService>;

export type JobContext = {
  id: number;
  payload: unknown;
  /** 1 on the first run. */
  attempt: number;
  /** No retry follows when this run fails: the job goes dead. */
  final: boolean;
};

export type JobKindOptions = {
  /** Runs before the job is dead (the first run counts). */
  maxAttempts?: number;
  /** The wait before the first retry; each further retry waits twice as long. */
  backoffSeconds?: number;
  /**
   * How long a claim holds: longer than the handler can take (it gives up on slow calls
   * before), or another instance would run the job again while it still runs.
   */
  leaseSeconds?: number;
};

type Kind = Required<JobKindOptions> & {
  handler: (job: JobContext) => Promise<void>;
  /** Recurring kinds: scheduled once per slot of this many milliseconds. */
  everyMs?: number;
};

const DEFAULTS: Required<JobKindOptions> = {
  maxAttempts: 5,
  backoffSeconds: 30,
  leaseSeconds: 300,
};
/** However many failures, a retry is tried again within six hours. */
const MAX_BACKOFF_SECONDS = 6 * 60 * 60;
const BATCH = 10;

/** The wait after failed run `attempt` (1, 2, ...): exponential, capped. */
export function retryDelaySeconds(attempt: number, backoffSeconds: number): number {
  return Math.min(MAX_BACKOFF_SECONDS, backoffSeconds * 2 ** Math.max(0, attempt - 1));
}

/** The start of the slot `now` falls in, and its key: the same on every instance. */
export function recurringSlot(kind: string, everyMs: number, now: number) {
  const start = new Date(Math.floor(now / everyMs) * everyMs);
  return { key: `${kind}@${start.toISOString()}`, runAt: start };
}

function errorText(err: unknown): string {
  const text = err instanceof Error ? err.message || err.name : String(err);
  return text.slice(0, 1000);
}

/**
 * Background work on a table in the database (ADR 0003), so it survives restarts and runs
 * once across instances. A job is queued in the transaction of the write it follows; every
 * instance's runner claims due jobs in one short statement (FOR UPDATE SKIP LOCKED), runs the
 * handler outside any transaction (handlers call SMTP and payment providers), and records the
 * result in another statement: done, a retry after an exponential back-off, or dead once its
 * attempts are used up (the System page lists those, with a Retry button). Recurring kinds
 * are queued by every runner for the current slot under one unique key, so the slot runs once.
 */
export function createJobsService({
  database,
  logger,
}: {
  database: DatabaseHandle;
  logger: FastifyBaseLogger;
}) {
  const repository = createJobsRepository(database);
  const kinds = new Map<string, Kind>();
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<number> | undefined;
  let again = false;
  /** Set by stop(): the pass under way claims nothing more. */
  let stopping = false;

  function define(
    kind: string,
    handler: (job: JobContext) => Promise<void>,
    options: JobKindOptions & { everyMs?: number } = {},
  ): void {
    if (kinds.has(kind)) throw new Error(`job kind ${kind} is defined twice`);
    kinds.set(kind, { ...DEFAULTS, ...options, handler });
  }

  async function scheduleRecurring(now: number): Promise<void> {
    for (const [kind, def] of kinds) {
      if (!def.everyMs) continue;
      const slot = recurringSlot(kind, def.everyMs, now);
      await repository.insert({
        kind,
        payload: {},
        key: slot.key,
        maxAttempts: def.maxAttempts,
        runAt: slot.runAt,
      });
    }
  }

  async function run(job: ClaimedJob): Promise<void> {
    const def = kinds.get(job.kind)!;
    const final = job.attempts >= job.maxAttempts;
    try {
      await def.handler({ id: job.id, payload: job.payload, attempt: job.attempts, final });
    } catch (err) {
      const error = errorText(err);
      logger.warn(
        { jobId: job.id, kind: job.kind, attempt: job.attempts, err: error },
        'job failed',
      );
      if (final) await repository.markDead(job.id, job.attempts, error);
      else
        await repository.markRetry(
          job.id,
          job.attempts,
          error,
          retryDelaySeconds(job.attempts, def.backoffSeconds),
        );
      return;
    }
    await repository.markDone(job.id, job.attempts);
  }

  /** One pass: schedule the current slots, then claim and run due jobs until none is left. */
  async function runDue(): Promise<number> {
    // Handlers call other systems; a pass inside a transaction would hold its locks meanwhile.
    database.assertOutsideTransaction('Running jobs');
    await scheduleRecurring(Date.now());
    await repository.buryAbandoned();
    const claimable = [...kinds].map(([kind, def]) => ({ kind, leaseSeconds: def.leaseSeconds }));
    let ran = 0;
    for (;;) {
      // A stop lets the claimed batch finish but claims no more.
      if (stopping) break;
      const batch = await repository.claimDue(claimable, BATCH);
      for (const job of batch) await run(job);
      ran += batch.length;
      if (batch.length < BATCH) break;
    }
    return ran;
  }

  /**
   * Starts a pass unless one runs (or the runner is not started: tests run passes
   * themselves); a wake during a pass asks for one more after it, since that pass may have
   * claimed before the new job was committed. Never throws.
   */
  function wake(): Promise<void> {
    if (!timer) return Promise.resolve();
    if (pass) {
      again = true;
      return pass.then(() => undefined);
    }
    pass = runDue()
      .catch((err: unknown) => {
        // An outage is logged once per poll, without a stack: the next pass retries.
        if (isDatabaseUnreachable(err))
          logger.warn({ err: errorText(err) }, 'job runner: the database is out of reach');
        else logger.error({ err }, 'job runner pass failed');
        return 0;
      })
      .finally(() => {
        pass = undefined;
        if (again && timer) {
          again = false;
          void wake();
        }
      });
    return pass.then(() => undefined);
  }

  return {
    define,

    /** A job run every `everyMs` (once per slot across all instances). */
    every(
      kind: string,
      everyMs: number,
      handler: () => Promise<void>,
      options: JobKindOptions = {},
    ): void {
      define(kind, () => handler(), { maxAttempts: 3, backoffSeconds: 10, ...options, everyMs });
    },

    /**
     * Queues a job; inside an open transaction it commits or rolls back with it. A `key`
     * already queued (or done, or dead) adds nothing and answers null.
     */
    async enqueue(
      kind: string,
      payload: unknown,
      options: { key?: string; runAt?: Date } = {},
    ): Promise<number | null> {
      const def = kinds.get(kind);
      if (!def) throw new Error(`unknown job kind ${kind}`);
      return repository.insert({
        kind,
        payload,
        key: options.key ?? null,
        maxAttempts: def.maxAttempts,
        runAt: options.runAt ?? null,
      });
    },

    /** Runs what is due now (tests and a wake); the number of jobs run. */
    runDue,

    /** Asks the runner for a pass now: call after the transaction that queued a job commits. */
    wake,

    /** Polls every `pollIntervalMs` until stopped. */
    start({ pollIntervalMs }: { pollIntervalMs: number }): void {
      if (timer) return;
      stopping = false;
      timer = setInterval(() => void wake(), pollIntervalMs);
      timer.unref();
      void wake();
    },

    /** No new pass starts; the one running finishes its jobs (a graceful stop). */
    async stop(): Promise<void> {
      stopping = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await pass;
    },

    failed: (limit = 50) => repository.dead(limit),
    counts: () => repository.counts(),
    lastDeadAt: (kind: string) => repository.lastDeadAt(kind),
    purgeFinished: () => repository.purgeFinished(),

    /** The System page's Retry: a dead job runs again with its full set of attempts. */
    async retry(id: number): Promise<void> {
      if (!(await repository.requeueDead(id))) {
        throw new DomainError('not_found', 'No failed job with this number.', {
          code: 'JOB_NOT_FOUND',
        });
      }
      void wake();
    },
  };
}
