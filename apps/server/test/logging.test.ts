import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

describe('logs', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('never contain the tokens of e-mail links', async () => {
    const lines: string[] = [];
    t = await createTestApp({ logLines: lines, logLevel: 'debug' });
    const { email } = await t.register();
    const { token } = await t.latestLink(email, 'verify');
    await t.inject({ method: 'GET', url: `/api/verify/${token}` });
    await t.inject({ method: 'GET', url: '/reset-password?token=Reset-Secret-123' });
    await t.inject({ method: 'GET', url: '/verify/Page-Secret-456' });

    const log = lines.join('\n');
    expect(log).toContain('/api/verify/[redacted]');
    expect(log).toContain('token=[redacted]');
    for (const secret of [token, 'Reset-Secret-123', 'Page-Secret-456']) {
      expect(log).not.toContain(secret);
    }
  });

  it('carry the request id of every request', async () => {
    const lines: string[] = [];
    t = await createTestApp({ logLines: lines, logLevel: 'debug' });
    const res = await t.inject({ method: 'GET', url: '/api/health' });
    const id = res.headers['x-request-id'];
    expect(lines.some((l) => (JSON.parse(l) as { reqId?: string }).reqId === id)).toBe(true);
  });

  type Line = Record<string, unknown> & { level: number; msg: string };
  const parse = (lines: string[]) => lines.map((l) => JSON.parse(l) as Line);

  it('at the default level, requests write nothing (the console keeps start-up and mail links)', async () => {
    const lines: string[] = [];
    t = await createTestApp({ logLines: lines, logLevel: 'info' });
    const before = lines.length;
    await t.inject({ method: 'GET', url: '/api/health' });
    await t.inject({ method: 'GET', url: '/api/no-such-route' });
    await t.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'a@b.co', password: 'x' },
    });
    expect(parse(lines.slice(before))).toEqual([]);
  });

  it('at debug level, one line per request: method, redacted URL, status, duration', async () => {
    const lines: string[] = [];
    t = await createTestApp({ logLines: lines, logLevel: 'debug' });
    const before = lines.length;
    const health = await t.inject({ method: 'GET', url: '/api/health' });
    const verify = await t.inject({ method: 'GET', url: '/api/verify/Secret-Token-789' });
    const logged = parse(lines.slice(before));
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({
      level: 20,
      reqId: health.headers['x-request-id'],
      method: 'GET',
      url: '/api/health',
      statusCode: 200,
      durationMs: expect.any(Number),
      msg: expect.stringMatching(/^GET \/api\/health 200 [\d.]+ms$/),
    });
    expect(logged[1]).toMatchObject({
      reqId: verify.headers['x-request-id'],
      url: '/api/verify/[redacted]',
      statusCode: 400,
    });
    expect(JSON.stringify(logged)).not.toContain('Secret-Token-789');
  });
});
