import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { USER_MESSAGES } from '@shop/contract';
import {
  blockedBy,
  createTestApp,
  DEFAULT_PASSWORD,
  registration,
  secondSession,
  TEST_ENGINE,
  uniqueEmail,
  type TestApp,
  type CallArgs,
} from './helpers.ts';
import { createOrder, pricedProducts } from './order-fixtures.ts';
import { userForm, type Person } from './user-fixtures.ts';

/**
 * The admin users calls where the engines can differ: the list's search and sorts and its
 * stats in SQL, the customer totals kept by triggers through a delete, the last-admin rule
 * under concurrent changes (row locks) and the e-mail unique index met between check and
 * write. The form, its messages and the sessions: admin-users.test.ts.
 */
describe('admin users (both engines)', () => {
  let t: TestApp;
  let admin: Person;
  let customer: Person;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createStaff('admin');
    customer = await t.signUp({ firstName: 'Cora', lastName: 'Client' });
  });
  afterAll(() => t.close());

  it('lists with search, role and status filters, sorts and server pages of 10; stats from SQL', async () => {
    for (let i = 0; i < 12; i++) {
      const r = await t.call(
        'POST',
        '/api/admin/users',
        admin,
        userForm({
          lastName: `Pager${String(i).padStart(2, '0')}`,
          status: i % 3 === 0 ? 'suspended' : 'active',
        }),
      );
      expect(r.statusCode).toBe(201);
    }
    const page1 = (
      await t.call('GET', '/api/admin/users?search=pager&sort=name&order=asc', admin)
    ).json();
    expect(page1.users).toHaveLength(10);
    expect(page1.pagination).toMatchObject({ total: 12, totalPages: 2, currentPage: 1 });
    const page2 = (
      await t.call('GET', '/api/admin/users?search=pager&sort=name&order=asc&page=2', admin)
    ).json();
    expect(page2.users).toHaveLength(2);
    const suspended = (
      await t.call('GET', '/api/admin/users?search=PAGER&status=suspended', admin)
    ).json();
    expect(suspended.pagination.total).toBe(4);
    const admins = (await t.call('GET', '/api/admin/users?role=admin', admin)).json();
    expect(admins.users.every((u: { role: string }) => u.role === 'admin')).toBe(true);
    const byEmail = (
      await t.call('GET', '/api/admin/users?sort=email&order=desc&limit=100', admin)
    ).json();
    const emails = byEmail.users.map((u: { email: string }) => u.email);
    expect(emails).toEqual([...emails].sort().reverse());
    expect((await t.call('GET', '/api/admin/users?sort=password', admin)).statusCode).toBe(400);
    expect((await t.call('GET', '/api/admin/users?role=boss', admin)).statusCode).toBe(400);

    const stats = (await t.call('GET', '/api/admin/users/stats', admin)).json().stats;
    const [counted] = await t.query<Record<string, number>>(sql`select count(*)::int as total,
      (count(*) filter (where status = 'active'))::int as active,
      (count(*) filter (where role = 'admin'))::int as admins,
      (count(*) filter (where role in ('customer','client')))::int as customers from users`);
    expect(stats).toMatchObject({ ...counted, inactive: counted!.total! - counted!.active! });
  });

  it('protects admins from themselves and keeps the last active admin, single, bulk and at once', async () => {
    await t.query(
      sql`update users set role = 'customer' where role = 'admin' and id <> ${admin.id}`,
    );
    const self = admin.id;
    const me = (await t.call('GET', `/api/admin/users/${self}`, admin)).json().user;
    const blank = { street: '', city: '', state: '', zipCode: '', country: 'US' };
    const refusals: [CallArgs, string][] = [
      [['DELETE', `/api/admin/users/${self}`, admin], USER_MESSAGES.selfDelete],
      [
        ['PUT', `/api/admin/users/${self}/status`, admin, { status: 'suspended' }],
        USER_MESSAGES.selfStatus,
      ],
      [
        ['PUT', `/api/admin/users/${self}/status`, admin, { status: 'inactive' }],
        USER_MESSAGES.selfStatus,
      ],
      [
        [
          'PUT',
          `/api/admin/users/${self}`,
          admin,
          userForm({ ...me, address: blank, role: 'manager', password: '' }),
        ],
        USER_MESSAGES.selfDemote,
      ],
      [
        ['POST', '/api/admin/users/bulk-delete', admin, { ids: [customer.id, self] }],
        USER_MESSAGES.selfDelete,
      ],
      [
        [
          'PUT',
          '/api/admin/users/bulk-update',
          admin,
          { ids: [customer.id, self], status: 'suspended' },
        ],
        USER_MESSAGES.selfStatus,
      ],
    ];
    for (const [args, message] of refusals) {
      const r = await t.call(...args);
      expect(r.statusCode, args[1]).toBe(409);
      expect(r.json().error).toBe(message);
    }
    // Nothing of the refused bulk calls happened.
    const [cust] = await t.query<{ status: string }>(
      sql`select status from users where id = ${customer.id}`,
    );
    expect(cust!.status).toBe('active');

    // A second admin: each may remove the other, but never both at once.
    const created = await t.call('POST', '/api/admin/users', admin, userForm({ role: 'admin' }));
    const other = created.json().user;
    const otherCookie = await t.login(other.email, 'secret1');
    const both = await Promise.all([
      t.call('PUT', `/api/admin/users/${other.id}/status`, admin, { status: 'suspended' }),
      t.call(
        'PUT',
        `/api/admin/users/${self}/status`,
        { cookie: otherCookie },
        { status: 'suspended' },
      ),
    ]);
    const codes = both.map((r) => r.statusCode).sort();
    // One wins; the other is refused (last admin), or finds itself signed out (its session ended).
    expect(codes[0]).toBe(200);
    expect([401, 409]).toContain(codes[1]);
    const [left] = await t.query<{ n: number }>(
      sql`select count(*)::int as n from users where role = 'admin' and status = 'active'`,
    );
    expect(left!.n).toBe(1);

    // The same race in bulk: two admins suspend each other (with a customer) at once.
    await t.query(sql`update users set status = 'active' where id in (${other.id}, ${self})`);
    const otherAgain = await t.login(other.email, 'secret1');
    const adminAgain = { cookie: await t.login(admin.email, DEFAULT_PASSWORD) };
    const bulk = await Promise.all([
      t.call('PUT', '/api/admin/users/bulk-update', adminAgain, {
        ids: [other.id, customer.id],
        status: 'suspended',
      }),
      t.call(
        'PUT',
        '/api/admin/users/bulk-update',
        { cookie: otherAgain },
        { ids: [self, customer.id], status: 'suspended' },
      ),
    ]);
    const bulkCodes = bulk.map((r) => r.statusCode).sort();
    expect(bulkCodes[0]).toBe(200);
    expect([401, 409]).toContain(bulkCodes[1]);
    const [stillOne] = await t.query<{ n: number }>(
      sql`select count(*)::int as n from users where role = 'admin' and status = 'active'`,
    );
    expect(stillOne!.n).toBe(1);
    await t.query(sql`update users set status = 'active' where id in (${self}, ${customer.id})`);
    admin.cookie = await t.login(admin.email, DEFAULT_PASSWORD);
  });

  it.skipIf(TEST_ENGINE !== 'postgres')(
    'decides the last-admin rule from the target row as it is once locked, not as first read',
    async () => {
      const actor = await t.createStaff('admin');
      const sleeper = await t.createStaff('admin');
      const others = await t.query<{ id: number }>(sql`select id from users
        where role = 'admin' and status = 'active' and id not in (${actor.id}, ${sleeper.id})`);
      const otherIds = others.map((r) => r.id);
      await t.query(sql`update users set status = 'inactive'
        where role = 'admin' and id <> ${actor.id}`);
      // Another session makes the inactive admin active and the actor a customer, and has
      // not committed yet when the actor deactivates that admin.
      const side = await secondSession(t);
      try {
        await side.query('begin');
        await side.query(`update users set status = 'active' where id = $1`, [sleeper.id]);
        await side.query(`update users set role = 'customer' where id = $1`, [actor.id]);
        const pending = t.call('PUT', `/api/admin/users/${sleeper.id}/status`, actor, {
          status: 'inactive',
        });
        await blockedBy(side, pending);
        await side.query('commit');
        const res = await pending;
        expect(res.statusCode).toBe(409);
        expect(res.json().error).toBe(USER_MESSAGES.lastAdmin);
      } finally {
        await side.end();
      }
      const [row] = await t.query<{ status: string }>(
        sql`select status from users where id = ${sleeper.id}`,
      );
      expect(row!.status).toBe('active');
      await t.query(sql`update users set role = 'admin' where id = ${actor.id}`);
      if (otherIds.length) {
        await t.query(
          sql`update users set status = 'active' where id in (${sql.join(
            otherIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        );
      }
    },
  );

  it('deletes a user without orders; anonymises one with orders, keeping its orders', async () => {
    const boss = await t.createStaff('admin');
    await t.seedCatalogue();
    const [product] = await pricedProducts(t);
    const buyer = await t.signUp({ firstName: 'Bea', lastName: 'Buyer', phone: '7025550123' });
    const order = await createOrder(t, {
      customer: { id: buyer.id, email: buyer.email, name: 'Bea Buyer' },
      lines: [{ product: product!, quantity: 1 }],
    });
    const quiet = await t.signUp();

    const gone = await t.call('DELETE', `/api/admin/users/${quiet.id}`, boss);
    expect(gone.json()).toMatchObject({ outcome: 'deleted' });
    expect(await t.query(sql`select id from users where id = ${quiet.id}`)).toHaveLength(0);

    // What served only the person: a payment never finished, a cart, a pending e-mail change,
    // company and preferences, mail queued and a mailed link (a password reset asked for).
    const forgot = await t.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: buyer.email },
    });
    expect(forgot.statusCode).toBe(200);
    await t.query(sql`insert into payment_intents (id, provider, user_id, amount_cents,
        subtotal_cents, tax_rate, tax_cents, shipping_cents, shipping_address, client_secret,
        status)
      values (${`pi_open_${buyer.id}`}, 'test', ${buyer.id}, 1000, 900, '0.08375', 75, 25,
        '{}'::jsonb, ${`pi_open_${buyer.id}_secret`}, 'requires_payment_method')`);
    await t.query(sql`insert into carts (user_id) values (${buyer.id})`);
    await t.query(sql`update users set pending_email = ${uniqueEmail('pending')},
      company_name = 'Bea Co', preferences = '{"emailNotifications": true}'::jsonb
      where id = ${buyer.id}`);
    const count = async (q: ReturnType<typeof sql>) => (await t.query<{ n: number }>(q))[0]!.n;
    expect(
      await count(
        sql`select count(*)::int as n from mail_outbox where to_address = ${buyer.email}`,
      ),
    ).toBeGreaterThan(0);
    expect(
      await count(sql`select count(*)::int as n from auth_tokens where user_id = ${buyer.id}`),
    ).toBeGreaterThan(0);

    const kept = await t.call('DELETE', `/api/admin/users/${buyer.id}`, boss);
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ outcome: 'anonymised' });
    const [row] = await t.query<Record<string, unknown>>(
      sql`select first_name, email, phone, address, notes, status from users where id = ${buyer.id}`,
    );
    expect(row).toMatchObject({
      first_name: 'Deleted',
      phone: null,
      address: null,
      notes: null,
      status: 'inactive',
    });
    expect(String(row!.email)).toMatch(/^deleted-[0-9a-f]{24}@anonymised\.invalid$/);
    const [cleared] = await t.query<Record<string, unknown>>(sql`select pending_email,
      company_name, preferences from users where id = ${buyer.id}`);
    expect(cleared).toEqual({ pending_email: null, company_name: null, preferences: {} });
    for (const q of [
      sql`select count(*)::int as n from payment_intents where user_id = ${buyer.id}
        and id <> ${order.paymentIntentId}`,
      sql`select count(*)::int as n from mail_outbox where to_address = ${buyer.email}`,
      sql`select count(*)::int as n from carts where user_id = ${buyer.id}`,
      sql`select count(*)::int as n from auth_tokens where user_id = ${buyer.id}`,
    ]) {
      expect(await count(q)).toBe(0);
    }
    // The order's own payment intent stays with the order.
    expect(
      await count(
        sql`select count(*)::int as n from payment_intents where id = ${order.paymentIntentId}`,
      ),
    ).toBe(1);
    expect((await t.call('GET', '/api/customer/profile', buyer)).statusCode).toBe(401);
    const [o] = await t.query<{ customer_id: number; customer_name: string }>(
      sql`select customer_id, customer_name from orders where id = ${order.id}`,
    );
    expect(o).toMatchObject({ customer_id: buyer.id, customer_name: 'Bea Buyer' });
    // The same e-mail can register again; the old login does not work.
    const login = await t.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: buyer.email, password: buyer.password },
    });
    expect(login.statusCode).toBe(401);
    const again = await t.inject({
      method: 'POST',
      url: '/api/register',
      payload: registration({ email: buyer.email }),
    });
    expect(again.statusCode).toBe(201);

    // No one may take an address of the placeholders' domain, by registering or by the form.
    const squat = await t.inject({
      method: 'POST',
      url: '/api/register',
      payload: registration({ email: 'deleted-1@anonymised.invalid' }),
    });
    expect(squat.statusCode).toBe(400);
    expect(squat.json().errors.email).toBe(USER_MESSAGES.emailReserved);
    const formSquat = await t.call(
      'POST',
      '/api/admin/users',
      boss,
      userForm({ email: 'someone@anonymised.invalid' }),
    );
    expect(formSquat.statusCode).toBe(400);
    expect(formSquat.json().errors.email).toBe(USER_MESSAGES.emailReserved);
  });

  it.skipIf(TEST_ENGINE !== 'postgres')(
    'answers 409 when another account takes the address between the check and the write',
    async () => {
      const boss = await t.createStaff('admin');
      const made = (await t.call('POST', '/api/admin/users', boss, userForm())).json().user;
      const wanted = uniqueEmail('race');
      const side = await secondSession(t);
      try {
        await side.query('begin');
        await side.query(
          `insert into users (first_name, last_name, email, password_hash)
           values ('Side', 'Session', $1, 'x')`,
          [wanted],
        );
        const pending = t.call(
          'PUT',
          `/api/admin/users/${made.id}`,
          boss,
          userForm({
            ...made,
            address: userForm().address,
            email: wanted,
            password: '',
            confirmPassword: '',
          }),
        );
        await blockedBy(side, pending);
        await side.query('commit');
        const res = await pending;
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json().errors.email).toBe(USER_MESSAGES.emailTaken);
      } finally {
        await side.end();
      }
    },
  );
});
