import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, registration, rows, uniqueEmail, type TestApp } from './helpers.ts';

/**
 * Brute force: the app's real limits (login 10 per 15 minutes per address and account,
 * registration 10 per hour per address, forgot/reset/resend 5 per 15 minutes per address).
 */
describe('rate limits (the defaults)', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ rateLimits: 'default' });
  });
  afterEach(async () => {
    await t.close();
  });

  const expectLimited = (res: Awaited<ReturnType<TestApp['inject']>>) => {
    expect(res.statusCode).toBe(429);
    const body = res.json() as { error: string; code: string };
    expect(body.code).toBe('RATE_LIMITED');
    expect(body.error).toMatch(/^Too many attempts\. Please wait .+ and try again\.$/);
    expect(res.headers['retry-after']).toBeDefined();
  };

  it('the 11th login attempt for one e-mail within the window is 429, even with the right password', async () => {
    const { email, password } = await t.signUp(); // signed in from 127.0.0.1, another bucket
    const login = (pw: string, ip = '203.0.113.7', who = email) =>
      t.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: ip,
        payload: { email: who, password: pw },
      });
    for (let i = 1; i <= 10; i += 1) {
      const res = await login(`Wrong-Guess-${i}`);
      expect(res.statusCode, `attempt ${i}`).toBe(401);
    }
    expectLimited(await login('Wrong-Guess-11'));
    expectLimited(await login(password));
    // The same account spelled differently is the same bucket.
    expectLimited(await login(password, '203.0.113.7', `  ${email.toUpperCase()} `));

    // Another address is not locked out by this attacker, nor another account from here.
    expect((await login(password, '198.51.100.9')).statusCode).toBe(200);
    const other = await t.signUp();
    expect((await login(other.password, '203.0.113.7', other.email)).statusCode).toBe(200);
  });

  it('one address cannot spray passwords over many accounts: the 51st sign-in from it is 429', async () => {
    const { email, password } = await t.signUp();
    const login = (who: string, pw: string, ip = '203.0.113.80') =>
      t.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: ip,
        payload: { email: who, password: pw },
      });
    for (let i = 1; i <= 50; i += 1) {
      const res = await login(uniqueEmail(`spray${i}`), 'Summer2026!');
      expect(res.statusCode, `attempt ${i}`).toBe(401);
    }
    const limited = await login(email, password);
    expectLimited(limited);
    expect(limited.headers['retry-after']).toBeDefined();
    // The account itself is not locked: its owner signs in from elsewhere.
    expect((await login(email, password, '198.51.100.80')).statusCode).toBe(200);
  });

  it('counters live in the database: a restart (or another instance) does not reset them', async () => {
    const forgot = () =>
      t.inject({
        method: 'POST',
        url: '/api/forgot-password',
        remoteAddress: '203.0.113.90',
        payload: { email: uniqueEmail('persist') },
      });
    for (let i = 1; i <= 5; i += 1) expect((await forgot()).statusCode, `request ${i}`).toBe(200);
    t = await t.restart({ rateLimits: 'default' });
    expectLimited(await forgot());
  });

  it('the 11th registration from one address within the hour is 429', async () => {
    const register = (ip: string) =>
      t.inject({
        method: 'POST',
        url: '/api/register',
        remoteAddress: ip,
        payload: registration(),
      });
    for (let i = 1; i <= 10; i += 1) {
      expect((await register('203.0.113.20')).statusCode, `registration ${i}`).toBe(201);
    }
    const limited = await register('203.0.113.20');
    expectLimited(limited);
    expect((await register('203.0.113.21')).statusCode).toBe(201);
  });

  it('the 6th forgot-password request from one address within the window is 429', async () => {
    const forgot = (ip: string) =>
      t.inject({
        method: 'POST',
        url: '/api/forgot-password',
        remoteAddress: ip,
        payload: { email: uniqueEmail('reset') },
      });
    for (let i = 1; i <= 5; i += 1) {
      expect((await forgot('203.0.113.30')).statusCode, `request ${i}`).toBe(200);
    }
    expectLimited(await forgot('203.0.113.30'));
    expect((await forgot('203.0.113.31')).statusCode).toBe(200);
  });

  it('reset-password guesses are limited too', async () => {
    const reset = () =>
      t.inject({
        method: 'POST',
        url: '/api/reset-password',
        remoteAddress: '203.0.113.40',
        payload: { token: `guess-${Math.random()}`, password: 'Guessing-Pass-1' },
      });
    for (let i = 1; i <= 5; i += 1) expect((await reset()).statusCode).toBe(400);
    expectLimited(await reset());
  });

  it('resend-verification is limited too', async () => {
    const resend = () =>
      t.inject({
        method: 'POST',
        url: '/api/resend-verification',
        remoteAddress: '203.0.113.50',
        payload: { email: uniqueEmail('resend') },
      });
    for (let i = 1; i <= 5; i += 1) expect((await resend()).statusCode).toBe(200);
    expectLimited(await resend());
  });

  it('X-Forwarded-For is not trusted by default, so it cannot dodge the limit', async () => {
    const { email } = await t.signUp();
    for (let i = 1; i <= 10; i += 1) {
      await t.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '203.0.113.60',
        headers: { 'x-forwarded-for': `10.0.0.${i}` },
        payload: { email, password: `Wrong-Guess-${i}` },
      });
    }
    expectLimited(
      await t.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '203.0.113.60',
        headers: { 'x-forwarded-for': '10.0.0.99' },
        payload: { email, password: 'Wrong-Guess-x' },
      }),
    );
  });
});

/**
 * Failed sign-ins counted per account over every address: many addresses, each
 * under its own limit, cannot go on guessing one account's password; the owner gets in from
 * a browser that signed in before, after a short wait, or with a new password.
 */
describe('failed sign-ins per account, across addresses', () => {
  const ACCOUNT_LIMIT = { max: 4, timeWindow: 60_000 };
  let t: TestApp;
  afterEach(async () => {
    await t.close();
  });

  const login = (
    email: string,
    password: string,
    ip: string,
    extra: { cookie?: string; adminOnly?: boolean } = {},
  ) =>
    t.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: ip,
      headers: extra.cookie ? { cookie: extra.cookie } : {},
      payload: { email, password, ...(extra.adminOnly ? { adminOnly: true } : {}) },
    });
  /** One wrong guess from each of `count` addresses. */
  const guessFromMany = async (email: string, count: number, from = 0) => {
    for (let i = from; i < from + count; i += 1) {
      const res = await login(email, `Wrong-Guess-${i}`, `198.51.100.${i + 1}`);
      expect(res.statusCode, `guess ${i}`).toBe(401);
    }
  };
  const expectAccountLocked = (res: Awaited<ReturnType<TestApp['inject']>>) => {
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      error: expect.stringMatching(
        /^Too many failed sign-ins to this account\. Please wait 1 minute and try again, or reset your password\.$/,
      ),
      code: 'RATE_LIMITED',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  };

  it('wrong passwords from many addresses lock the account for the window, even to the right password from a new address, and the same for an unknown e-mail', async () => {
    t = await createTestApp({ rateLimits: { loginFailuresPerAccount: ACCOUNT_LIMIT } });
    const owner = await t.signUp();
    await guessFromMany(owner.email, ACCOUNT_LIMIT.max);
    expectAccountLocked(await login(owner.email, owner.password, '203.0.113.200'));
    expectAccountLocked(await login(owner.email, 'Wrong-Guess-x', '203.0.113.201'));
    // The same account spelled differently is the same count.
    expectAccountLocked(
      await login(` ${owner.email.toUpperCase()}`, owner.password, '203.0.113.202'),
    );
    // The admin sign-in is the same door.
    expectAccountLocked(
      await login(owner.email, owner.password, '203.0.113.203', { adminOnly: true }),
    );
    // An address with no account answers the same way: the lock tells nothing about accounts.
    const nobody = uniqueEmail('nobody');
    await guessFromMany(nobody, ACCOUNT_LIMIT.max);
    expectAccountLocked(await login(nobody, 'Whatever-1', '203.0.113.204'));
    // Other accounts are not touched.
    const other = await t.signUp();
    expect((await login(other.email, other.password, '203.0.113.200')).statusCode).toBe(200);
    // The count is a row in the database: another instance (a restart) sees it.
    t = await t.restart({ rateLimits: { loginFailuresPerAccount: ACCOUNT_LIMIT } });
    expectAccountLocked(await login(owner.email, owner.password, '203.0.113.205'));
  });

  it('the owner\u2019s browser that signed in before gets past the lock with the right password (not with a wrong one); another account\u2019s browser does not', async () => {
    t = await createTestApp({ rateLimits: { loginFailuresPerAccount: ACCOUNT_LIMIT } });
    const owner = await t.signUp();
    const other = await t.signUp();
    const deviceCookie = async (who: { email: string; password: string }) => {
      const res = await login(who.email, who.password, '192.0.2.10');
      expect(res.statusCode).toBe(200);
      const device = res.cookies.find((c) => c.name === 'sign_in_device');
      expect(device).toMatchObject({ httpOnly: true, path: '/api/login', sameSite: 'Lax' });
      return `sign_in_device=${device!.value}`;
    };
    const ownersBrowser = await deviceCookie(owner);
    const othersBrowser = await deviceCookie(other);
    await guessFromMany(owner.email, ACCOUNT_LIMIT.max);
    expectAccountLocked(await login(owner.email, owner.password, '192.0.2.10'));
    expectAccountLocked(
      await login(owner.email, owner.password, '192.0.2.11', { cookie: othersBrowser }),
    );
    expectAccountLocked(
      await login(owner.email, owner.password, '192.0.2.11', {
        cookie: `${ownersBrowser.slice(0, -2)}xx`,
      }),
    );
    expect(
      (await login(owner.email, 'Wrong-Guess-y', '192.0.2.10', { cookie: ownersBrowser }))
        .statusCode,
    ).toBe(401);
    const back = await login(owner.email, owner.password, '192.0.2.12', {
      cookie: ownersBrowser,
    });
    expect(back.statusCode).toBe(200);
    // Signing in cleared the count: the next guesses start from nothing.
    expect((await login(owner.email, owner.password, '203.0.113.9')).statusCode).toBe(200);
    await guessFromMany(owner.email, ACCOUNT_LIMIT.max - 1, 50);
    expect((await login(owner.email, owner.password, '203.0.113.10')).statusCode).toBe(200);
  });

  it('the lock is short: after its window the right password works again; a new password ends it at once', async () => {
    t = await createTestApp({
      rateLimits: { loginFailuresPerAccount: { max: 2, timeWindow: 60_000 } },
    });
    const owner = await t.signUp();
    await guessFromMany(owner.email, 2);
    expect((await login(owner.email, owner.password, '203.0.113.30')).statusCode).toBe(429);
    // The window's end, without waiting for it: a slow machine must not outlast a short window
    // before the lock is even checked.
    await rows(
      t.database,
      sql`update rate_limits set reset_at = now() - interval '1 second'
          where key = ${`login-failures|${owner.email.toLowerCase()}`}`,
    );
    expect((await login(owner.email, owner.password, '203.0.113.30')).statusCode).toBe(200);

    await guessFromMany(owner.email, 2, 10);
    expect((await login(owner.email, owner.password, '203.0.113.31')).statusCode).toBe(429);
    await t.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: owner.email },
    });
    const { token } = await t.latestLink(owner.email, 'reset');
    const reset = await t.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, password: 'Brand-New-Pass-7' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(owner.email, 'Brand-New-Pass-7', '203.0.113.31')).statusCode).toBe(200);
  });
});

describe('failed sign-ins per account: the default limit', () => {
  it('20 failures in 10 minutes over all addresses lock the account; each address alone stays under its own 10', async () => {
    const t = await createTestApp({ rateLimits: 'default' });
    try {
      const owner = await t.signUp();
      const login = (password: string, ip: string) =>
        t.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: ip,
          payload: { email: owner.email, password },
        });
      for (let i = 0; i < 20; i += 1) {
        const res = await login(`Wrong-Guess-${i}`, `198.51.100.${Math.floor(i / 5) + 1}`);
        expect(res.statusCode, `guess ${i}`).toBe(401);
      }
      const locked = await login(owner.password, '203.0.113.77');
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toMatchObject({
        error: expect.stringMatching(
          /^Too many failed sign-ins to this account\. Please wait 10 minutes/,
        ),
      });
    } finally {
      await t.close();
    }
  });
});
