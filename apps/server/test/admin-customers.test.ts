import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { blockedBy, createTestApp, secondSession, TEST_ENGINE, type TestApp } from './helpers.ts';
import { createOrder, pricedProducts, type FixtureProduct } from './order-fixtures.ts';

type Person = { id: number; email: string; cookie: string };

describe('admin customers', () => {
  let t: TestApp;
  let admin: Person;
  let products: FixtureProduct[];
  const buy = (
    who: Person,
    quantity: number,
    extra: Partial<Parameters<typeof createOrder>[1]> = {},
  ) =>
    createOrder(t, {
      customer: { id: who.id, email: who.email },
      lines: [{ product: products[0]!, quantity }],
      ...extra,
    });

  beforeAll(async () => {
    t = await createTestApp();
    await t.seedCatalogue();
    products = await pricedProducts(t);
    admin = await t.createStaff('admin');
  });
  afterAll(() => t.close());

  it('lists customers only, with totals kept from their orders, every sort and the stat cards', async () => {
    const ann = await t.signUp({ firstName: 'Ann', lastName: 'Alpha', phone: '(702) 555-0001' });
    const bob = await t.signUp({ firstName: 'Bob', lastName: 'Beta', phone: '(702) 555-0002' });
    const cid = await t.signUp({ firstName: 'Cid', lastName: 'Gamma', phone: '(702) 555-0003' });
    await t.query(sql`update users set role = 'client' where id = ${cid.id}`);
    const a1 = await buy(ann, 1, { createdAt: '2026-01-01T10:00:00Z' });
    const a2 = await buy(ann, 2, { createdAt: '2026-02-01T10:00:00Z' });
    const b1 = await buy(bob, 5, { createdAt: '2026-03-01T10:00:00Z' });
    // A refunded order counts as an order but not as money spent.
    await buy(bob, 1, {
      createdAt: '2026-03-05T10:00:00Z',
      paymentStatus: 'refunded',
      status: 'refunded',
    });

    const list = (
      await t.call('GET', '/api/admin/customers?limit=100&sort=name&order=asc', admin)
    ).json();
    expect(
      list.customers
        .map((c: { role: string }) => c.role)
        .every((r: string) => r === 'customer' || r === 'client'),
    ).toBe(true);
    expect(list.customers.find((c: { id: number }) => c.id === admin.id)).toBeUndefined();
    const byId = (id: number) => list.customers.find((c: { id: number }) => c.id === id);
    const annSpent = (a1.totalCents + a2.totalCents) / 100;
    expect(byId(ann.id)).toMatchObject({
      totalOrders: 2,
      totalSpent: annSpent,
      avgOrderValue: Math.round((a1.totalCents + a2.totalCents) / 2) / 100,
      loyaltyPoints: Math.floor(annSpent),
      lastOrderDate: '2026-02-01T10:00:00.000Z',
    });
    expect(byId(bob.id)).toMatchObject({ totalOrders: 2, totalSpent: b1.totalCents / 100 });
    expect(byId(cid.id)).toMatchObject({
      totalOrders: 0,
      totalSpent: 0,
      lastOrderDate: null,
      loyaltyPoints: 0,
    });

    const ids = async (q: string) =>
      (await t.call('GET', `/api/admin/customers?limit=100&${q}`, admin))
        .json()
        .customers.map((c: { id: number }) => c.id)
        .filter((id: number) => [ann.id, bob.id, cid.id].includes(id));
    // Bob bought 5 units, Ann 3, Cid none.
    expect(await ids('sort=totalSpent&order=desc')).toEqual([bob.id, ann.id, cid.id]);
    expect(await ids('sort=totalOrders&order=asc')).toEqual([cid.id, ann.id, bob.id]);
    expect(await ids('sort=lastOrder&order=desc')).toEqual([bob.id, ann.id, cid.id]);
    expect(await ids('sort=name&order=desc')).toEqual([cid.id, bob.id, ann.id]);
    expect(await ids('sort=email&order=asc')).toEqual(
      [ann, bob, cid].sort((x, y) => x.email.localeCompare(y.email)).map((p) => p.id),
    );
    expect(await ids('sort=created&order=asc')).toEqual([ann.id, bob.id, cid.id]);
    expect((await t.call('GET', '/api/admin/customers?sort=password', admin)).statusCode).toBe(400);

    // Search by name, e-mail or phone; status filter.
    expect(await ids('search=gamma')).toEqual([cid.id]);
    expect(await ids(`search=${encodeURIComponent(bob.email.toUpperCase())}`)).toEqual([bob.id]);
    expect(await ids('search=555-0001')).toEqual([ann.id]);
    await t.call('PUT', `/api/admin/users/${cid.id}/status`, admin, { status: 'inactive' });
    expect(await ids('status=inactive')).toEqual([cid.id]);

    const stats = (await t.call('GET', '/api/admin/customers/stats', admin)).json().stats;
    const [sum] = await t.query<{
      orders: number;
      revenue: number;
      paid: number;
      total: number;
      active: number;
    }>(sql`
      select (select count(*)::int from users where role in ('customer','client')) as total,
        (select count(*)::int from users where role in ('customer','client') and status = 'active') as active,
        count(*)::int as orders,
        (coalesce(sum(o.total_cents) filter (where o.payment_status = 'paid'), 0))::int as revenue,
        (count(*) filter (where o.payment_status = 'paid'))::int as paid
      from orders o join users u on u.id = o.customer_id where u.role in ('customer','client')`);
    expect(stats).toEqual({
      total: sum!.total,
      active: sum!.active,
      inactive: sum!.total - sum!.active,
      totalOrders: sum!.orders,
      totalRevenue: sum!.revenue / 100,
      avgOrderValue: Math.round(sum!.revenue / sum!.paid) / 100,
    });

    // The totals follow later changes to orders (payment refunded, order deleted).
    await t.query(sql`update orders set payment_status = 'refunded' where id = ${a2.id}`);
    const annNow = (await t.call('GET', `/api/admin/users/${ann.id}`, admin)).json().user;
    expect(annNow).toMatchObject({ totalOrders: 2, totalSpent: a1.totalCents / 100 });
  });

  /** The kept totals of a customer next to a fresh count from the orders table. */
  const totalsOf = async (id: number) => {
    const [row] = await t.query<{
      kept: string;
      fresh: string;
    }>(sql`
      select concat_ws('/', u.order_count, u.paid_order_count, u.spent_cents,
          extract(epoch from u.last_order_at)) as kept,
        (select concat_ws('/', count(*), count(*) filter (where o.payment_status = 'paid'),
            coalesce(sum(o.total_cents) filter (where o.payment_status = 'paid'), 0),
            extract(epoch from max(o.created_at)))
          from orders o where o.customer_id = u.id) as fresh
      from users u where u.id = ${id}`);
    return row!;
  };

  it('keeps the totals when an order is deleted or moved to another customer', async () => {
    const eve = await t.signUp({ firstName: 'Eve', lastName: 'Epsilon' });
    const fay = await t.signUp({ firstName: 'Fay', lastName: 'Zeta' });
    const e1 = await buy(eve, 1, { createdAt: '2026-06-01T10:00:00Z' });
    const e2 = await buy(eve, 2, { createdAt: '2026-06-02T10:00:00Z' });
    await buy(fay, 1, { createdAt: '2026-06-03T10:00:00Z' });

    // Reassigned: both the old and the new customer are counted again.
    await t.query(sql`update orders set customer_id = ${fay.id} where id = ${e2.id}`);
    for (const p of [eve, fay]) {
      const { kept, fresh } = await totalsOf(p.id);
      expect(kept).toBe(fresh);
    }
    expect((await totalsOf(eve.id)).kept.split('/').slice(0, 3)).toEqual([
      '1',
      '1',
      String(e1.totalCents),
    ]);
    expect((await totalsOf(fay.id)).kept.split('/')[0]).toBe('2');

    // Deleted (with its lines and history first): the customer's totals drop to nothing.
    await t.query(sql`delete from order_items where order_id = ${e1.id}`);
    await t.query(sql`delete from order_status_history where order_id = ${e1.id}`);
    await t.query(sql`delete from orders where id = ${e1.id}`);
    const eveNow = (await t.call('GET', `/api/admin/users/${eve.id}`, admin)).json().user;
    expect(eveNow).toMatchObject({ totalOrders: 0, totalSpent: 0, lastOrderDate: null });
    expect((await totalsOf(eve.id)).kept).toBe((await totalsOf(eve.id)).fresh);
  });

  it.skipIf(TEST_ENGINE !== 'postgres')(
    'counts two orders of one customer paid at the same time in two sessions',
    async () => {
      const gus = await t.signUp({ firstName: 'Gus', lastName: 'Eta' });
      const template = await buy(gus, 1);
      const clients = await Promise.all([secondSession(t), secondSession(t)]);
      const copy = (c: pg.Client, n: number) =>
        c.query(
          `insert into orders (order_number, customer_id, customer_name, customer_email, status,
             payment_status, subtotal_cents, tax_rate, tax_cents, shipping_cents, total_cents,
             shipping_address, ship_street, ship_city, ship_state, ship_zip, ship_country,
             payment_provider, payment_intent_id)
           select order_number || '-' || $2, customer_id, customer_name, customer_email, 'paid',
             'paid', subtotal_cents, tax_rate, tax_cents, shipping_cents, total_cents,
             shipping_address, ship_street, ship_city, ship_state, ship_zip, ship_country,
             payment_provider, payment_intent_id || '-' || $2
           from orders where id = $1`,
          [template.id, String(n)],
        );
      try {
        const [a, b] = clients as [pg.Client, pg.Client];
        await a.query('begin');
        await b.query('begin');
        await copy(a, 1);
        // B's trigger waits on A's row of the customer; A commits while B waits.
        const waiting = copy(b, 2);
        await blockedBy(a, waiting);
        await a.query('commit');
        await waiting;
        await b.query('commit');
      } finally {
        await Promise.all(clients.map((c) => c.end()));
      }
      const { kept, fresh } = await totalsOf(gus.id);
      expect(kept.split('/').slice(0, 2)).toEqual(['3', '3']);
      expect(kept).toBe(fresh);
    },
  );

  it('shows a customer\u2019s own orders and activity', async () => {
    const dee = await t.signUp({ firstName: 'Dee', lastName: 'Delta' });
    const o1 = await buy(dee, 1, { createdAt: '2026-04-01T10:00:00Z' });
    const o2 = await buy(dee, 1, { createdAt: '2026-05-01T10:00:00Z' });
    const orders = (await t.call('GET', `/api/admin/users/${dee.id}/orders`, admin)).json();
    expect(orders.orders.map((o: { id: number }) => o.id)).toEqual([o2.id, o1.id]);
    expect(orders.orders[0]).toMatchObject({ order_number: o2.orderNumber, itemCount: 1 });
    expect((await t.call('GET', '/api/admin/users/999999/orders', admin)).statusCode).toBe(404);

    await t.call('PUT', `/api/admin/users/${dee.id}/notes`, admin, {
      notes: 'Prefers phone <b>calls</b>',
    });
    const activity = (await t.call('GET', `/api/admin/users/${dee.id}/activity`, admin)).json()
      .activity;
    const kinds = activity.map((a: { kind: string }) => a.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['order', 'notes_updated', 'created', 'last_login']),
    );
    expect(
      activity.find((a: { kind: string }) => a.kind === 'notes_updated').actorName,
    ).toBeTruthy();
    const user = (await t.call('GET', `/api/admin/users/${dee.id}`, admin)).json().user;
    expect(user.notes).toBe('Prefers phone <b>calls</b>');
  });

  it('exports customers as CSV with their totals and no secrets', async () => {
    const res = await t.call('GET', '/api/admin/customers/export?sort=name', admin);
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toContain('Total Spent');
    expect(lines[0]).not.toMatch(/password|hash|token/i);
    const [count] = await t.query<{ n: number }>(
      sql`select count(*)::int as n from users where role in ('customer','client')`,
    );
    expect(lines).toHaveLength(count!.n + 1);
    expect(res.body).not.toContain(admin.email);
  });
});
