/**
 * npm run bench [-- --seconds 5 --connections 10 --engine pglite|postgres]
 *
 * Load numbers for the hot paths, against a real server in this process on loopback:
 * health (database ping), check-auth with a session cookie (the session lookup every API
 * call pays), the customer profile, and login (dominated by scrypt on purpose).
 * Uses an in-memory PGlite, or BENCH_DATABASE_URL (a database that can be wiped) with
 * --engine postgres. Every run is bounded in time.
 */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { openDatabase, runMigrations } from '@shop/db';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config/env.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    engine: { type: 'string', default: 'pglite' },
  },
});
const duration = Math.min(Number(values.seconds), 30);
const connections = Math.min(Number(values.connections), 100);

const url = process.env.BENCH_DATABASE_URL;
if (values.engine === 'postgres' && !url)
  throw new Error('--engine postgres needs BENCH_DATABASE_URL');
const database =
  values.engine === 'postgres'
    ? await openDatabase({ engine: 'postgres', url: url! })
    : await openDatabase({ engine: 'pglite' });
await runMigrations(database);

const config = loadConfig({
  DEMO: 'false',
  SESSION_SECRET: 'bench-secret-bench-secret-bench-secret',
  LOG_LEVEL: 'silent',
  PORT: '3999',
});
const unlimited = { max: 1_000_000, timeWindow: 60_000 };
const app = await buildApp({
  config,
  database,
  logger: false,
  webDist: null,
  rateLimits: {
    login: unlimited,
    loginPerAddress: unlimited,
    register: unlimited,
    passwordReset: unlimited,
  },
  printMail: () => {},
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const password = 'bench-password-1';
const email = `bench-${Date.now()}@example.com`;
await app.services.users.upsertAdmin(email, password, { firstName: 'Bench', lastName: 'User' });
const login = await fetch(`${address}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email, password }),
});
const cookie = login.headers.get('set-cookie')!.split(';')[0]!;

type Case = {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
};
const cases: Case[] = [
  { name: 'GET /api/health', path: '/api/health' },
  { name: 'GET /api/check-auth (signed in)', path: '/api/check-auth', headers: { cookie } },
  { name: 'GET /api/customer/profile', path: '/api/customer/profile', headers: { cookie } },
  {
    name: 'POST /api/login (scrypt)',
    path: '/api/login',
    method: 'POST',
    body: JSON.stringify({ email, password }),
    headers: { 'content-type': 'application/json' },
  },
];

const rows: string[] = [];
for (const c of cases) {
  const result = await autocannon({
    url: `${address}${c.path}`,
    method: c.method ?? 'GET',
    headers: c.headers ?? {},
    ...(c.body ? { body: c.body } : {}),
    connections,
    duration,
  });
  const errors = result.non2xx + result.errors;
  rows.push(
    `| ${c.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${errors} |`,
  );
}
await app.close();
await database.close();

console.log(`\n${database.engine}, ${connections} connections, ${duration} s each\n`);
console.log('| call | req/s | p50 ms | p99 ms | errors |');
console.log('|---|---|---|---|---|');
for (const r of rows) console.log(r);
