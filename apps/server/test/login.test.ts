import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, DEFAULT_PASSWORD, uniqueEmail, type TestApp } from './helpers.ts';

const INVALID = { error: 'Invalid email or password', code: 'INVALID_CREDENTIALS' };

describe('login, sessions and logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.inject({ method: 'POST', url: '/api/login', payload, headers });
  const logout = (cookie: string) =>
    t.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
  const profile = (cookie?: string) =>
    t.inject({
      method: 'GET',
      url: '/api/customer/profile',
      ...(cookie ? { headers: { cookie } } : {}),
    });
  const setStatus = (email: string, status: string) =>
    t.query(sql`update users set status = ${status} where email = ${email}`);

  it('an unverified account is refused with EMAIL_NOT_VERIFIED only when the password is right', async () => {
    const { email, password } = await t.register();
    const right = await login({ email, password });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({
      error: expect.stringMatching(/verify your e-mail/i),
      code: 'EMAIL_NOT_VERIFIED',
    });
    expect(right.cookies).toEqual([]);

    const wrong = await login({ email, password: 'Wrong-Password-1' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(INVALID);
  });

  it('an unknown e-mail and a wrong password get the identical answer', async () => {
    const { email } = await t.signUp();
    const wrong = await login({ email, password: 'Wrong-Password-1' });
    const unknown = await login({ email: uniqueEmail('ghost'), password: 'Wrong-Password-1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.json()).toEqual(INVALID);
    expect(wrong.cookies).toEqual([]);
    expect(unknown.cookies).toEqual([]);
  });

  it('success sets an httpOnly SameSite=Lax session cookie and returns the user without secrets', async () => {
    const { email, password } = await t.register({ email: uniqueEmail('Mixed.Case') });
    await t.verify(email);
    const res = await login({ email: `  ${email.toUpperCase()} `, password });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { success: boolean; user: Record<string, unknown> };
    expect(body.success).toBe(true);
    expect(body.user).toMatchObject({
      email: email.toLowerCase(),
      role: 'customer',
      firstName: 'Pat',
      emailVerified: true,
      status: 'active',
    });
    expect(res.body).not.toMatch(/password|hash|scrypt/i);

    const sid = res.cookies.find((c) => c.name === 'sid');
    expect(sid).toBeDefined();
    expect(sid!.httpOnly).toBe(true);
    expect(sid!.sameSite).toBe('Lax');
    expect(sid!.path).toBe('/');
    expect(sid!.value).toMatch(/^[\w-]{43}$/);
    expect(sid!.maxAge).toBeGreaterThan(0);
    // The database keeps only a keyed hash of the cookie.
    const sessions = await t.query<{ id: string }>(sql`select id from sessions`);
    expect(sessions.map((s) => s.id)).not.toContain(sid!.value);
  });

  it('says firstLogin only on the first successful sign-in of an account', async () => {
    const { email, password } = await t.register();
    await t.verify(email);
    // Refused attempts do not count as a sign-in.
    expect((await login({ email, password: 'Wrong-Password-1' })).statusCode).toBe(401);
    const first = await login({ email, password });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, firstLogin: true });
    const second = await login({ email, password });
    expect(second.json()).toMatchObject({ success: true, firstLogin: false });
    const [row] = await t.query<{ last_login_at: Date | null }>(
      sql`select last_login_at from users where email = ${email}`,
    );
    expect(row!.last_login_at).not.toBeNull();
  });

  it('check-auth before and after login', async () => {
    const { email, password } = await t.register();
    await t.verify(email);
    const before = await t.checkAuth();
    expect(before).toEqual({ isAuthenticated: false, user: null });
    const cookie = await t.login(email, password);
    const after = await t.checkAuth(cookie);
    expect(after.isAuthenticated).toBe(true);
    expect(after.user).toMatchObject({ email, role: 'customer' });
    expect(JSON.stringify(after)).not.toMatch(/password|hash/i);
    const res = await t.inject({ method: 'GET', url: '/api/check-auth', headers: { cookie } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a forged or garbage cookie is simply a guest', async () => {
    for (const cookie of [
      'sid=forged',
      `sid=${'A'.repeat(43)}`,
      `sid=${'x'.repeat(5000)}`,
      'sid=',
    ]) {
      expect((await t.checkAuth(cookie)).isAuthenticated).toBe(false);
      expect((await profile(cookie)).statusCode).toBe(401);
    }
  });

  it('the session id rotates: the earlier cookie stops working after a new login through it', async () => {
    const { email, password } = await t.signUp();
    const first = await t.login(email, password);
    const again = await login({ email, password }, { cookie: first });
    expect(again.statusCode).toBe(200);
    const second = t.cookieHeader(again);
    expect(second).not.toBe(first);
    expect((await t.checkAuth(first)).isAuthenticated).toBe(false);
    expect((await t.checkAuth(second)).isAuthenticated).toBe(true);
  });

  it("signing in as someone else through a session never keeps the old user's session", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const res = await login({ email: b.email, password: b.password }, { cookie: a.cookie });
    expect(res.statusCode).toBe(200);
    expect((await t.checkAuth(a.cookie)).isAuthenticated).toBe(false);
    expect((await t.checkAuth(t.cookieHeader(res))).user?.email).toBe(b.email);
  });

  it('a failed login leaves the current session alone', async () => {
    const a = await t.signUp();
    const res = await login({ email: a.email, password: 'Wrong-Password-1' }, { cookie: a.cookie });
    expect(res.statusCode).toBe(401);
    expect((await t.checkAuth(a.cookie)).isAuthenticated).toBe(true);
  });

  it('sessions on two devices are independent', async () => {
    const { email, password, cookie: phone } = await t.signUp();
    const laptop = await t.login(email, password);
    expect((await logout(laptop)).statusCode).toBe(200);
    expect((await t.checkAuth(phone)).isAuthenticated).toBe(true);
  });

  it('logout ends the session on the server: the replayed cookie is a guest', async () => {
    const { cookie } = await t.signUp();
    expect((await profile(cookie)).statusCode).toBe(200);
    const out = await logout(cookie);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true });
    const cleared = out.cookies.find((c) => c.name === 'sid');
    expect(cleared?.value).toBe('');
    expect(cleared?.httpOnly).toBe(true);

    expect(await t.checkAuth(cookie)).toEqual({ isAuthenticated: false, user: null });
    const replay = await profile(cookie);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ error: expect.any(String) });
    // Logging out again (or as a guest) is harmless.
    expect((await logout(cookie)).statusCode).toBe(200);
    expect((await t.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(200);
  });

  it('adminOnly login as a customer is 403 "Access denied: Admin privileges required" and sets no cookie', async () => {
    const { email, password } = await t.signUp();
    const before = await t.query(sql`select id from sessions`);
    const res = await login({ email, password, adminOnly: true });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: 'Access denied: Admin privileges required',
      code: 'ADMIN_REQUIRED',
    });
    expect(res.cookies).toEqual([]);
    expect(await t.query(sql`select id from sessions`)).toHaveLength(before.length);

    // A wrong password with adminOnly still reveals nothing about the role.
    const wrong = await login({ email, password: 'Wrong-Password-1', adminOnly: true });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(INVALID);
  });

  it('adminOnly login as an admin works', async () => {
    const admin = await t.createStaff('admin');
    const res = await login({ email: admin.email, password: admin.password, adminOnly: true });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { user: { role: string } }).user.role).toBe('admin');
  });

  it('inactive and suspended accounts cannot sign in (only the right password learns why)', async () => {
    for (const status of ['inactive', 'suspended', 'pending']) {
      const { email, password } = await t.signUp();
      await setStatus(email, status);
      const res = await login({ email, password });
      expect(res.statusCode, status).toBe(403);
      expect(res.json()).toEqual({
        error: 'This account is not active. Please contact us for help.',
        code: 'ACCOUNT_INACTIVE',
      });
      expect(res.cookies).toEqual([]);
      const wrong = await login({ email, password: 'Wrong-Password-1' });
      expect(wrong.json()).toEqual(INVALID);
    }
  });

  it('an existing session stops working when its account is suspended, and stays ended', async () => {
    const { email, cookie } = await t.signUp();
    expect((await profile(cookie)).statusCode).toBe(200);
    await setStatus(email, 'suspended');
    expect((await profile(cookie)).statusCode).toBe(401);
    expect((await t.checkAuth(cookie)).isAuthenticated).toBe(false);
    await setStatus(email, 'active');
    expect((await t.checkAuth(cookie)).isAuthenticated).toBe(false);
  });

  it('an expired session is a guest', async () => {
    const { cookie } = await t.signUp();
    await t.query(sql`update sessions set expires_at = now() - interval '1 second'`);
    expect((await t.checkAuth(cookie)).isAuthenticated).toBe(false);
  });

  it('a session ends 30 days after sign-in however active it is', async () => {
    const { cookie } = await t.signUp();
    const before = (await t.query(sql`select id from sessions`)).length;
    await t.query(
      sql`update sessions set created_at = now() - interval '31 days'
          where id = (select id from sessions order by created_at desc limit 1)`,
    );
    expect((await t.checkAuth(cookie)).isAuthenticated).toBe(false);
    expect(await t.query(sql`select id from sessions`)).toHaveLength(before - 1);
  });

  it('a session is refreshed when used after a while', async () => {
    const { cookie } = await t.signUp();
    await t.query(
      sql`update sessions set last_seen_at = now() - interval '2 hours', expires_at = now() + interval '1 hour'`,
    );
    expect((await t.checkAuth(cookie)).isAuthenticated).toBe(true);
    const [row] = await t.query<{ expires_at: Date }>(
      sql`select expires_at from sessions order by last_seen_at desc limit 1`,
    );
    const daysLeft = (new Date(row!.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(6.9);
  });

  it('validates the login body', async () => {
    const res = await login({ email: 'x', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Valid email is required; Password is required' });
    const typed = await login({ email: ['a@b.co'], password: { $ne: '' } });
    expect(typed.statusCode).toBe(400);
    const adminFlag = await login({
      email: 'a@b.co',
      password: DEFAULT_PASSWORD,
      adminOnly: 'yes',
    });
    expect(adminFlag.statusCode).toBe(400);
  });

  it('records the last login time', async () => {
    const { email } = await t.signUp();
    const [row] = await t.query<{ last_login_at: Date | null }>(
      sql`select last_login_at from users where email = ${email}`,
    );
    expect(row!.last_login_at).not.toBeNull();
  });
});
