import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ENGINE, type TestApp } from './helpers.ts';

/**
 * The health check on each engine: the database answering or not. The rest of the system's
 * calls (headers, errors, the API docs) do not depend on the engine: system.test.ts.
 */
describe('system health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /api/health answers 200 with the database engine', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: TEST_ENGINE });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('GET /api/health answers 503 when the database does not answer', async () => {
    const ping = t.database.ping;
    t.database.ping = async () => false;
    try {
      const res = await t.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ status: 'unavailable', database: TEST_ENGINE });
    } finally {
      t.database.ping = ping;
    }
  });
});
