import { randomBytes } from 'node:crypto';
import { createServer, Socket, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { openDatabase, queryRows } from '@shop/db';
import { registerRequestSchema } from '@shop/contract';
import { migrateDatabase } from '../src/database.ts';
import { createServices } from '../src/services.ts';
import { randomToken, tokenDigest } from '../src/lib/crypto.ts';
import { fixturePasswordHash, registration, TEST_ENGINE, testConfig } from './helpers.ts';
import { CARD, NV, PRICED_PRODUCTS, type FixtureProduct } from './order-fixtures.ts';
import { adminStatement } from './postgres-admin.ts';
import { startServerProcess, waitForHealth, type ServerProcess } from './server-process.ts';
import { seedDemoCatalogue } from '../src/demo/seed.ts';

/**
 * Many instances, one database: two server processes on one fresh
 * PostgreSQL database share sessions, checkouts, rate limits and background jobs; and while
 * the database is cut off (a TCP proxy between them and PostgreSQL, closed) every call
 * answers 503 with Retry-After and both recover by themselves when it is back. Runs once, in
 * the PGlite project, when TEST_DATABASE_URL names a PostgreSQL server (CI's `npm test`).
 */
const ADMIN_URL = process.env.TEST_DATABASE_URL;
const SECRET = 'instances-test-secret-that-is-long-enough-0123';

/** A TCP proxy to PostgreSQL that can be cut (connections destroyed, new ones refused). */
function databaseProxy(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = new Socket();
        upstream.connect(Number(target.port || 5432), target.hostname);
        for (const [a, b] of [
          [client, upstream],
          [upstream, client],
        ] as const) {
          sockets.add(a);
          a.on('error', () => b.destroy());
          a.on('close', () => {
            sockets.delete(a);
            b.destroy();
          });
          a.pipe(b);
        }
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as { port: number }).port;
        resolve();
      });
    });
  return {
    listen,
    get port() {
      return port;
    },
    async cut() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

describe.skipIf(!ADMIN_URL || TEST_ENGINE !== 'pglite')('two instances on one PostgreSQL', () => {
  const name = `shop_instances_${process.pid}_${randomBytes(3).toString('hex')}`;
  const directUrl = new URL(ADMIN_URL ?? 'postgres://x');
  directUrl.pathname = `/${name}`;
  const proxy = databaseProxy(directUrl);
  const inbox: string[] = [];
  let smtp: SMTPServer;
  let a: ServerProcess;
  let b: ServerProcess;
  let customer: { email: string; password: string; cookie: string };
  let product: FixtureProduct;

  const call = async (
    server: ServerProcess,
    method: string,
    url: string,
    cookie?: string,
    body?: unknown,
  ) => {
    const res = await fetch(`${server.url}${url}`, {
      method,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        origin: server.url,
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    return {
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      body: (text ? JSON.parse(text) : {}) as Record<string, unknown>,
    };
  };

  /** Reads the test database directly (not through the proxy). */
  async function read<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    const handle = await openDatabase({
      engine: 'postgres',
      url: directUrl.toString(),
      maxConnections: 1,
    });
    try {
      return await queryRows<T>(handle, query);
    } finally {
      await handle.close();
    }
  }

  beforeAll(async () => {
    await adminStatement(ADMIN_URL!, `create database "${name}"`);
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        stream.on('data', () => {});
        stream.on('end', () => {
          inbox.push(...session.envelope.rcptTo.map((r) => r.address));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const smtpPort = (smtp.server.address() as { port: number }).port;

    // The shop's data, written once as its owners write it: migrations, the catalogue and
    // tax table, one verified customer with a session.
    const handle = await openDatabase({ engine: 'postgres', url: directUrl.toString() });
    try {
      await migrateDatabase(handle);
      const services = createServices({
        config: testConfig({ DEMO: 'false', SESSION_SECRET: SECRET }),
        database: handle,
        logger: pino({ level: 'silent' }),
      });
      await services.tax.ensureRates();
      await seedDemoCatalogue(services.catalogue, { images: false });
      const input = registerRequestSchema.parse(registration());
      const user = await handle.transaction(async () => {
        const created = await services.users.createCustomer(input, await fixturePasswordHash());
        await services.users.markVerified(created.id);
        return created;
      });
      const token = randomToken();
      await handle.executor().execute(sql`insert into sessions (id, user_id, expires_at)
        values (${tokenDigest(token, SECRET)}, ${user.id}, now() + interval '7 days')`);
      customer = { email: input.email, password: input.password, cookie: `sid=${token}` };
      product = (await queryRows<FixtureProduct>(handle, PRICED_PRODUCTS))[0]!;
    } finally {
      await handle.close();
    }

    await proxy.listen();
    const viaProxy = new URL(directUrl);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const env = {
      DEMO: 'false',
      // A staging shop: the built-in test provider, on purpose.
      PAYMENTS: 'test',
      SESSION_SECRET: SECRET,
      DATABASE_URL: viaProxy.toString(),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
    };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    await Promise.all([waitForHealth(a), waitForHealth(b)]);
  }, 60_000);

  afterAll(async () => {
    for (const server of [a, b]) if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    await proxy.cut().catch(() => {});
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
    await adminStatement(ADMIN_URL!, `drop database if exists "${name}" with (force)`);
  });

  it('share sessions, checkouts, rate limits and background jobs', async () => {
    // A session made on one instance works on the other.
    const login = await fetch(`${a.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: a.url },
      body: JSON.stringify({ email: customer.email, password: customer.password }),
    });
    expect(login.status).toBe(200);
    const signedIn = /sid=[^;]+/.exec(login.headers.get('set-cookie') ?? '')![0];
    const onB = await call(b, 'GET', '/api/check-auth', signedIn);
    expect(onB.body).toMatchObject({ isAuthenticated: true, user: { email: customer.email } });

    // A checkout started on one finishes on the other.
    const cookie = customer.cookie;
    expect(
      (await call(a, 'POST', '/api/cart/add', cookie, { productId: product.id, quantity: 1 }))
        .status,
    ).toBe(200);
    const intent = await call(a, 'POST', '/api/create-payment-intent', cookie, {
      shippingAddress: NV,
    });
    expect(intent.status, JSON.stringify(intent.body)).toBe(200);
    const paymentIntentId = intent.body.paymentIntentId as string;
    const paid = await call(b, 'POST', '/api/test-payments/confirm', cookie, {
      paymentIntentId,
      ...CARD,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const order = await call(b, 'POST', '/api/orders', cookie, {
      paymentIntentId,
      shippingAddress: NV,
    });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    const again = await call(a, 'POST', '/api/orders', cookie, {
      paymentIntentId,
      shippingAddress: NV,
    });
    const placed = order.body.order as { id: number };
    expect((again.body.order as { id: number }).id).toBe(placed.id);

    // Rate limits count across both: ten wrong passwords for one account, alternating.
    const wrong = {
      email: `target.${randomBytes(3).toString('hex')}@example.com`,
      password: 'Wrong-1',
    };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await call(i % 2 ? b : a, 'POST', '/api/login', undefined, wrong)).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);

    // The order's mail is one job, sent once though both runners poll the queue.
    const deadline = Date.now() + 15_000;
    while (!inbox.includes(customer.email.toLowerCase()) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    // Longer than a poll of both runners: a second delivery would have happened by now.
    await new Promise((r) => setTimeout(r, 2_500));
    expect(inbox.filter((to) => to === customer.email.toLowerCase())).toHaveLength(1);
    const jobs = await read<{ kind: string; key: string; status: string; attempts: number }>(
      sql`select kind, key, status, attempts from jobs order by id`,
    );
    const mailJobs = jobs.filter((j) => j.kind === 'mail.send');
    expect(mailJobs).toHaveLength(1);
    expect(mailJobs[0]).toMatchObject({ status: 'done', attempts: 1 });
    // Both instances scheduled the payment recovery of this minute: it is one job, run once.
    const recoveries = jobs.filter((j) => j.kind === 'payments.recover');
    expect(recoveries.length).toBeGreaterThanOrEqual(1);
    expect(new Set(recoveries.map((j) => j.key)).size).toBe(recoveries.length);
    expect(recoveries.every((j) => j.attempts <= 1)).toBe(true);
  });

  it('answer 503 with Retry-After while the database is cut off, and recover by themselves', async () => {
    const cookie = customer.cookie;
    const statuses: number[] = [];
    let load = true;
    // Requests keep running on both instances while the database goes away and comes back.
    const traffic = [a, b].flatMap((server) =>
      [0, 1, 2].map(async () => {
        while (load) {
          const res = await call(server, 'GET', '/api/cart', cookie).catch(() => ({
            status: 0,
            retryAfter: null,
            body: {},
          }));
          statuses.push(res.status);
        }
      }),
    );
    await new Promise((r) => setTimeout(r, 300));
    await proxy.cut();

    for (const server of [a, b]) {
      const health = await call(server, 'GET', '/api/health');
      expect(health.status).toBe(503);
      expect(health.body).toEqual({ status: 'unavailable', database: 'postgres' });
      for (const url of ['/api/cart', '/api/products', '/api/check-auth']) {
        const res = await call(server, 'GET', url, cookie);
        expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(503);
        expect(res.retryAfter).toBe('5');
        expect(res.body).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
      }
      const write = await call(server, 'POST', '/api/cart/add', cookie, {
        productId: product.id,
        quantity: 1,
      });
      expect(write.status).toBe(503);
    }

    await proxy.listen();
    for (const server of [a, b]) {
      const deadline = Date.now() + 10_000;
      let health = 0;
      while (health !== 200 && Date.now() < deadline) {
        health = (await call(server, 'GET', '/api/health')).status;
        if (health !== 200) await new Promise((r) => setTimeout(r, 100));
      }
      expect(health).toBe(200);
      expect((await call(server, 'GET', '/api/cart', cookie)).status).toBe(200);
    }
    load = false;
    await Promise.all(traffic);

    // Every answer under load was a success or a 503: no 500, no dropped connection.
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(statuses).toContain(503);
    for (const server of [a, b]) {
      expect(server.child.exitCode).toBeNull();
      // No request failed as a fault of ours (the 500 line), nothing went unhandled.
      expect(server.output()).not.toMatch(/request failed|uncaught|unhandled/i);
    }
  });
});
