import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, registration, type TestApp } from './helpers.ts';

/**
 * Registration on each engine: one address registered twice at once (the unique index), the
 * account and its mail in one transaction, and the one real sign-up journey. The form's rules
 * and messages do not depend on the engine: register.test.ts. Last, many wrong passwords at
 * once on one account (the per-account count is one atomic statement).
 */
describe('POST /api/register (both engines)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const userRows = (email: string) =>
    t.query<{ id: number; first_name: string }>(
      sql`select * from users where email = ${email.toLowerCase()}`,
    );

  it('the whole journey for real: register, open the mailed link, sign in, and the session knows the customer', async () => {
    // Every other API test gets its customers from the signUp fixture (inserted directly).
    const { response, email, password } = await t.register({ firstName: 'Jo' });
    expect(response.statusCode).toBe(201);
    await t.verify(email);
    const cookie = await t.login(email, password);
    const session = await t.checkAuth(cookie);
    expect(session).toMatchObject({ isAuthenticated: true, user: { email, role: 'customer' } });
  });

  it('a duplicate e-mail (in any case) is 409 and leaves exactly one account', async () => {
    const first = await t.register();
    expect(first.response.statusCode).toBe(201);
    const again = await t.register({ email: first.email.toUpperCase(), firstName: 'Mallory' });
    expect(again.response.statusCode).toBe(409);
    expect(again.body).toEqual({
      error: 'An account with this email already exists',
      errors: { email: 'An account with this email already exists' },
      code: 'EMAIL_TAKEN',
    });
    const rows = await userRows(first.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.first_name).toBe('Pat');
    const tokens = await t.query(sql`select id from auth_tokens where user_id = ${rows[0]!.id}`);
    expect(tokens).toHaveLength(1);
    const mails = (await t.app.services.mail.recent()).filter((m) => m.toAddress === first.email);
    expect(mails).toHaveLength(1);
  });

  it('two simultaneous registrations of one address create one account', async () => {
    const payload = registration();
    const results = await Promise.all(
      [0, 1, 2].map(() => t.inject({ method: 'POST', url: '/api/register', payload })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await userRows(String(payload.email))).toHaveLength(1);
  });

  it('the account and its verification mail are written together or not at all', async () => {
    const mail = t.app.services.mail;
    const queue = mail.queue;
    mail.queue = async () => {
      throw new Error('mail_outbox is full');
    };
    let email: string;
    try {
      const result = await t.register();
      email = result.email;
      expect(result.response.statusCode).toBe(500);
      expect(result.response.body).not.toContain('mail_outbox');
    } finally {
      mail.queue = queue;
    }
    expect(await userRows(email)).toHaveLength(0);
    // The address is still free afterwards.
    const retry = await t.register({ email });
    expect(retry.response.statusCode).toBe(201);
  });
});

describe('failed sign-ins on one account at once (both engines)', () => {
  it('30 wrong passwords at once from 30 addresses: only the account’s limit of them are checked, the rest are refused', async () => {
    const t = await createTestApp({
      rateLimits: { loginFailuresPerAccount: { max: 5, timeWindow: 60_000 } },
    });
    try {
      const owner = await t.signUp();
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          t.inject({
            method: 'POST',
            url: '/api/login',
            remoteAddress: `198.51.100.${i + 1}`,
            payload: { email: owner.email, password: `Wrong-Guess-${i}` },
          }),
        ),
      );
      const statuses = answers.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 401)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(25);
    } finally {
      await t.close();
    }
  });
});
