import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, uniqueEmail, type TestApp } from './helpers.ts';

const FORGOT_ANSWER = {
  success: true,
  message:
    'If an account exists for that e-mail address, a link to reset the password is on its way.',
};
const RESET_INVALID = {
  error: 'This password reset link is invalid or has expired. Please ask for a new one.',
  code: 'TOKEN_INVALID',
};
const NEW_PASSWORD = 'Brand-New-Secret-7';

describe('forgot and reset password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const forgot = (email: string) =>
    t.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } });
  const reset = (payload: Record<string, unknown>, cookie?: string) =>
    t.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload,
      ...(cookie ? { headers: { cookie } } : {}),
    });
  const tryLogin = (email: string, password: string) =>
    t.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

  it('answers the same for an unknown and a known e-mail; only the known one gets mail', async () => {
    const { email } = await t.signUp();
    const before = (await t.app.services.mail.recent(1000)).length;
    const known = await forgot(email);
    const unknown = await forgot(uniqueEmail('ghost'));
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(FORGOT_ANSWER);
    expect(unknown.body).toBe(known.body);
    const after = await t.app.services.mail.recent(1000);
    expect(after.length - before).toBe(1);
    expect(after[0]).toMatchObject({ toAddress: email, kind: 'reset_password' });
    const link = await t.latestLink(email, 'reset');
    expect(link.url.startsWith('http://localhost:3000/reset-password?token=')).toBe(true);
  });

  it('the reset link expires after one hour', async () => {
    const { email } = await t.signUp();
    await forgot(email);
    const [row] = await t.query<{ expires_at: Date }>(
      sql`select expires_at from auth_tokens where purpose = 'reset_password'
          and user_id = (select id from users where email = ${email})`,
    );
    const minutes = (new Date(row!.expires_at).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('the mailed token changes the password: the old one fails, the new one works', async () => {
    const { email, password } = await t.signUp();
    await forgot(email);
    const { token } = await t.latestLink(email, 'reset');
    const res = await reset({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: expect.any(String) });
    expect((await tryLogin(email, password)).statusCode).toBe(401);
    expect((await tryLogin(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('a reset ends every existing session of the account', async () => {
    const { email, password, cookie: first } = await t.signUp();
    const second = await t.login(email, password);
    const other = await t.signUp();
    await forgot(email);
    const { token } = await t.latestLink(email, 'reset');
    const res = await reset({ token, password: NEW_PASSWORD }, first);
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    expect((await t.checkAuth(first)).isAuthenticated).toBe(false);
    expect((await t.checkAuth(second)).isAuthenticated).toBe(false);
    // Nobody else is signed out.
    expect((await t.checkAuth(other.cookie)).isAuthenticated).toBe(true);
  });

  it('the token works once', async () => {
    const { email } = await t.signUp();
    await forgot(email);
    const { token } = await t.latestLink(email, 'reset');
    expect((await reset({ token, password: NEW_PASSWORD })).statusCode).toBe(200);
    const again = await reset({ token, password: 'Attacker-Choice-1' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(RESET_INVALID);
    expect((await tryLogin(email, 'Attacker-Choice-1')).statusCode).toBe(401);
    expect((await tryLogin(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('simultaneous uses of one token change the password once', async () => {
    const { email } = await t.signUp();
    await forgot(email);
    const { token } = await t.latestLink(email, 'reset');
    const results = await Promise.all(
      ['First-Choice-11', 'Second-Choice-22', 'Third-Choice-33'].map((password) =>
        reset({ token, password }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it('an expired token is refused and the password stays', async () => {
    const { email, password } = await t.signUp();
    await forgot(email);
    const { token } = await t.latestLink(email, 'reset');
    await t.query(
      sql`update auth_tokens set expires_at = now() - interval '1 second'
          where purpose = 'reset_password' and user_id = (select id from users where email = ${email})`,
    );
    const res = await reset({ token, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(RESET_INVALID);
    expect((await tryLogin(email, password)).statusCode).toBe(200);
  });

  it('a new request retires the previous link', async () => {
    const { email } = await t.signUp();
    await forgot(email);
    const first = await t.latestLink(email, 'reset');
    await forgot(email);
    const second = await t.latestLink(email, 'reset');
    expect(second.token).not.toBe(first.token);
    expect((await reset({ token: first.token, password: NEW_PASSWORD })).statusCode).toBe(400);
    expect((await reset({ token: second.token, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('a verification token cannot reset a password, and unknown tokens are refused', async () => {
    const { email } = await t.register();
    const verify = await t.latestLink(email, 'verify');
    for (const token of [verify.token, 'made-up-token', 'A'.repeat(43)]) {
      const res = await reset({ token, password: NEW_PASSWORD });
      expect(res.statusCode, token).toBe(400);
      expect(res.json()).toEqual(RESET_INVALID);
    }
  });

  it('a short password is rejected with the spec message and the token stays usable', async () => {
    const { email } = await t.signUp();
    await forgot(email);
    const { token } = await t.latestLink(email, 'reset');
    const short = await reset({ token, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      error: 'Password must be at least 8 characters long',
      errors: { password: 'Password must be at least 8 characters long' },
      code: 'VALIDATION_FAILED',
    });
    const mismatch = await reset({ token, password: NEW_PASSWORD, confirmPassword: 'different-1' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ error: 'Passwords do not match' });
    expect((await reset({ token, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('resetting proves the inbox: an unverified account becomes verified', async () => {
    const { email } = await t.register();
    await forgot(email);
    const { token } = await t.latestLink(email, 'reset');
    expect((await reset({ token, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await tryLogin(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('an inactive account gets no reset mail', async () => {
    const { email } = await t.signUp();
    await t.query(sql`update users set status = 'suspended' where email = ${email}`);
    const before = (await t.app.services.mail.recent(1000)).length;
    const res = await forgot(email);
    expect(res.json()).toEqual(FORGOT_ANSWER);
    expect((await t.app.services.mail.recent(1000)).length).toBe(before);
  });

  it('a reset link issued before suspension cannot be used to get back in', async () => {
    const { email } = await t.signUp();
    await forgot(email);
    const { token } = await t.latestLink(email, 'reset');
    await t.query(sql`update users set status = 'suspended' where email = ${email}`);
    await reset({ token, password: NEW_PASSWORD });
    const res = await tryLogin(email, NEW_PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'ACCOUNT_INACTIVE' });
  });
});
