import { createServer, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, PING_TIMEOUT_MS, POOL_CONNECTION_TIMEOUT_MS } from './client.ts';
import { queryRows } from './query-rows.ts';

// A new PGlite runs initdb: seconds of CPU, more on a loaded machine than the default 5 s.
const PGLITE_START_TIMEOUT_MS = 60_000;

describe('ping on PostgreSQL', () => {
  it('answers false within its timeout when the server accepts but never answers', async () => {
    // A hung database (or a network that drops packets): the pool alone would wait 5 s.
    const sockets: Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket));
    const port = await new Promise<number>((resolve) =>
      silent.listen(0, '127.0.0.1', () => resolve((silent.address() as { port: number }).port)),
    );
    const database = await openDatabase({
      engine: 'postgres',
      url: `postgres://shop:x@127.0.0.1:${port}/shop`,
    });
    try {
      const started = Date.now();
      expect(await database.ping()).toBe(false);
      // Its own timeout, not the pool's 5 s; the margin is for a loaded machine's late timers.
      expect(Date.now() - started).toBeGreaterThanOrEqual(PING_TIMEOUT_MS - 50);
      expect(Date.now() - started).toBeLessThan(POOL_CONNECTION_TIMEOUT_MS);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
      await database.close().catch(() => {});
    }
  });
});

describe('PGlite settings', () => {
  it(
    'keeps 16 MB of shared buffers instead of the 128 MB that stayed resident at start',
    { timeout: PGLITE_START_TIMEOUT_MS },
    async () => {
      const database = await openDatabase({ engine: 'pglite' });
      try {
        const [setting] = await queryRows<{ shared_buffers: string }>(
          database,
          sql`show shared_buffers`,
        );
        expect(setting!.shared_buffers).toBe('16MB');
      } finally {
        await database.close();
      }
    },
  );
});
