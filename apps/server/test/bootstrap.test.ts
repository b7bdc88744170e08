import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bootstrapAccounts } from '../src/bootstrap.ts';
import { DEMO_ADMIN_EMAIL } from '../src/modules/users/users.service.ts';
import { cookieHeader, createTestApp, type TestApp } from './helpers.ts';

const ADMIN_EMAIL = 'owner@shop.example.com';

describe('start-up accounts', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const start = async (env: Record<string, string | undefined>) => {
    t = t ? await t.restart({ env }) : await createTestApp({ env });
    const printed: string[] = [];
    await bootstrapAccounts(t.app, t.config, (line) => printed.push(line));
    return { app: t, printed };
  };
  const tryLogin = (app: TestApp, email: string, password: string, adminOnly = false) =>
    app.inject({ method: 'POST', url: '/api/login', payload: { email, password, adminOnly } });

  it('ADMIN_EMAIL/ADMIN_PASSWORD creates the admin; a second start with a new password updates it', async () => {
    const first = await start({
      DEMO: 'false',
      ADMIN_EMAIL: ADMIN_EMAIL.toUpperCase(),
      ADMIN_PASSWORD: 'First-Admin-Pass-1',
    });
    expect(first.printed).toEqual([]);
    const res = await tryLogin(first.app, ADMIN_EMAIL, 'First-Admin-Pass-1', true);
    expect(res.statusCode).toBe(200);
    expect((res.json() as { user: { role: string } }).user.role).toBe('admin');
    const firstSession = cookieHeader(res);
    const [row] = await first.app.query<{ password_hash: string; email_verified_at: Date }>(
      sql`select password_hash, email_verified_at from users where email = ${ADMIN_EMAIL}`,
    );
    expect(row!.password_hash.startsWith('scrypt$')).toBe(true);
    expect(row!.email_verified_at).not.toBeNull();

    const second = await start({
      DEMO: 'false',
      ADMIN_EMAIL,
      ADMIN_PASSWORD: 'Second-Admin-Pass-2',
    });
    expect((await tryLogin(second.app, ADMIN_EMAIL, 'First-Admin-Pass-1')).statusCode).toBe(401);
    // Whoever signed in with the old password is signed out by the new one.
    expect((await second.app.checkAuth(firstSession)).isAuthenticated).toBe(false);
    expect((await tryLogin(second.app, ADMIN_EMAIL, 'Second-Admin-Pass-2', true)).statusCode).toBe(
      200,
    );
    const admins = await second.app.query(sql`select id from users where role = 'admin'`);
    expect(admins).toHaveLength(1);
  });

  it('a restart with the same ADMIN_PASSWORD keeps the admin signed in; a changed one signs them out', async () => {
    const env = { DEMO: 'false', ADMIN_EMAIL, ADMIN_PASSWORD: 'Kept-Admin-Pass-1' };
    const first = await start(env);
    const session = cookieHeader(await tryLogin(first.app, ADMIN_EMAIL, 'Kept-Admin-Pass-1', true));
    const [before] = await first.app.query<{ password_hash: string }>(
      sql`select password_hash from users where email = ${ADMIN_EMAIL}`,
    );

    const same = await start(env);
    expect((await same.app.checkAuth(session)).isAuthenticated).toBe(true);
    // Nothing was rewritten: the same hash, not a new one of the same password.
    expect(
      await same.app.query(sql`select password_hash from users where email = ${ADMIN_EMAIL}`),
    ).toEqual([before]);

    const changed = await start({ ...env, ADMIN_PASSWORD: 'Changed-Admin-Pass-2' });
    expect((await changed.app.checkAuth(session)).isAuthenticated).toBe(false);
  });

  it('ADMIN_EMAIL of an existing (suspended, unverified) customer makes it an active admin', async () => {
    t = await createTestApp({ env: { DEMO: 'false' } });
    const { email } = await t.register({ email: ADMIN_EMAIL });
    await t.query(sql`update users set status = 'suspended' where email = ${email}`);
    const { app } = await start({ DEMO: 'false', ADMIN_EMAIL, ADMIN_PASSWORD: 'Promoted-Pass-3' });
    const res = await tryLogin(app, ADMIN_EMAIL, 'Promoted-Pass-3', true);
    expect(res.statusCode).toBe(200);
    expect((res.json() as { user: { role: string; status: string } }).user).toMatchObject({
      role: 'admin',
      status: 'active',
    });
  });

  it('demo mode creates the demo admin once and prints its password once', async () => {
    const first = await start({ DEMO: 'true' });
    const text = first.printed.join('\n');
    expect(text).toContain(DEMO_ADMIN_EMAIL);
    // The hint is the whole command, ready to copy.
    expect(first.printed).toContain(
      '  Change it any time with: npm run create-admin -- --email admin@demo.securevision.example.com',
    );
    const password = /password:\s+(\S+)/.exec(text)?.[1];
    expect(password).toBeDefined();
    expect(password!.length).toBeGreaterThanOrEqual(12);

    const res = await tryLogin(first.app, DEMO_ADMIN_EMAIL, password!, true);
    expect(res.statusCode).toBe(200);
    expect((res.json() as { user: { role: string } }).user.role).toBe('admin');
    const [row] = await first.app.query<{ password_hash: string }>(
      sql`select password_hash from users where email = ${DEMO_ADMIN_EMAIL}`,
    );
    expect(row!.password_hash).not.toContain(password!);

    const second = await start({ DEMO: 'true' });
    expect(second.printed).toEqual([]);
    expect(
      await second.app.query(sql`select id from users where email = ${DEMO_ADMIN_EMAIL}`),
    ).toHaveLength(1);
    // The first password still works: the second start changed nothing.
    expect((await tryLogin(second.app, DEMO_ADMIN_EMAIL, password!)).statusCode).toBe(200);
  });

  it('two demo passwords are never the same', async () => {
    const first = await start({ DEMO: 'true' });
    const a = /password:\s+(\S+)/.exec(first.printed.join('\n'))?.[1];
    await first.app.query(sql`delete from users where email = ${DEMO_ADMIN_EMAIL}`);
    const second = await start({ DEMO: 'true' });
    const b = /password:\s+(\S+)/.exec(second.printed.join('\n'))?.[1];
    expect(a).toBeDefined();
    expect(b).toBeDefined();
    expect(a).not.toBe(b);
  });

  it('no demo admin when demo mode is off: the console says how to create an admin', async () => {
    const { app, printed } = await start({ DEMO: 'false' });
    expect(printed).toContain('    npm run create-admin -- --email you@example.com');
    expect(printed.join('\n')).toContain('no admin account yet');
    expect(await app.query(sql`select id from users`)).toHaveLength(0);
    const config = await app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json()).toMatchObject({ demo: false, demoAdminEmail: null });
  });

  it('outside demo mode and without SMTP, mail waits as pending (sent once SMTP is set) and no link is printed', async () => {
    t = await createTestApp({ env: { DEMO: 'false' } });
    const { email } = await t.register();
    expect(t.mailLines).toEqual([]);
    const [mail] = await t.app.services.mail.recent();
    expect(mail).toMatchObject({ toAddress: email, status: 'pending' });
  });
});
