import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { DomainError, isDatabaseUnreachable } from '../lib/errors.ts';
import { DATABASE_UNREACHABLE_MESSAGE, registerErrorHandler } from './error-handler.ts';

/** The error a query gets from node-postgres against `port`, wrapped as Drizzle wraps it. */
async function queryError(port: number, options: Partial<pg.PoolConfig> = {}): Promise<Error> {
  const pool = new pg.Pool({
    host: '127.0.0.1',
    port,
    user: 'x',
    database: 'x',
    connectionTimeoutMillis: 300,
    ...options,
  });
  pool.on('error', () => {});
  try {
    await pool.query('select 1');
  } catch (err) {
    return new DrizzleQueryError('select 1', [], err as Error);
  } finally {
    await pool.end().catch(() => {});
  }
  throw new Error('the query did not fail');
}

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
  );

describe('database errors in the error handler', () => {
  const servers: Server[] = [];
  const errors: Record<string, Error> = {};

  beforeAll(async () => {
    // Refused: a port nothing listens on (taken and let go).
    const closed = createServer();
    const closedPort = await listen(closed);
    await new Promise((r) => closed.close(r));
    errors.refused = await queryError(closedPort);
    // Reset: a server that drops every connection as it comes.
    const dropping = createServer((socket) => socket.destroy());
    servers.push(dropping);
    errors.dropped = await queryError(await listen(dropping));
    // Pool timeout: a server that accepts and never answers.
    const silent = createServer(() => {});
    servers.push(silent);
    errors.timeout = await queryError(await listen(silent));
  });
  afterAll(() => {
    for (const server of servers) server.close();
  });

  const shutdown = (code: string, message: string) =>
    new DrizzleQueryError('select 1', [], Object.assign(new Error(message), { code }));

  it('knows what says the database is out of reach, however it is wrapped', () => {
    expect(isDatabaseUnreachable(errors.refused)).toBe(true);
    expect(isDatabaseUnreachable(errors.dropped)).toBe(true);
    expect(isDatabaseUnreachable(errors.timeout)).toBe(true);
    expect(
      isDatabaseUnreachable(
        shutdown('57P01', 'terminating connection due to administrator command'),
      ),
    ).toBe(true);
    expect(isDatabaseUnreachable(shutdown('57P03', 'the database system is starting up'))).toBe(
      true,
    );
    expect(isDatabaseUnreachable(shutdown('08006', 'connection failure'))).toBe(true);
    expect(isDatabaseUnreachable(new Error('Connection terminated'))).toBe(true);
    // A query's own faults are not an outage.
    expect(isDatabaseUnreachable(shutdown('23505', 'duplicate key value'))).toBe(false);
    expect(isDatabaseUnreachable(shutdown('42P01', 'relation "x" does not exist'))).toBe(false);
    expect(isDatabaseUnreachable(new TypeError('x is undefined'))).toBe(false);
  });

  it('answers 503 with Retry-After for an unreachable database, and 500 for a bug', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    let thrown: unknown;
    app.get('/', async () => {
      throw thrown;
    });
    for (const err of [
      errors.refused,
      errors.dropped,
      errors.timeout,
      shutdown('57P01', 'terminating connection due to administrator command'),
    ]) {
      thrown = err;
      const res = await app.inject('/');
      expect(res.statusCode, String(err)).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        error: DATABASE_UNREACHABLE_MESSAGE,
        code: 'DATABASE_UNAVAILABLE',
      });
      // Nothing of the connection (address, port, SQL) reaches the client.
      expect(res.body).not.toMatch(/127\.0\.0\.1|select|ECONN/);
    }
    thrown = new DomainError('unavailable', 'The database does not answer.');
    expect((await app.inject('/')).headers['retry-after']).toBe('5');
    thrown = new TypeError('x is undefined');
    const bug = await app.inject('/');
    expect(bug.statusCode).toBe(500);
    expect(bug.headers['retry-after']).toBeUndefined();
    await app.close();
  });
});
