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
    t = await createTestApp({ logLines: lines });
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
    t = await createTestApp({ logLines: lines });
    const res = await t.inject({ method: 'GET', url: '/api/health' });
    const id = res.headers['x-request-id'];
    expect(lines.some((l) => (JSON.parse(l) as { reqId?: string }).reqId === id)).toBe(true);
  });
});
