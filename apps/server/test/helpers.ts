import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, inject as provided } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '@shop/db';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config/env.ts';
import { migrateDatabase } from '../src/database.ts';
import { adminStatement } from './postgres-admin.ts';
import { emptyDatabase } from './empty-database.ts';
import { hashPassword, randomToken, tokenDigest } from '../src/lib/crypto.ts';
import { registerRequestSchema } from '@shop/contract';
import type { AuthRateLimits } from '../src/modules/auth/auth.routes.ts';
import type { PaymentProvider } from '../src/modules/payments/payment-provider.ts';
import { seedDemoCatalogue } from '../src/demo/seed.ts';

/**
 * API tests build the real app on a real database: PGlite in memory (one per test file,
 * emptied for each app) or, with TEST_ENGINE=postgres, a fresh database per app on the
 * server named by TEST_DATABASE_URL, dropped again on close.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PostgreSQL database each test database is copied from (postgres-template.ts). */
    postgresTemplate: string;
  }
}

export const TEST_ENGINE: 'pglite' | 'postgres' =
  process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';

export const TEST_SESSION_SECRET = 'test-session-secret-that-is-long-enough-0123456789';
export const TEST_PUBLIC_URL = 'http://localhost:3000';
export const DEFAULT_PASSWORD = 'Correct-Horse-9';

/** A manager given every permission there is: still refused what is for admins only. */
export const EVERY_PERMISSION = {
  canViewReports: true,
  canManageProducts: true,
  canManageOrders: true,
  canManageUsers: true,
};

/** Limits so high that no test meets them unless it asks for the real ones. */
const RELAXED_LIMITS: AuthRateLimits = {
  login: { max: 100_000, timeWindow: 60_000 },
  loginPerAddress: { max: 100_000, timeWindow: 60_000 },
  loginFailuresPerAccount: { max: 100_000, timeWindow: 60_000 },
  register: { max: 100_000, timeWindow: 60_000 },
  passwordReset: { max: 100_000, timeWindow: 60_000 },
};

export type TestAppOptions = {
  /** Environment on top of the test defaults; undefined removes a default. */
  env?: Record<string, string | undefined>;
  /** 'default' uses the app's production limits; otherwise limits no test reaches. */
  rateLimits?: 'default' | Partial<AuthRateLimits>;
  /** Starts the job runner, polling this often; by default tests run passes themselves. */
  jobPollIntervalMs?: number;
  /** Collects the app's log lines (JSON) here instead of discarding them. */
  logLines?: string[];
  /** A payment provider instead of the one the settings choose (Stripe against a stand-in). */
  paymentProvider?: PaymentProvider;
  /** The installations' clock (booking, completing) instead of the real time. */
  clock?: () => Date;
  /** A built web app to serve (none by default). */
  webDist?: string;
  /** The level of those lines (info by default; debug adds one line per request). */
  logLevel?: 'info' | 'debug';
};

/**
 * Who makes a request: a person (their session cookie, or a guest's session id), a Cookie
 * header value, or nobody (a visitor without a session).
 */
export type Who = { cookie?: string | undefined; guest?: string | undefined } | string | undefined;

/** A request as someone, with an optional JSON body: the arguments of `t.call`. */
export type CallArgs = [
  method: 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE',
  url: string,
  who?: Who,
  payload?: unknown,
];

function headersOf(who: Who): Record<string, string> {
  if (who === undefined) return {};
  if (typeof who === 'string') return { cookie: who };
  return {
    ...(who.cookie ? { cookie: who.cookie } : {}),
    ...(who.guest ? { 'x-session-id': who.guest } : {}),
  };
}

export type LinkKind = 'verify' | 'reset';
export type MailLink = { url: string; token: string };

// ---------------------------------------------------------------------------------------
// Databases

// One PGlite per test worker, for its whole life: the API projects run with isolate: false
// (vitest.config.ts), so opening it (a WASM instance and every migration, seconds) is paid
// once per worker instead of once per file. Each app empties it first.
let sharedPglite: Promise<DatabaseHandle> | undefined;
let pgliteInUse = false;
/** The apps a test file opened and has not closed: test/setup.ts closes them after the file. */
const openApps = new Set<TestApp>();

/** Rows of a raw query, whichever driver ran it. */
export async function rows<T = Record<string, unknown>>(
  database: DatabaseHandle,
  query: SQL,
): Promise<T[]> {
  const result = (await database.executor().execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export type OwnedDatabase = { handle: DatabaseHandle; release: () => Promise<void> };

export async function openTestDatabase(): Promise<OwnedDatabase> {
  if (TEST_ENGINE === 'pglite') {
    if (pgliteInUse) {
      throw new Error(
        'This test file already has an open test app on its PGlite database: close it first.',
      );
    }
    sharedPglite ??= openDatabase({ engine: 'pglite' }).then(async (handle) => {
      await migrateDatabase(handle);
      return handle;
    });
    const handle = await sharedPglite;
    await emptyDatabase(handle);
    pgliteInUse = true;
    return {
      handle,
      release: async () => {
        pgliteInUse = false;
      },
    };
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  const name = `shop_test_${process.pid}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = (statement: string) => adminStatement(adminUrl, statement);
  // A copy of the database test/postgres-template.ts migrated once for the run: a file copy
  // instead of every migration for each app.
  await admin(`create database "${name}" template "${provided('postgresTemplate')}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ engine: 'postgres', url: url.toString(), maxConnections: 5 });
  return {
    handle,
    release: async () => {
      await handle.close();
      await admin(`drop database if exists "${name}" with (force)`);
    },
  };
}

/** The connection URL of a PostgreSQL test app's own database. */
export async function testDatabaseUrl(t: { query: TestApp['query'] }): Promise<string> {
  const [row] = await t.query<{ db: string }>(sql`select current_database() as db`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${row!.db}`;
  return url.toString();
}

/**
 * A second connection to a PostgreSQL test app's database, for races the app's own pool
 * cannot stage (a transaction left open while a request runs). PostgreSQL only.
 */
export async function secondSession(t: { query: TestApp['query'] }): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: await testDatabaseUrl(t) });
  await client.connect();
  return client;
}

/**
 * Resolves once another session waits for a lock `holder` (a second session, PostgreSQL) holds:
 * the request or statement under test has reached the row and is blocked there, which a race
 * test needs before `holder` commits. Polls pg_locks (live, unlike pg_stat_activity's
 * per-transaction snapshot), so it can ask through `holder` inside its open transaction. Also
 * resolves when `pending` settles first: that work did not wait, and its result says so.
 */
export async function blockedBy(
  holder: pg.Client,
  pending: Promise<unknown>,
  timeoutMs = 10_000,
): Promise<void> {
  let settled = false;
  void pending.then(
    () => (settled = true),
    () => (settled = true),
  );
  const deadline = Date.now() + timeoutMs;
  while (!settled) {
    const { rows: waiting } = await holder.query<{ n: number }>(
      `select count(*)::int as n from pg_locks
       where not granted and pg_backend_pid() = any(pg_blocking_pids(pid))`,
    );
    if (waiting[0]!.n > 0) return;
    if (Date.now() > deadline) throw new Error(`nothing waited for the lock in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

// ---------------------------------------------------------------------------------------
// Data

let emailCounter = 0;
/** A fresh address for every call, so tests never collide. */
export function uniqueEmail(prefix = 'user'): string {
  emailCounter += 1;
  return `${prefix}.${emailCounter}.${randomBytes(3).toString('hex')}@example.com`;
}

/** A complete, valid personal registration; override any field. */
export function registration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    accountType: 'personal',
    email: uniqueEmail(),
    password: DEFAULT_PASSWORD,
    firstName: 'Pat',
    lastName: 'Customer',
    phone: '(702) 555-0100',
    address: '1 Main Street',
    city: 'Las Vegas',
    state: 'NV',
    zipCode: '89101',
    country: 'United States',
    termsAccepted: true,
    ...overrides,
  };
}

/** The `sid=...` pair from a response's Set-Cookie, ready for a Cookie header. */
export function cookieHeader(response: LightMyRequestResponse): string {
  const sid = response.cookies.find((c) => c.name === 'sid');
  if (!sid) throw new Error(`no session cookie in the response (status ${response.statusCode})`);
  return `sid=${sid.value}`;
}

export function testConfig(env: Record<string, string | undefined> = {}): Config {
  const merged: Record<string, string | undefined> = {
    NODE_ENV: 'test',
    DEMO: 'true',
    SESSION_SECRET: TEST_SESSION_SECRET,
    PUBLIC_URL: TEST_PUBLIC_URL,
    LOG_LEVEL: 'silent',
    // Files (product pictures) go to a folder of this test process, never the repository's data/.
    DATA_DIR: path.join(tmpdir(), `shop-api-test-${process.pid}`),
    // A test shop takes no real payments (a shop outside demo mode must say so); a test
    // that gives Stripe keys gets Stripe.
    ...(env.STRIPE_SECRET_KEY ? {} : { PAYMENTS: 'test' }),
    ...env,
  };
  return loadConfig(merged as NodeJS.ProcessEnv);
}

// ---------------------------------------------------------------------------------------
// The app

type AppHelpers = Awaited<ReturnType<typeof startApp>>;

export interface TestApp extends AppHelpers {
  /** Closes the app and gives back (PGlite) or drops (PostgreSQL) its database. */
  close(): Promise<void>;
  /** A second start of the server on the same, unemptied database. */
  restart(options?: TestAppOptions): Promise<TestApp>;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  try {
    return withLifecycle(database, await startApp(database, options));
  } catch (err) {
    await database.release();
    throw err;
  }
}

function withLifecycle(database: OwnedDatabase, helpers: AppHelpers): TestApp {
  const testApp: TestApp = {
    ...helpers,
    async close() {
      openApps.delete(testApp);
      await helpers.app.close();
      await database.release();
    },
    async restart(options: TestAppOptions = {}) {
      openApps.delete(testApp);
      await helpers.app.close();
      return withLifecycle(database, await startApp(database, options));
    },
  };
  openApps.add(testApp);
  return testApp;
}

/** Closes what a test file left open (it failed before its own afterAll, or has none). */
export async function closeLeftoverApps(): Promise<void> {
  for (const app of [...openApps]) await app.close();
}

// ---------------------------------------------------------------------------------------
// Fixtures: users and sessions inserted directly

const passwordHashes = new Map<string, Promise<string>>();
/**
 * The scrypt hash of a password, made once per test process: a fixture user is inserted
 * with it, so only the tests about registration and sign-in pay for hashing.
 */
export function fixturePasswordHash(password: string = DEFAULT_PASSWORD): Promise<string> {
  let hash = passwordHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    passwordHashes.set(password, hash);
  }
  return hash;
}

async function startApp(database: OwnedDatabase, options: TestAppOptions) {
  const config = testConfig(options.env);
  const mailLines: string[] = [];
  const app = await buildApp({
    config,
    database: database.handle,
    logger: options.logLines
      ? {
          level: options.logLevel ?? 'info',
          stream: { write: (line: string) => void options.logLines!.push(line) },
        }
      : false,
    webDist: options.webDist ?? null,
    rateLimits:
      options.rateLimits === 'default' ? {} : { ...RELAXED_LIMITS, ...options.rateLimits },
    leadRateLimits:
      options.rateLimits === 'default'
        ? {}
        : {
            contact: { max: 100_000, timeWindow: 60_000 },
            survey: { max: 100_000, timeWindow: 60_000 },
          },
    ...(options.rateLimits === 'default'
      ? {}
      : { rmaFilingRateLimit: { max: 100_000, timeWindow: 60_000 } }),
    printMail: (line) => mailLines.push(line),
    jobs: options.jobPollIntervalMs ? { pollIntervalMs: options.jobPollIntervalMs } : false,
    ...(options.paymentProvider ? { paymentProvider: options.paymentProvider } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  await app.ready();

  // Some calls finish their work after replying (forgot password, resend verification);
  // tests see the state once it is done, as a person reading their mail a moment later would.
  const inject = async (opts: InjectOptions) => {
    const response = await app.inject(opts);
    await app.services.background.idle();
    return response;
  };
  const query = <T = Record<string, unknown>>(q: SQL) => rows<T>(database.handle, q);

  /** A request as someone (see Who). */
  const call = (...[method, url, who, payload]: CallArgs) =>
    inject({
      method,
      url,
      headers: headersOf(who),
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  /** A request as someone, its status and its JSON body. */
  async function json<T = Record<string, unknown>>(...args: CallArgs) {
    const response = await call(...args);
    return { status: response.statusCode, body: response.json() as T };
  }

  async function latestLink(email: string, kind: LinkKind): Promise<MailLink> {
    const to = email.trim().toLowerCase();
    const mailKind = kind === 'verify' ? 'verify_email' : 'reset_password';
    const pattern =
      kind === 'verify'
        ? // With where to return after signing in, when the registration said.
          /https?:\/\/\S+\/verify\/([\w-]+)(?:\?redirect=[^\s"<>]+)?/
        : /https?:\/\/\S+\?token=([^\s&]+)/;
    // Forgot-password and resend mail is written after the reply (timing defence).
    await app.services.background.idle();
    const outbox = await app.services.mail.recent(500);
    for (const row of outbox) {
      if (row.toAddress !== to || row.kind !== mailKind || !row.textBody) continue;
      const match = pattern.exec(row.textBody);
      if (match) return { url: match[0], token: decodeURIComponent(match[1]!) };
    }
    // Delivered mail has its body cleared; the demo console lines still show the link.
    let recipient: string | undefined;
    let found: MailLink | undefined;
    for (const line of mailLines) {
      const header = /^\[demo outbox\] to (\S+):/.exec(line);
      if (header) recipient = header[1];
      const match = pattern.exec(line);
      if (match && recipient === to)
        found = { url: match[0], token: decodeURIComponent(match[1]!) };
    }
    if (found) return found;
    throw new Error(`no ${kind} link mailed to ${to}`);
  }

  async function register(overrides: Record<string, unknown> = {}) {
    const payload = registration(overrides);
    const response = await inject({ method: 'POST', url: '/api/register', payload });
    return {
      response,
      body: response.json() as Record<string, unknown>,
      email: String(payload.email),
      password: String(payload.password),
    };
  }

  async function verify(email: string) {
    const { token } = await latestLink(email, 'verify');
    const response = await inject({ method: 'GET', url: `/api/verify/${token}` });
    expect(response.statusCode, response.body).toBe(200);
  }

  /** Signs in and returns the Cookie header value of the new session. */
  async function login(email: string, password: string, extra: Record<string, unknown> = {}) {
    const response = await inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password, ...extra },
    });
    expect(response.statusCode, response.body).toBe(200);
    return cookieHeader(response);
  }

  /**
   * A signed-in session for the user, as signing in makes one (the row, the last sign-in),
   * without the password check: the Cookie header value.
   */
  async function sessionFor(userId: number): Promise<string> {
    const token = randomToken();
    await query(sql`insert into sessions (id, user_id, expires_at)
      values (${tokenDigest(token, config.sessionSecret)}, ${userId}, now() + interval '7 days')`);
    await app.services.users.touchLastLogin(userId);
    return `sid=${token}`;
  }

  /**
   * A verified customer, registered as the form would (the registration schema, the users
   * service) but inserted directly, signed in: no mail, no rate limit, and one password hash
   * per run. The real register -> verify -> login journey is register.test.ts's.
   */
  async function signUp(overrides: Record<string, unknown> = {}) {
    const payload = registration(overrides);
    const input = registerRequestSchema.parse(payload);
    const passwordHash = await fixturePasswordHash(input.password);
    const row = await database.handle.transaction(async () => {
      const user = await app.services.users.createCustomer(input, passwordHash);
      await app.services.users.markVerified(user.id);
      return user;
    });
    const cookie = await sessionFor(row.id);
    return { email: String(payload.email), password: input.password, cookie, id: row.id };
  }

  /** Creates a verified, active user of any role directly (staff cannot sign up). */
  async function createStaff(role: 'admin' | 'manager', permissions: Record<string, boolean> = {}) {
    const email = uniqueEmail(role);
    const { id } = await app.services.users.upsertAdmin(email, await fixturePasswordHash());
    if (role !== 'admin') {
      await query(
        sql`update users set role = ${role}, permissions = ${JSON.stringify(permissions)}::jsonb where id = ${id}`,
      );
    }
    const cookie = await sessionFor(id);
    return { id, email, password: DEFAULT_PASSWORD, cookie };
  }

  async function checkAuth(cookie?: string) {
    const response = await inject({
      method: 'GET',
      url: '/api/check-auth',
      ...(cookie ? { headers: { cookie } } : {}),
    });
    expect(response.statusCode).toBe(200);
    return response.json() as {
      isAuthenticated: boolean;
      user: null | { id: number; email: string; role: string; permissions: object };
    };
  }

  /**
   * The demo catalogue and the tax table, as a demo start makes them. Pictures cost seconds
   * of drawing, so only tests about pictures ask for them.
   */
  async function seedCatalogue(options: { images?: boolean } = {}) {
    await app.services.tax.ensureRates();
    await seedDemoCatalogue(app.services.catalogue, { images: options.images ?? false });
  }

  /**
   * Products become tracked by serial, as an admin ticks it on the product form: their stock
   * is their available units from now on (none yet: 0), so units can be received.
   */
  async function trackSerials(...productIds: number[]) {
    await database.handle.transaction(() => app.services.catalogue.markSerialTracked(productIds));
  }

  return {
    app,
    config,
    database: database.handle,
    seedCatalogue,
    trackSerials,
    engine: database.handle.engine,
    mailLines,
    inject,
    call,
    json,
    query,
    latestLink,
    register,
    verify,
    login,
    sessionFor,
    signUp,
    createStaff,
    checkAuth,
    cookieHeader,
  };
}
