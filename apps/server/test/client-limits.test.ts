import { connect, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';
import { RMA_FILING_RATE_LIMIT } from '../src/modules/returns/rma-requests.routes.ts';
import { contactForm } from './lead-fixtures.ts';
import { multipart } from './multipart-body.ts';

/**
 * What one client can do to the others (issue 19, found by an attack run): behind a proxy,
 * a made-up X-Forwarded-For must not buy fresh sign-in attempts; without one, one client's
 * failures must not lock everyone out; a slow client must not hold the server.
 */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const NGINX = '10.0.0.2';
const contact = contactForm();

/** A request as nginx passes it on: $proxy_add_x_forwarded_for appends the client's address. */
const throughNginx = (client: string, sentByClient?: string) => ({
  remoteAddress: NGINX,
  headers: {
    'x-forwarded-for': sentByClient ? `${sentByClient}, ${client}` : client,
  },
});

/** Sign-in attempts on one account, each from `client` through nginx. */
const signInThroughNginx =
  (email: string) => (client: string, password: string, spoofed?: string) =>
    t!.inject({
      method: 'POST',
      url: '/api/login',
      ...throughNginx(client, spoofed),
      payload: { email, password },
    });

describe('behind one nginx', () => {
  const attacker = '198.51.100.7';
  const owner = '198.51.100.8';

  it('TRUST_PROXY=1: a made-up X-Forwarded-For dodges neither the sign-in nor the contact limit, and other clients are not locked out', async () => {
    t = await createTestApp({ rateLimits: 'default', env: { TRUST_PROXY: '1' } });
    const { email, password } = await t.signUp();
    const login = signInThroughNginx(email);
    for (let i = 1; i <= 10; i += 1) {
      const res = await login(attacker, `Wrong-Guess-${i}`, `203.0.113.${i}`);
      expect(res.statusCode, `attempt ${i}`).toBe(401);
    }
    expect((await login(attacker, password, '203.0.113.200')).statusCode).toBe(429);
    // The owner of the account, from their own address, signs in.
    expect((await login(owner, password)).statusCode).toBe(200);

    const send = (client: string, spoofed?: string) =>
      t!.inject({
        method: 'POST',
        url: '/api/contact',
        ...throughNginx(client, spoofed),
        payload: contact,
      });
    for (let i = 1; i <= 10; i += 1) {
      expect((await send(attacker, `192.0.2.${i}`)).statusCode, `contact ${i}`).toBe(201);
    }
    expect((await send(attacker, '192.0.2.200')).statusCode).toBe(429);
    expect((await send(owner)).statusCode).toBe(201);
  });

  it.each([NGINX, '10.0.0.0/24'])(
    'TRUST_PROXY=%s (the proxy\u2019s address): the same, shown on a sign-in limit of 2',
    async (trustProxy) => {
      t = await createTestApp({
        rateLimits: { login: { max: 2, timeWindow: 60_000 } },
        env: { TRUST_PROXY: trustProxy },
      });
      const { email, password } = await t.signUp();
      const login = signInThroughNginx(email);
      expect((await login(attacker, 'Wrong-Guess-1', '203.0.113.1')).statusCode).toBe(401);
      expect((await login(attacker, 'Wrong-Guess-2', '203.0.113.2')).statusCode).toBe(401);
      expect((await login(attacker, password, '203.0.113.3')).statusCode).toBe(429);
      expect((await login(owner, password)).statusCode).toBe(200);
      // A client that reaches the shop directly, not through the proxy, is not believed.
      const direct = await t.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: attacker,
        headers: { 'x-forwarded-for': owner },
        payload: { email, password },
      });
      expect(direct.statusCode).toBe(429);
    },
  );
});

describe('without a proxy', () => {
  it('one client\u2019s failures lock neither sign-in nor the contact form for another client', async () => {
    t = await createTestApp({ rateLimits: 'default' });
    const { email, password } = await t.signUp();
    const from = (remoteAddress: string, spoofed?: string) => ({
      remoteAddress,
      headers: spoofed ? { 'x-forwarded-for': spoofed } : {},
    });
    for (let i = 1; i <= 10; i += 1) {
      await t.inject({
        method: 'POST',
        url: '/api/login',
        ...from('203.0.113.60', `10.9.9.${i}`),
        payload: { email, password: `Wrong-Guess-${i}` },
      });
    }
    const login = (remoteAddress: string) =>
      t!.inject({
        method: 'POST',
        url: '/api/login',
        ...from(remoteAddress),
        payload: { email, password },
      });
    expect((await login('203.0.113.60')).statusCode).toBe(429);
    expect((await login('203.0.113.61')).statusCode).toBe(200);

    const send = (remoteAddress: string) =>
      t!.inject({ method: 'POST', url: '/api/contact', ...from(remoteAddress), payload: contact });
    for (let i = 1; i <= 10; i += 1) expect((await send('203.0.113.60')).statusCode).toBe(201);
    expect((await send('203.0.113.60')).statusCode).toBe(429);
    expect((await send('203.0.113.61')).statusCode).toBe(201);
  });
});

describe('a signed-in customer in a loop', () => {
  it('filing return requests over and over is stopped at the hour\u2019s limit, by account, before the body is read', async () => {
    t = await createTestApp({ rateLimits: 'default' });
    const looping = await t.signUp();
    const other = await t.signUp();
    const file = (who: { cookie: string }) => {
      const body = multipart({ unitId: '999999', kind: 'warranty', reason: 'defective' });
      return t!.inject({
        method: 'POST',
        url: '/api/customer/rmas',
        payload: body.payload,
        headers: { ...body.headers, cookie: who.cookie },
      });
    };
    for (let i = 0; i < RMA_FILING_RATE_LIMIT.max; i++) {
      expect((await file(looping)).statusCode).not.toBe(429);
    }
    const stopped = await file(looping);
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // Another account from the same address is not stopped.
    expect((await file(other)).statusCode).not.toBe(429);
  });
});

describe('slow and greedy clients (a real socket)', () => {
  const LIMITS = {
    HEADERS_TIMEOUT_SECONDS: '1',
    REQUEST_TIMEOUT_SECONDS: '2',
    IDLE_TIMEOUT_SECONDS: '1',
    MAX_CONNECTIONS_PER_CLIENT: '3',
  };
  const sockets: Socket[] = [];
  let server: TestApp;
  let port: number;
  beforeAll(async () => {
    server = await createTestApp({ env: LIMITS });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as { port: number }).port;
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.destroy();
  });
  afterAll(() => server.close());

  /** A raw connection; `closed` tells how long the server kept it and what it answered. */
  function open(port: number) {
    const socket = connect(port, '127.0.0.1');
    sockets.push(socket);
    const openedAt = Date.now();
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('error', () => {});
    const closed = new Promise<{ ms: number; answer: string }>((resolve) =>
      socket.on('close', () => resolve({ ms: Date.now() - openedAt, answer })),
    );
    const ready = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    return { socket, closed, ready };
  }

  const connections = () =>
    new Promise<number>((resolve, reject) =>
      server.app.server.getConnections((err, count) => (err ? reject(err) : resolve(count))),
    );

  /** Writes `chunk` every `everyMs` until the socket closes. */
  function trickle(socket: Socket, chunk: string, everyMs: number) {
    const timer = setInterval(() => {
      if (!socket.destroyed) socket.write(chunk);
    }, everyMs);
    socket.on('close', () => clearInterval(timer));
  }

  it('headers trickled a line at a time are cut off after HEADERS_TIMEOUT_SECONDS', async () => {
    const client = open(port);
    await client.ready;
    client.socket.write('GET /api/health HTTP/1.1\r\nHost: shop\r\n');
    trickle(client.socket, 'X-Slow: a\r\n', 200);
    const { ms, answer } = await client.closed;
    expect(ms).toBeGreaterThanOrEqual(900);
    // The limit plus Node's once-a-second check, with room for a busy machine.
    expect(ms).toBeLessThan(4000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('a body trickled a byte at a time is cut off after REQUEST_TIMEOUT_SECONDS', async () => {
    const client = open(port);
    await client.ready;
    client.socket.write(
      'POST /api/contact HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{',
    );
    trickle(client.socket, ' ', 200);
    const { ms } = await client.closed;
    expect(ms).toBeGreaterThanOrEqual(1900);
    expect(ms).toBeLessThan(5000);
  });

  it('a connection that sends nothing, or idles after its answer, is closed', async () => {
    const silent = open(port);
    const kept = open(port);
    await kept.ready;
    kept.socket.write('GET /api/health HTTP/1.1\r\nHost: shop\r\n\r\n');
    const [nothing, idle] = await Promise.all([silent.closed, kept.closed]);
    expect(nothing.ms).toBeLessThan(4000);
    expect(idle.answer).toMatch(/^HTTP\/1\.1 200/);
    expect(idle.ms).toBeLessThan(4000);
  });

  it('one address may hold MAX_CONNECTIONS_PER_CLIENT connections; the next is refused at once', async () => {
    const held = [open(port), open(port), open(port)];
    await Promise.all(held.map((c) => c.ready));
    // The client's connect can come before the server has taken the connection in.
    await expect.poll(() => connections(), { interval: 20 }).toBe(3);
    const extra = open(port);
    const { ms, answer } = await extra.closed;
    expect(answer).toBe('');
    expect(ms).toBeLessThan(800);
    // The ones held were accepted: they still get an answer.
    held[0]!.socket.write('GET /api/health HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n');
    expect((await held[0]!.closed).answer).toMatch(/^HTTP\/1\.1 200/);
    // A connection given back makes room for another.
    held[1]!.socket.destroy();
    await held[1]!.closed;
    const next = open(port);
    await next.ready;
    next.socket.write('GET /api/health HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n');
    expect((await next.closed).answer).toMatch(/^HTTP\/1\.1 200/);
  });
});
