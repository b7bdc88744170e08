import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { SystemStatus } from '@shop/contract';
import { migrationsFolder } from '@shop/db';
import { DEMO_USERS } from '../src/demo/users.ts';
import { createTestApp, EVERY_PERMISSION, TEST_ENGINE, type TestApp } from './helpers.ts';
import { DEMO_COMPANY } from '../src/demo/company.ts';

/** The journal's last entry: the tag the System page must name as the latest migration. */
const LATEST_MIGRATION_TAG = (
  JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  }
).entries.at(-1)!.tag;

type Person = { id: number; email: string; cookie: string };

describe('admin system (demo mode)', () => {
  let t: TestApp;
  let admin: Person;
  let manager: Person;
  let customer: Person;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createStaff('admin');
    manager = await t.createStaff('manager', EVERY_PERMISSION);
    customer = await t.signUp();
  });
  afterAll(() => t.close());

  it('is for admins only', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/system'],
      ['POST', '/api/admin/seed-users'],
    ] as const) {
      expect((await t.call(method, url)).statusCode, url).toBe(401);
      expect((await t.call(method, url, customer)).statusCode, url).toBe(403);
      expect((await t.call(method, url, manager)).statusCode, url).toBe(403);
    }
    const [{ count }] = (await t.query<{ count: number }>(
      sql`select count(*)::int as count from users where email like '%@demo-%.example.com'`,
    )) as [{ count: number }];
    expect(count).toBe(0);
  });

  it('reports database, mail, payments and counts from the database, never a secret', async () => {
    await t.seedCatalogue();
    await t.query(
      sql`update products set archived_at = now() where id = (select min(id) from products)`,
    );
    await t.query(
      sql`insert into mail_outbox (kind, to_address, subject, status) values
          ('x', 'a@example.com', 's', 'pending'), ('x', 'b@example.com', 's', 'failed'),
          ('x', 'c@example.com', 's', 'failed'),
          ('x', 'd@example.com', 's', 'sent')`,
    );
    await t.query(
      sql`update mail_outbox set sent_at = '2026-01-02T03:04:05Z' where to_address = 'd@example.com'`,
    );
    await t.query(
      sql`insert into contact_requests (name, email, message) values ('A', 'a@example.com', 'Hello there')`,
    );
    const res = await t.call('GET', '/api/admin/system', admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const status = res.json() as SystemStatus;
    const [products] = await t.query<{ total: number }>(
      sql`select count(*)::int as total from products`,
    );
    const [migrations] = await t.query<{ count: number }>(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    expect(status.database).toMatchObject({
      engine: TEST_ENGINE,
      reachable: true,
      migrationsApplied: migrations!.count,
      latestMigration: LATEST_MIGRATION_TAG,
    });
    expect(status.database.sizeBytes).toBeGreaterThan(0);
    expect(status.mail).toEqual({
      transport: 'demo-outbox',
      pending: 1,
      failed: 2,
      lastSentAt: '2026-01-02T03:04:05.000Z',
    });
    expect(status.payments).toEqual({
      provider: 'test',
      mode: 'test',
      webhookSecretSet: false,
      lastWebhookAt: null,
    });
    expect(status.counts.products).toEqual({ live: products!.total - 1, archived: 1 });
    expect(status.counts.users.byRole).toMatchObject({ admin: 1, manager: 1, customer: 1 });
    expect(status.counts.users.total).toBe(3);
    expect(status.counts).toMatchObject({ orders: 0, contactRequests: 1, siteSurveys: 0 });
    expect(status.demo).toBe(true);
    // No secret's value (the checklist names settings such as STRIPE_SECRET_KEY, not values).
    expect(res.body).not.toMatch(/"password|scrypt\$|sk_(test|live)_\w|whsec_\w/i);
  });

  it('answers 503, not zeros, when the database does not answer the health check', async () => {
    const ping = t.database.ping;
    t.database.ping = async () => false;
    try {
      const res = await t.call('GET', '/api/admin/system', admin);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ error: 'The database does not answer.' });
    } finally {
      t.database.ping = ping;
    }
  });

  it('seeds the demo users once: verified, with addresses, no usable password', async () => {
    const first = await t.call('POST', '/api/admin/seed-users', admin);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ success: true, created: DEMO_USERS.length, existing: 0 });
    const again = await t.call('POST', '/api/admin/seed-users', admin);
    expect(again.json()).toMatchObject({ created: 0, existing: DEMO_USERS.length });

    const seeded = await t.query<{
      role: string;
      verified: boolean;
      address: string | null;
      password_hash: string;
      permissions: Record<string, boolean>;
      email: string;
    }>(sql`select role, email_verified_at is not null as verified, address, password_hash, permissions, email
           from users where email like '%@demo-%.example.com' order by id`);
    expect(seeded).toHaveLength(DEMO_USERS.length);
    expect(seeded.filter((u) => u.role === 'manager')).toHaveLength(1);
    expect(seeded.filter((u) => u.role === 'manager')[0]!.permissions.canManageUsers).toBeFalsy();
    for (const user of seeded) {
      expect(user.verified).toBe(true);
      expect(user.address).toBeTruthy();
      expect(user.password_hash.startsWith('scrypt$')).toBe(false);
    }
    // Nobody can sign in as one of them, not even with an empty or guessed password.
    for (const password of ['', 'password', 'unusable']) {
      const login = await t.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: seeded[0]!.email, password },
      });
      expect(login.statusCode).not.toBe(200);
    }
  });
});

describe('admin system (production mode)', () => {
  let t: TestApp;
  let admin: Person;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        DEMO: 'false',
        SMTP_URL: 'smtp://127.0.0.1:2',
        STRIPE_SECRET_KEY: 'sk_test_123',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
        STRIPE_WEBHOOK_SECRET: 'whsec_123',
      },
    });
    admin = await t.createStaff('admin');
  });
  afterAll(() => t.close());

  it('has no seed-users call and names the providers without their keys', async () => {
    expect((await t.call('POST', '/api/admin/seed-users', admin)).statusCode).toBe(404);
    expect((await t.call('POST', '/api/admin/seed-users')).statusCode).toBe(404);
    const res = await t.call('GET', '/api/admin/system', admin);
    expect(res.statusCode, res.body).toBe(200);
    const status = res.json() as SystemStatus;
    expect(status.demo).toBe(false);
    expect(status.mail.transport).toBe('smtp');
    // Stripe's test keys take no real payments either: the line says test, not live.
    expect(status.payments).toEqual({
      provider: 'stripe',
      mode: 'test',
      webhookSecretSet: true,
      lastWebhookAt: null,
    });
    expect(res.body).not.toContain('sk_test_123');
    expect(res.body).not.toContain('whsec_123');
    expect(res.body).not.toContain('127.0.0.1');
  });
});

describe('payments line and test-mode bar', () => {
  it('a staging shop (PAYMENTS=test) says test on the System page and in the public config', async () => {
    const t = await createTestApp({ env: { DEMO: 'false', PAYMENTS: 'test' } });
    try {
      const admin = await t.createStaff('admin');
      const status = (await t.call('GET', '/api/admin/system', admin)).json() as SystemStatus;
      expect(status.payments).toMatchObject({ provider: 'test', mode: 'test' });
      const config = await t.call('GET', '/api/config');
      expect(config.json()).toMatchObject({ demo: false, testPayments: true });
    } finally {
      await t.close();
    }
  });

  it('a live Stripe shop says live, and no test-mode bar', async () => {
    const t = await createTestApp({
      env: {
        DEMO: 'false',
        STRIPE_SECRET_KEY: 'sk_live_123',
        STRIPE_PUBLISHABLE_KEY: 'pk_live_123',
        STRIPE_WEBHOOK_SECRET: 'whsec_123',
      },
    });
    try {
      const admin = await t.createStaff('admin');
      const status = (await t.call('GET', '/api/admin/system', admin)).json() as SystemStatus;
      expect(status.payments).toEqual({
        provider: 'stripe',
        mode: 'live',
        webhookSecretSet: true,
        lastWebhookAt: null,
      });
      expect((await t.call('GET', '/api/config')).json()).toMatchObject({ testPayments: false });
    } finally {
      await t.close();
    }
  });
});

describe('go-live checklist', () => {
  const line = (status: SystemStatus, key: string) => status.goLive.find((i) => i.key === key)!;

  it('a new shop on live Stripe lists what is missing; each line turns ready when it is done', async () => {
    const t = await createTestApp({
      env: {
        DEMO: 'false',
        SMTP_URL: 'smtp://127.0.0.1:2',
        STRIPE_SECRET_KEY: 'sk_live_123',
        STRIPE_PUBLISHABLE_KEY: 'pk_live_123',
        STRIPE_WEBHOOK_SECRET: 'whsec_123',
      },
    });
    try {
      await t.app.services.tax.ensureRates();
      const admin = await t.createStaff('admin');
      const customer = await t.signUp();
      const status = async () => {
        const res = await t.call('GET', '/api/admin/system', admin);
        expect(res.statusCode, res.body).toBe(200);
        return res.json() as SystemStatus;
      };

      let now = await status();
      expect(now.goLive.map((i) => [i.key, i.ready])).toEqual([
        ['payments', true],
        ['webhook', false],
        ['mail', false],
        ['company', false],
        ['tax', false],
        ['admins', false],
        ['backup', false],
        ['version', true],
      ]);
      expect(line(now, 'webhook').action).toContain('/api/webhooks/stripe');
      expect(line(now, 'company').detail).toContain('missing');
      // In words, the states counted from the table.
      expect(line(now, 'tax').detail).toMatch(
        /^Sales tax: \d+ of 51 states \(with DC\) have a rate, the published state base rates; nobody has reviewed them yet\.$/,
      );
      expect(line(now, 'backup').action).toContain('npm run backup');
      expect(line(now, 'version').detail).toContain(now.database.latestMigration!);

      // The owner fills in the company, reviews a tax rate, adds an admin and takes a backup.
      const saved = await t.call('PUT', '/api/admin/settings', admin, {
        companyName: 'Northwind Cameras',
        legalName: 'Northwind Cameras Inc.',
        tagline: '',
        street: '12 Harbour Road',
        cityLine: 'Reno, NV 89501',
        phone: '(775) 555-0110',
        email: 'hello@northwind.example.com',
        hours: [],
        social: {},
        shippingRate: 10,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const rate = await t.call('PUT', '/api/admin/tax-rates/NV', admin, {
        rate: 0.0685,
        effectiveFrom: new Date().toLocaleDateString('en-CA', { timeZone: 'America/Los_Angeles' }),
      });
      expect(rate.statusCode, rate.body).toBe(200);
      await t.createStaff('admin');
      await t.query(sql`insert into backup_runs (taken_at, file_name, bytes, engine, files)
        values (now() - interval '2 hours', 'shop-backup.tar.gz', 1000, 'pglite', 3)`);

      now = await status();
      for (const key of ['company', 'tax', 'admins', 'backup']) {
        expect(line(now, key).ready, key).toBe(true);
        expect(line(now, key).action, key).toBeNull();
      }
      expect(line(now, 'admins').detail).toBe('2 admin accounts.');

      // The checklist is the System page's: only admins read it.
      expect((await t.call('GET', '/api/admin/system', customer)).statusCode).toBe(403);
    } finally {
      await t.close();
    }
  });

  it('the demo shop: seeded details are not reviewed, test payments are not live', async () => {
    const t = await createTestApp();
    try {
      await t.app.services.settings.seed(DEMO_COMPANY);
      const admin = await t.createStaff('admin');
      const status = (await t.call('GET', '/api/admin/system', admin)).json() as SystemStatus;
      expect(line(status, 'payments')).toMatchObject({ ready: false });
      expect(line(status, 'payments').detail).toContain('Demo mode');
      expect(line(status, 'company')).toMatchObject({ ready: false });
      expect(line(status, 'company').detail).toContain('nobody has reviewed');
      expect(line(status, 'mail').detail).toContain('demo outbox');
    } finally {
      await t.close();
    }
  });
});
