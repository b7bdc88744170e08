import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers.ts';

const VERIFY_FAILED = 'Failed to verify email. The token may be invalid or expired.';
const INVALID = { error: VERIFY_FAILED, code: 'TOKEN_INVALID' };
const USED_OR_EXPIRED = {
  error: 'This link was already used or has expired: sign in, or ask for a new one.',
  code: 'TOKEN_USED_OR_EXPIRED',
};
const RESEND_ANSWER = {
  success: true,
  message:
    'If an account with that e-mail address still needs verifying, a new link is on its way.',
};

describe('e-mail verification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const verifiedAt = async (email: string) => {
    const [row] = await t.query<{ email_verified_at: Date | null }>(
      sql`select email_verified_at from users where email = ${email}`,
    );
    return row!.email_verified_at;
  };
  const get = (token: string) => t.call('GET', `/api/verify/${token}`);

  it('GET /api/verify/:token verifies the address; a second use is 410 TOKEN_USED_OR_EXPIRED', async () => {
    const { email } = await t.register();
    const { token } = await t.latestLink(email, 'verify');
    expect(await verifiedAt(email)).toBeNull();

    const first = await get(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      message: 'Your e-mail address has been verified. You can now sign in.',
    });
    const verifiedOnce = await verifiedAt(email);
    expect(verifiedOnce).not.toBeNull();

    const second = await get(token);
    expect(second.statusCode).toBe(410);
    expect(second.json()).toEqual(USED_OR_EXPIRED);
    // The second use changes nothing.
    expect(await verifiedAt(email)).toEqual(verifiedOnce);

    const auth = await t.checkAuth(await t.login(email, 'Correct-Horse-9'));
    expect(auth.user?.email).toBe(email);
  });

  it('a registration on the way to a quote mails a link that returns there; any other place is dropped', async () => {
    const back = '/quote/abc-123?accept=1';
    const { response, email } = await t.register({ returnTo: back });
    expect(response.statusCode, response.body).toBe(201);
    const { url } = await t.latestLink(email, 'verify');
    expect(url).toMatch(/\/verify\/[\w-]+\?redirect=%2Fquote%2Fabc-123%3Faccept%3D1$/);

    // A guest sent from checkout comes back there.
    const shopper = await t.register({ returnTo: '/checkout' });
    expect((await t.latestLink(shopper.email, 'verify')).url).toMatch(
      /\/verify\/[\w-]+\?redirect=%2Fcheckout$/,
    );

    for (const elsewhere of [
      'https://evil.example/x',
      'https://evil',
      '//evil.com',
      '//evil.example',
      '/\\evil.example',
      'x',
    ]) {
      const other = await t.register({ returnTo: elsewhere });
      expect(other.response.statusCode, other.response.body).toBe(201);
      expect((await t.latestLink(other.email, 'verify')).url).toMatch(/\/verify\/[\w-]+$/);
    }
    // Nothing of it is kept on the account.
    const [row] = await t.query<Record<string, unknown>>(
      sql`select * from users where email = ${email}`,
    );
    expect(JSON.stringify(row)).not.toContain('/quote/');
  });

  it('an unknown token is 400 with the spec message', async () => {
    for (const token of ['not-a-real-token', 'A'.repeat(43), '%27%20or%201%3D1--']) {
      const res = await get(token);
      expect(res.statusCode, token).toBe(400);
      expect(res.json()).toEqual(INVALID);
    }
  });

  it('an over-long token is refused without touching the database', async () => {
    const res = await get('x'.repeat(500));
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ error: 'The address of this request is too long.' });
    expect(res.headers['x-request-id']).toBeDefined();

    const malformed = await get('%E0%A4%A');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: 'The address of this request is not valid.' });
  });

  it('an expired link is 410 TOKEN_USED_OR_EXPIRED and the account stays unverified', async () => {
    const { email } = await t.register();
    const { token } = await t.latestLink(email, 'verify');
    await t.query(
      sql`update auth_tokens set expires_at = now() - interval '1 minute'
          where user_id = (select id from users where email = ${email})`,
    );
    const res = await get(token);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual(USED_OR_EXPIRED);
    expect(await verifiedAt(email)).toBeNull();
  });

  it('housekeeping keeps an expired link recognisable for 30 days', async () => {
    const recent = await t.register();
    const old = await t.register();
    const recentLink = await t.latestLink(recent.email, 'verify');
    const oldLink = await t.latestLink(old.email, 'verify');
    const expire = (email: string, days: number) =>
      t.query(
        sql`update auth_tokens set expires_at = now() - make_interval(days => ${days})
            where user_id = (select id from users where email = ${email})`,
      );
    await expire(recent.email, 10);
    await expire(old.email, 31);
    await t.app.services.housekeeping();

    expect((await get(recentLink.token)).json()).toEqual(USED_OR_EXPIRED);
    expect((await get(oldLink.token)).json()).toEqual(INVALID);
  });

  it("one account's token does not verify another account", async () => {
    const a = await t.register();
    const b = await t.register();
    const { token } = await t.latestLink(a.email, 'verify');
    expect((await get(token)).statusCode).toBe(200);
    expect(await verifiedAt(a.email)).not.toBeNull();
    expect(await verifiedAt(b.email)).toBeNull();
  });

  it('a password-reset token is not accepted as a verification token', async () => {
    const { email } = await t.register();
    const forgot = await t.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email },
    });
    expect(forgot.statusCode).toBe(200);
    const { token } = await t.latestLink(email, 'reset');
    const res = await get(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID);
    expect(await verifiedAt(email)).toBeNull();
  });

  it('resend-verification answers the same for unknown, verified and unverified addresses', async () => {
    const unverified = await t.register();
    const verified = await t.register();
    await t.verify(verified.email);
    const before = (await t.app.services.mail.recent(1000)).length;

    const answers = [];
    for (const email of [unverified.email, verified.email, 'nobody-here@example.com']) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/resend-verification',
        payload: { email },
      });
      answers.push({ status: res.statusCode, body: res.json() as unknown });
    }
    for (const answer of answers) expect(answer).toEqual({ status: 200, body: RESEND_ANSWER });

    // Only the unverified account received a new mail.
    const after = await t.app.services.mail.recent(1000);
    const sent = after.slice(0, after.length - before);
    expect(sent.map((m) => m.toAddress)).toEqual([unverified.email]);
  });

  it('resend retires the old link (410 from then on); the new one works', async () => {
    const { email } = await t.register();
    const old = await t.latestLink(email, 'verify');
    const res = await t.inject({
      method: 'POST',
      url: '/api/resend-verification',
      payload: { email: email.toUpperCase() },
    });
    expect(res.statusCode).toBe(200);
    const fresh = await t.latestLink(email, 'verify');
    expect(fresh.token).not.toBe(old.token);

    const oldUse = await get(old.token);
    expect(oldUse.statusCode).toBe(410);
    expect(oldUse.json()).toEqual(USED_OR_EXPIRED);
    expect(await verifiedAt(email)).toBeNull();

    expect((await get(fresh.token)).statusCode).toBe(200);
    expect(await verifiedAt(email)).not.toBeNull();
  });

  it('resend-verification validates the e-mail', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/resend-verification',
      payload: { email: 'nope' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Valid email is required' });
  });

  it('simultaneous uses of one link verify once; the others are told it was used', async () => {
    const { email } = await t.register();
    const { token } = await t.latestLink(email, 'verify');
    const results = await Promise.all([get(token), get(token), get(token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 410, 410]);
    expect(await verifiedAt(email)).not.toBeNull();
  });
});
