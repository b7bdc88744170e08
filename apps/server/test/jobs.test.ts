import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { openDatabase, type DatabaseHandle } from '@shop/db';
import type { FailedJobsResponse } from '@shop/contract';
import { createJobsService, type JobsService } from '../src/modules/jobs/jobs.service.ts';
import {
  createTestApp,
  EVERY_PERMISSION,
  TEST_ENGINE,
  testDatabaseUrl,
  type TestApp,
} from './helpers.ts';

/**
 * The job queue (ADR 0003) on the engine under test: retries with back-off, dead jobs and
 * the System page's Retry, recurring slots, and (the reason this file runs on PostgreSQL
 * too) two runners on separate connections never claiming one job.
 */
type Person = { id: number; email: string; cookie: string };
type JobRow = {
  id: number;
  status: string;
  attempts: number;
  last_error: string | null;
  delay: number;
};

const silent = pino({ level: 'silent' });

describe('the job queue', () => {
  let t: TestApp;
  let admin: Person;
  let jobs: JobsService;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createStaff('admin');
    jobs = t.app.services.jobs;
  });
  afterAll(() => t.close());

  const job = async (id: number) =>
    (
      await t.query<JobRow>(sql`
        select id, status, attempts, last_error,
          round(extract(epoch from (run_at - now())))::int as delay
        from jobs where id = ${id}`)
    )[0]!;

  it('queues a job with the write it follows: a rolled-back transaction leaves no job', async () => {
    jobs.define('test.noop', async () => {});
    await expect(
      t.database.transaction(async () => {
        await jobs.enqueue('test.noop', {}, { key: 'rolled-back' });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await t.query(sql`select id from jobs where key = 'rolled-back'`)).toEqual([]);

    const id = await t.database.transaction(() => jobs.enqueue('test.noop', {}, { key: 'kept' }));
    expect(id).toBeTypeOf('number');
    // A key already queued adds nothing.
    expect(await jobs.enqueue('test.noop', {}, { key: 'kept' })).toBeNull();
    expect(await jobs.runDue()).toBeGreaterThanOrEqual(1);
    expect(await job(id!)).toMatchObject({ status: 'done', attempts: 1, last_error: null });
  });

  it('retries a failing job with exponential back-off, then marks it dead with its error', async () => {
    const runs: { payload: unknown; attempt: number; final: boolean }[] = [];
    jobs.define(
      'test.flaky',
      async ({ payload, attempt, final }) => {
        runs.push({ payload, attempt, final });
        throw new Error(`refused on try ${attempt}`);
      },
      { maxAttempts: 3, backoffSeconds: 30 },
    );
    const id = (await jobs.enqueue('test.flaky', { order: 7 }))!;

    await jobs.runDue();
    expect(await job(id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      last_error: 'refused on try 1',
    });
    expect((await job(id)).delay).toBeGreaterThanOrEqual(29);
    expect((await job(id)).delay).toBeLessThanOrEqual(30);
    // Not due yet: a pass leaves it alone.
    await jobs.runDue();
    expect(runs).toHaveLength(1);

    await t.query(sql`update jobs set run_at = now() where id = ${id}`);
    await jobs.runDue();
    expect(await job(id)).toMatchObject({ status: 'queued', attempts: 2 });
    // Twice as long after the second failure.
    expect((await job(id)).delay).toBeGreaterThanOrEqual(59);
    expect((await job(id)).delay).toBeLessThanOrEqual(60);

    await t.query(sql`update jobs set run_at = now() where id = ${id}`);
    await jobs.runDue();
    expect(await job(id)).toMatchObject({
      status: 'dead',
      attempts: 3,
      last_error: 'refused on try 3',
    });
    expect(runs).toEqual([
      { payload: { order: 7 }, attempt: 1, final: false },
      { payload: { order: 7 }, attempt: 2, final: false },
      { payload: { order: 7 }, attempt: 3, final: true },
    ]);
    // Dead is dead: passes do not run it again.
    await jobs.runDue();
    expect(runs).toHaveLength(3);
  });

  it('shows dead jobs to admins, and Retry runs one again with fresh attempts', async () => {
    let fail = true;
    jobs.define(
      'test.retried',
      async () => {
        if (fail) throw new Error('SMTP server said 554 no thanks');
      },
      { maxAttempts: 1 },
    );
    const id = (await jobs.enqueue('test.retried', {}))!;
    await jobs.runDue();

    const list = await t.json<FailedJobsResponse>('GET', '/api/admin/jobs/failed', admin);
    expect(list.status).toBe(200);
    expect(list.body.jobs.find((j) => j.id === id)).toMatchObject({
      kind: 'test.retried',
      attempts: 1,
      lastError: 'SMTP server said 554 no thanks',
    });

    fail = false;
    const retried = await t.json('POST', `/api/admin/jobs/${id}/retry`, admin);
    expect(retried).toEqual({
      status: 200,
      body: { success: true, message: 'The job is queued again.' },
    });
    expect(await job(id)).toMatchObject({ status: 'queued', attempts: 0 });
    await jobs.runDue();
    expect(await job(id)).toMatchObject({ status: 'done', attempts: 1, last_error: null });
    const after = await t.json<FailedJobsResponse>('GET', '/api/admin/jobs/failed', admin);
    expect(after.body.jobs.some((j) => j.id === id)).toBe(false);

    // A job that is not dead (this one is done) cannot be retried.
    expect(await t.json('POST', `/api/admin/jobs/${id}/retry`, admin)).toMatchObject({
      status: 404,
      body: { error: 'No failed job with this number.' },
    });
  });

  it('refuses the failed-job list and Retry to everyone but admins, and bad job numbers', async () => {
    jobs.define('test.dead', async () => Promise.reject(new Error('no')), { maxAttempts: 1 });
    const id = (await jobs.enqueue('test.dead', {}))!;
    await jobs.runDue();
    const manager = await t.createStaff('manager', EVERY_PERMISSION);
    const customer = await t.signUp();
    for (const [method, url] of [
      ['GET', '/api/admin/jobs/failed'],
      ['POST', `/api/admin/jobs/${id}/retry`],
    ] as const) {
      expect((await t.call(method, url)).statusCode, url).toBe(401);
      expect((await t.call(method, url, customer)).statusCode, url).toBe(403);
      expect((await t.call(method, url, manager)).statusCode, url).toBe(403);
    }
    expect((await job(id)).status).toBe('dead');
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect((await t.call('POST', `/api/admin/jobs/${bad}/retry`, admin)).statusCode, bad).toBe(
        400,
      );
    }
    expect((await t.call('POST', '/api/admin/jobs/2147483647/retry', admin)).statusCode).toBe(404);
  });

  it('takes over a job whose runner died (its lease ran out), and buries it after the last attempt', async () => {
    const ran: number[] = [];
    jobs.define('test.orphan', async ({ id }) => void ran.push(id), { maxAttempts: 2 });
    const [orphan] = await t.query<{ id: number }>(sql`
      insert into jobs (kind, status, attempts, max_attempts, locked_until)
      values ('test.orphan', 'running', 1, 2, now() - interval '1 second') returning id`);
    const [lastTry] = await t.query<{ id: number }>(sql`
      insert into jobs (kind, status, attempts, max_attempts, locked_until)
      values ('test.orphan', 'running', 2, 2, now() - interval '1 second') returning id`);
    const [stillHeld] = await t.query<{ id: number }>(sql`
      insert into jobs (kind, status, attempts, max_attempts, locked_until)
      values ('test.orphan', 'running', 1, 2, now() + interval '1 minute') returning id`);
    await jobs.runDue();
    expect(ran).toEqual([orphan!.id]);
    expect(await job(orphan!.id)).toMatchObject({ status: 'done', attempts: 2 });
    expect(await job(lastTry!.id)).toMatchObject({ status: 'dead' });
    expect((await job(lastTry!.id)).last_error).toMatch(/stopped before it finished/);
    expect(await job(stillHeld!.id)).toMatchObject({ status: 'running', attempts: 1 });
  });

  it('schedules a recurring job once per slot, however many instances schedule it', async () => {
    let runs = 0;
    const other = createJobsService({ database: t.database, logger: silent });
    for (const service of [jobs, other]) {
      service.every('test.tick', 60 * 60_000, async () => {
        runs += 1;
      });
    }
    await Promise.all([jobs.runDue(), other.runDue(), jobs.runDue()]);
    const rows = await t.query<{ key: string; status: string }>(
      sql`select key, status from jobs where kind = 'test.tick'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.key).toMatch(/^test\.tick@\d{4}-\d\d-\d\dT\d\d:00:00\.000Z$/);
    expect(rows[0]!.status).toBe('done');
    expect(runs).toBe(1);
  });

  it('keeps finished work a day and failed work a month (the hourly clean-up)', async () => {
    const rows = await t.query<{ id: number }>(sql`
      insert into jobs (kind, status, max_attempts, finished_at) values
        ('test.old', 'done', 1, now() - interval '25 hours'),
        ('test.old', 'done', 1, now() - interval '23 hours'),
        ('test.old', 'dead', 1, now() - interval '31 days'),
        ('test.old', 'dead', 1, now() - interval '29 days')
      returning id`);
    await t.app.services.housekeeping();
    const left = await t.query<{ id: number }>(
      sql`select id from jobs where kind = 'test.old' order by id`,
    );
    expect(left.map((r) => r.id)).toEqual([rows[1]!.id, rows[3]!.id]);
  });

  it('stops gracefully: the job under way finishes, nothing more is claimed', async () => {
    let release!: () => void;
    const started: number[] = [];
    jobs.define('test.slow', async ({ id }) => {
      started.push(id);
      await new Promise<void>((resolve) => (release = resolve));
    });
    const first = (await jobs.enqueue('test.slow', {}))!;
    jobs.start({ pollIntervalMs: 60_000 });
    while (started.length === 0) await new Promise((r) => setTimeout(r, 10));
    const second = (await jobs.enqueue('test.slow', {}))!;
    const stopping = jobs.stop();
    release();
    await stopping;
    expect(started).toEqual([first]);
    expect(await job(first)).toMatchObject({ status: 'done' });
    expect(await job(second)).toMatchObject({ status: 'queued', attempts: 0 });
  });

  it('two runners on their own connections never claim one job', async () => {
    // On PostgreSQL the second runner has its own pool, as a second instance would.
    let second: DatabaseHandle = t.database;
    if (TEST_ENGINE === 'postgres') {
      const url = await testDatabaseUrl(t);
      second = await openDatabase({ engine: 'postgres', url, maxConnections: 5 });
    }
    try {
      const runsOf = new Map<number, number>();
      const handler = async ({ id }: { id: number }) => {
        runsOf.set(id, (runsOf.get(id) ?? 0) + 1);
        // A little work, so the runners' claims overlap.
        await new Promise((r) => setTimeout(r, 2));
      };
      const runners = [
        createJobsService({ database: t.database, logger: silent }),
        createJobsService({ database: t.database, logger: silent }),
        createJobsService({ database: second, logger: silent }),
        createJobsService({ database: second, logger: silent }),
      ];
      for (const runner of runners) runner.define('test.once', handler);
      jobs.define('test.once', handler);
      const ids: number[] = [];
      for (let i = 0; i < 120; i++) ids.push((await jobs.enqueue('test.once', { i }))!);

      const ran = await Promise.all(runners.map((runner) => runner.runDue()));
      expect(ran.reduce((a, b) => a + b, 0)).toBe(ids.length);
      expect([...runsOf.values()].every((n) => n === 1)).toBe(true);
      expect([...runsOf.keys()].sort((a, b) => a - b)).toEqual(ids);
      if (TEST_ENGINE === 'postgres') {
        // Each instance took a share: the claims really ran side by side.
        expect(ran.filter((n) => n > 0).length).toBeGreaterThan(1);
      }
      const [counts] = await t.query<{ done: number; attempts: number }>(sql`
        select count(*)::int as done, sum(attempts)::int as attempts from jobs
        where kind = 'test.once' and status = 'done'`);
      expect(counts).toEqual({ done: ids.length, attempts: ids.length });
    } finally {
      if (second !== t.database) await second.close();
    }
  });
});
