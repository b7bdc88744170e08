/**
 * npm run bench -- --startup [--engine postgres|pglite] [--runs 5] [--settle 5] [--source] [--demo]
 *
 * Start and idle memory of the server process as `npm start` runs it (the built server,
 * plain node), not of a server inside the bench: each run spawns it, times spawn ->
 * GET /api/health 200, lets it settle idle for --settle seconds, reads its resident set
 * (RSS) and stops it with SIGTERM. The first start migrates the (wiped) database and is not
 * counted: the runs measure a restart, what a deploy or a crash recovery waits for.
 * --source runs the TypeScript source through tsx instead, to see what the build saves.
 * Each run then serves a few storefront pages and calls and reads the RSS again after the same
 * idle time: the memory of a shop that has answered someone, not only of one just started.
 * --demo starts the demo shop a newcomer's `npm start` serves (seeded on the first start)
 * instead of an empty production shop.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@shop/db';
import { freePort } from '../free-port.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BUILT = path.join(ROOT, 'apps/server/dist/server.js');
const SOURCE = path.join(ROOT, 'apps/server/src/server.ts');

export type StartupOptions = {
  engine: 'pglite' | 'postgres';
  runs: number;
  settleSeconds: number;
  source: boolean;
  demo: boolean;
};

type Run = { healthyMs: number; rssMb: number; servedRssMb: number };

/** What a first visitor's browser asks for: the home page, the product list and a product. */
const FIRST_VISIT = [
  '/',
  '/products',
  '/api/products?limit=12',
  '/api/categories',
  '/api/products?limit=12&sort=price-low',
];

/** The resident set of a process, from /proc on Linux, from ps elsewhere. */
function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    if (kb) return Number(kb) / 1024;
  } catch {
    // not Linux
  }
  const ps = spawnSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' });
  return Number(ps.stdout.trim()) / 1024;
}

async function startOnce(env: Record<string, string>, options: StartupOptions): Promise<Run> {
  const port = await freePort();
  const args = options.source ? ['--import', 'tsx', SOURCE] : ['--enable-source-maps', BUILT];
  const began = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      ...env,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (d: Buffer) => (errors += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  try {
    let healthyMs = 0;
    while (healthyMs === 0) {
      if (child.exitCode !== null) throw new Error(`the server exited:\n${errors}`);
      if (performance.now() - began > 60_000) throw new Error(`not healthy in 60 s:\n${errors}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (res.status === 200) healthyMs = performance.now() - began;
      } catch {
        // not listening yet
      }
      if (healthyMs === 0) await new Promise((r) => setTimeout(r, 10));
    }
    await new Promise((r) => setTimeout(r, options.settleSeconds * 1000));
    const idleRss = rssMb(child.pid!);
    for (let round = 0; round < 4; round++) {
      for (const url of FIRST_VISIT) {
        const res = await fetch(`http://127.0.0.1:${port}${url}`);
        if (!res.ok) throw new Error(`${url} answered ${res.status}:\n${errors}`);
        await res.arrayBuffer();
      }
    }
    await new Promise((r) => setTimeout(r, options.settleSeconds * 1000));
    return { healthyMs, rssMb: idleRss, servedRssMb: rssMb(child.pid!) };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

export async function benchStartup(options: StartupOptions): Promise<string> {
  const env: Record<string, string> = options.demo
    ? // What `npm install && npm start` serves a newcomer: the demo shop on its defaults.
      { LOG_LEVEL: 'warn', HOST: '127.0.0.1' }
    : {
        // A production shop: no demo catalogue to draw, the test provider chosen on purpose.
        NODE_ENV: 'production',
        DEMO: 'false',
        PAYMENTS: 'test',
        SESSION_SECRET: 'bench-secret-bench-secret-bench-secret',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
      };
  if (!options.source) {
    // As `npm start` does: the server is built first when it is missing or stale.
    const build = spawnSync(process.execPath, ['scripts/build-if-needed.mjs', '--server'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('the server build failed');
  }
  let dataDir: string | undefined;
  if (options.engine === 'postgres') {
    const url = process.env.BENCH_DATABASE_URL;
    if (!url) throw new Error('--engine postgres needs BENCH_DATABASE_URL');
    const database = await openDatabase({ engine: 'postgres', url, maxConnections: 1 });
    // A bench database is wiped, so every run starts from the same state.
    await database
      .executor()
      .execute(
        sql`drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public`,
      );
    await database.close();
    env.DATABASE_URL = url;
  } else {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-startup-'));
    env.DATA_DIR = dataDir;
  }
  try {
    const first = await startOnce(env, { ...options, settleSeconds: 0 });
    const runs: Run[] = [];
    for (let i = 0; i < options.runs; i++) runs.push(await startOnce(env, options));
    const mean = (pick: (r: Run) => number) => runs.reduce((s, r) => s + pick(r), 0) / runs.length;
    const max = (pick: (r: Run) => number) => Math.max(...runs.map(pick));
    return [
      `### Start and idle memory (${options.engine}, ${options.demo ? 'the demo shop' : 'an empty production shop'}, ${options.source ? 'TypeScript source through tsx' : 'built server, plain node'}, ${options.runs} runs)\n`,
      '| measure | mean | worst |',
      '|---|---|---|',
      `| spawn -> /api/health 200 (ms) | ${Math.round(mean((r) => r.healthyMs))} | ${Math.round(max((r) => r.healthyMs))} |`,
      `| RSS after ${options.settleSeconds} s idle (MB) | ${Math.round(mean((r) => r.rssMb))} | ${Math.round(max((r) => r.rssMb))} |`,
      `| RSS after a first visit's ${FIRST_VISIT.length * 4} requests and ${options.settleSeconds} s idle (MB) | ${Math.round(mean((r) => r.servedRssMb))} | ${Math.round(max((r) => r.servedRssMb))} |`,
      `\nFirst start (migrating an empty database, not counted): ${Math.round(first.healthyMs)} ms.`,
    ].join('\n');
  } finally {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}
