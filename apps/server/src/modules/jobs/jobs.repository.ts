import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type ExecutorSource } from '@shop/db';

export type JobsRepository = ReturnType<typeof createJobsRepository>;

export type ClaimedJob = {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
};

export type DeadJob = {
  id: number;
  kind: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  finishedAt: string | null;
};

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** Queries run on the open transaction of the caller, or the root database outside one. */
export function createJobsRepository(database: ExecutorSource) {
  const all = <T>(query: SQL) => queryRows<T>(database, query);
  return {
    /**
     * A new job, in the caller's transaction when one is open (the work then exists only if
     * the write it follows commits). With a key that is already taken nothing is added: null.
     */
    async insert(job: {
      kind: string;
      payload: unknown;
      key: string | null;
      maxAttempts: number;
      runAt: Date | null;
    }): Promise<number | null> {
      const [row] = await all<{ id: number }>(sql`
        insert into jobs (kind, payload, key, max_attempts, run_at)
        values (${job.kind}, ${JSON.stringify(job.payload ?? {})}::jsonb, ${job.key},
          ${job.maxAttempts}, coalesce(${job.runAt?.toISOString() ?? null}::timestamptz, now()))
        on conflict (key) do nothing
        returning id`);
      return row ? Number(row.id) : null;
    },

    /**
     * Claims up to `limit` due jobs of the kinds this instance can run, in one statement (its
     * own short transaction): SKIP LOCKED leaves rows another instance is claiming, so two
     * runners never take one job. A claim is a lease: a running job whose lease ran out (its
     * instance died) is due again.
     */
    async claimDue(
      kinds: { kind: string; leaseSeconds: number }[],
      limit: number,
    ): Promise<ClaimedJob[]> {
      if (kinds.length === 0) return [];
      const names = sql.join(
        kinds.map((k) => sql`${k.kind}`),
        sql`, `,
      );
      const lease = sql.join(
        kinds.map((k) => sql`when ${k.kind} then ${k.leaseSeconds}`),
        sql` `,
      );
      const rows = await all<ClaimedJob>(sql`
        update jobs set status = 'running', attempts = attempts + 1,
          locked_until = now() + make_interval(secs => (case kind ${lease} else 300 end)::float8)
        where id in (
          select id from jobs
          where kind in (${names}) and attempts < max_attempts
            and ((status = 'queued' and run_at <= now())
              or (status = 'running' and locked_until < now()))
          order by run_at, id
          limit ${limit}
          for update skip locked
        )
        returning id, kind, payload, attempts, max_attempts as "maxAttempts"`);
      return rows.map((r) => ({
        ...r,
        id: Number(r.id),
        attempts: Number(r.attempts),
        maxAttempts: Number(r.maxAttempts),
      }));
    },

    /**
     * A job whose lease ran out on its last attempt will not be claimed again: it is dead,
     * with the reason, for an admin to retry.
     */
    async buryAbandoned(): Promise<number> {
      const rows = await all<{ id: number }>(sql`
        update jobs set status = 'dead', finished_at = now(), locked_until = null,
          last_error = coalesce(last_error || ' / ', '') || 'The instance running it stopped before it finished.'
        where status = 'running' and locked_until < now() and attempts >= max_attempts
        returning id`);
      return rows.length;
    },

    // The results below apply only while this runner still holds the claim it made (same
    // attempt, still running): a runner that overran its lease does not overwrite the
    // instance that took the job over.

    async markDone(id: number, attempt: number): Promise<void> {
      await all(sql`
        update jobs set status = 'done', finished_at = now(), locked_until = null, last_error = null
        where id = ${id} and attempts = ${attempt} and status = 'running'`);
    },

    async markRetry(id: number, attempt: number, error: string, delaySeconds: number) {
      await all(sql`
        update jobs set status = 'queued', locked_until = null, last_error = ${error},
          run_at = now() + make_interval(secs => ${delaySeconds}::float8)
        where id = ${id} and attempts = ${attempt} and status = 'running'`);
    },

    async markDead(id: number, attempt: number, error: string): Promise<void> {
      await all(sql`
        update jobs set status = 'dead', finished_at = now(), locked_until = null, last_error = ${error}
        where id = ${id} and attempts = ${attempt} and status = 'running'`);
    },

    /** A dead job queued again with a fresh set of attempts; false when it is not dead. */
    async requeueDead(id: number): Promise<boolean> {
      const rows = await all<{ id: number }>(sql`
        update jobs set status = 'queued', attempts = 0, run_at = now(), finished_at = null
        where id = ${id} and status = 'dead'
        returning id`);
      return rows.length > 0;
    },

    async dead(limit: number): Promise<DeadJob[]> {
      const rows = await all<{
        id: number;
        kind: string;
        attempts: number;
        last_error: string | null;
        created_at: Date | string;
        finished_at: Date | string | null;
      }>(sql`
        select id, kind, attempts, last_error, created_at, finished_at from jobs
        where status = 'dead' order by finished_at desc, id desc limit ${limit}`);
      return rows.map((r) => ({
        id: Number(r.id),
        kind: r.kind,
        attempts: Number(r.attempts),
        lastError: r.last_error,
        createdAt: iso(r.created_at)!,
        finishedAt: iso(r.finished_at),
      }));
    },

    /** When a job of this kind last gave up (used all its attempts); null if none has. */
    async lastDeadAt(kind: string): Promise<string | null> {
      const [row] = await all<{ at: Date | string | null }>(sql`
        select max(finished_at) as at from jobs where kind = ${kind} and status = 'dead'`);
      return iso(row?.at ?? null);
    },

    async counts(): Promise<{ queued: number; running: number; dead: number }> {
      const [row] = await all<{ queued: number; running: number; dead: number }>(sql`
        select count(*) filter (where status = 'queued')::int as queued,
          count(*) filter (where status = 'running')::int as running,
          count(*) filter (where status = 'dead')::int as dead
        from jobs where status <> 'done'`);
      return {
        queued: Number(row!.queued),
        running: Number(row!.running),
        dead: Number(row!.dead),
      };
    },

    /** Finished work is kept a day (what ran, when), failed work a month. */
    async purgeFinished(): Promise<void> {
      await all(sql`
        delete from jobs where (status = 'done' and finished_at < now() - interval '1 day')
          or (status = 'dead' and finished_at < now() - interval '30 days')`);
    },
  };
}
