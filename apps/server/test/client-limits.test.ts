import { connect, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';
import { RMA_FILING_RATE_LIMIT } from '../src/modules/returns/rma-requests.routes.ts';
import { contactForm } from './lead-fixtures.ts';
import { multipart } from './multipart-body.ts';

/**
 * What one client can do to the others (found by an attack run): behind a proxy,
 * a made-up X-Forwarded-For must not buy fresh sign-in attempts; without one, one client's
 * failures must not lock everyone out; a slow client must not hold the server, and a few
 * addresses holding slow connections must not keep everyone else out.
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

/**
 * A shop listening on 127.0.0.1 for a describe block, with raw connections to it: `open`
 * connects (from a loopback address of its own when given one); `closed` tells how long the
 * server kept the connection and what it answered, `ended` whether it is closed yet.
 */
function listeningShop(env: Record<string, string>) {
  const sockets: Socket[] = [];
  let server: TestApp;
  let port: number;
  beforeAll(async () => {
    server = await createTestApp({ env });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as { port: number }).port;
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.destroy();
  });
  afterAll(() => server.close());

  function open(from?: string) {
    const socket = connect({ port, host: '127.0.0.1', ...(from ? { localAddress: from } : {}) });
    sockets.push(socket);
    const openedAt = Date.now();
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('error', () => {});
    const client = {
      socket,
      from,
      ended: false,
      closed: new Promise<{ ms: number; answer: string }>((resolve) =>
        socket.on('close', () => {
          client.ended = true;
          resolve({ ms: Date.now() - openedAt, answer });
        }),
      ),
      ready: new Promise<void>((resolve) => socket.once('connect', () => resolve())),
    };
    return client;
  }

  /** The connections the server holds open. */
  const connections = () =>
    new Promise<number>((resolve, reject) =>
      server.app.server.getConnections((err, count) => (err ? reject(err) : resolve(count))),
    );

  return { open, connections };
}

describe('slow and greedy clients (a real socket)', () => {
  const { open, connections } = listeningShop({
    HEADERS_TIMEOUT_SECONDS: '1',
    REQUEST_TIMEOUT_SECONDS: '2',
    IDLE_TIMEOUT_SECONDS: '1',
    MAX_CONNECTIONS_PER_CLIENT: '3',
  });

  /** Writes `chunk` every `everyMs` until the socket closes. */
  function trickle(socket: Socket, chunk: string, everyMs: number) {
    const timer = setInterval(() => {
      if (!socket.destroyed) socket.write(chunk);
    }, everyMs);
    socket.on('close', () => clearInterval(timer));
  }

  it('headers trickled a line at a time are cut off after HEADERS_TIMEOUT_SECONDS', async () => {
    const client = open();
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
    const client = open();
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
    const silent = open();
    const kept = open();
    await kept.ready;
    kept.socket.write('GET /api/health HTTP/1.1\r\nHost: shop\r\n\r\n');
    const [nothing, idle] = await Promise.all([silent.closed, kept.closed]);
    expect(nothing.ms).toBeLessThan(4000);
    expect(idle.answer).toMatch(/^HTTP\/1\.1 200/);
    expect(idle.ms).toBeLessThan(4000);
  });

  it('one address may hold MAX_CONNECTIONS_PER_CLIENT connections; the next is refused at once', async () => {
    const held = [open(), open(), open()];
    await Promise.all(held.map((c) => c.ready));
    // The client's connect can come before the server has taken the connection in.
    await expect.poll(() => connections(), { interval: 20 }).toBe(3);
    const extra = open();
    const { ms, answer } = await extra.closed;
    expect(answer).toBe('');
    expect(ms).toBeLessThan(800);
    // The ones held were accepted: they still get an answer.
    held[0]!.socket.write('GET /api/health HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n');
    expect((await held[0]!.closed).answer).toMatch(/^HTTP\/1\.1 200/);
    // A connection given back makes room for another.
    held[1]!.socket.destroy();
    await held[1]!.closed;
    const next = open();
    await next.ready;
    next.socket.write('GET /api/health HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n');
    expect((await next.closed).answer).toMatch(/^HTTP\/1\.1 200/);
  });
});

describe('a few addresses cannot take every connection (real sockets)', () => {
  // 12 addresses that would hold 48 connections, against room for 24. The headers timeout is
  // long, so the slow connections stay open for the whole test unless the server closes them.
  const { open, connections } = listeningShop({
    HEADERS_TIMEOUT_SECONDS: '30',
    REQUEST_TIMEOUT_SECONDS: '30',
    IDLE_TIMEOUT_SECONDS: '30',
    MAX_CONNECTIONS: '24',
    MAX_CONNECTIONS_PER_CLIENT: '4',
  });
  const ATTACKERS = Array.from({ length: 12 }, (_, i) => `127.0.0.${i + 11}`);

  /** A request sent whole on a new connection: its answer, or '' if the server refused it. */
  async function ask(from: string) {
    const client = open(from);
    await client.ready;
    client.socket.write('GET /api/health HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n');
    return (await client.closed).answer;
  }

  it('slow-header connections from 12 addresses fill MAX_CONNECTIONS, and new clients still get answers', async () => {
    const slow: ReturnType<typeof open>[] = [];
    // Each connection the server has taken in is either open there or closed by it.
    const settled = async () =>
      (await connections()) + slow.filter((c) => c.ended).length === slow.length;
    // Each attacker opens up to its cap, one address after another, and starts a request
    // whose headers never end.
    for (const address of ATTACKERS) {
      for (let i = 0; i < 4; i += 1) {
        const client = open(address);
        slow.push(client);
        await client.ready;
        client.socket.write('GET /api/health HTTP/1.1\r\nHost: shop\r\nX-Slow: a\r\n');
        await expect.poll(settled, { interval: 10 }).toBe(true);
      }
    }
    await expect.poll(() => connections(), { interval: 20 }).toBe(24);
    // The 24 places are shared out: each attacker is left with 2 of the 4 it opened.
    const held = ATTACKERS.map(
      (address) => slow.filter((c) => c.from === address && !c.ended).length,
    );
    expect(held).toEqual(ATTACKERS.map(() => 2));

    // An attacker that holds as many as the others is refused, not let into another's place.
    const more = open(ATTACKERS[0]);
    expect((await more.closed).answer).toBe('');
    expect(await connections()).toBe(24);

    // Ten clients from other addresses, one after another: every one is answered.
    for (let i = 0; i < 10; i += 1) {
      expect(await ask(`127.0.0.${100 + i}`), `client ${i}`).toMatch(/^HTTP\/1\.1 200/);
    }
    // The server never held more than its 24.
    expect(await connections()).toBeLessThanOrEqual(24);
  });

  it('of the biggest holder, a connection serving a request is the last to be closed', async () => {
    await expect.poll(() => connections(), { interval: 20 }).toBe(0);
    const held: ReturnType<typeof open>[] = [];
    const hold = async (from: string, request: string) => {
      const client = open(from);
      held.push(client);
      await client.ready;
      client.socket.write(request);
      await expect.poll(() => connections(), { interval: 10 }).toBe(held.length);
      return client;
    };
    // The oldest connection of the first address is an upload still under way.
    const upload = await hold(
      '127.0.0.30',
      'POST /api/contact HTTP/1.1\r\nHost: shop\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{',
    );
    for (const from of [
      '127.0.0.30',
      '127.0.0.31',
      '127.0.0.32',
      '127.0.0.33',
      '127.0.0.34',
      '127.0.0.35',
    ]) {
      while (held.filter((c) => c.from === from).length < 4) {
        await hold(from, 'GET /api/health HTTP/1.1\r\nHost: shop\r\n');
      }
    }
    expect(held).toHaveLength(24);
    expect(await ask('127.0.0.60')).toMatch(/^HTTP\/1\.1 200/);
    // The first address gave up its oldest slow connection, not its upload.
    expect(upload.ended).toBe(false);
    expect(held[1]!.ended).toBe(true);
    expect(held.filter((c) => c.ended)).toHaveLength(1);
    upload.socket.write('}');
    expect((await upload.closed).answer).toMatch(/^HTTP\/1\.1 4\d\d/);
  });
});
