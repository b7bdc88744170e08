import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, registration, uniqueEmail, type TestApp } from './helpers.ts';

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
