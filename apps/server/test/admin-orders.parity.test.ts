import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers.ts';
import {
  adminOrdersShop,
  countingTestProvider,
  createOrder,
  pricedProducts,
  stockOf,
  type AdminOrdersShop,
  type FixtureProduct,
} from './order-fixtures.ts';

type Person = { id: number; email: string; cookie: string };

/**
 * The staff's orders on each engine: the list filtered, searched, sorted and paged in SQL
 * (days in the shop's time zone), one order refunded by two admins at once (its row lock), and
 * the dashboard's 30 days counted by the database. Everything else: admin-orders.test.ts.
 */
describe('admin orders: the list in SQL, refunds at once (both engines)', () => {
  let t: TestApp;
  let admin: Person;
  let products: FixtureProduct[];
  let order: AdminOrdersShop['order'];
  const counting = countingTestProvider(() => t);

  beforeAll(async () => {
    t = await createTestApp({ paymentProvider: counting.provider });
    ({ admin, products, order } = await adminOrdersShop(t));
  });
  afterAll(() => t.close());

  it('filters, searches, sorts and pages in the server, with the spec shapes', async () => {
    await t.query(sql`delete from orders`);
    const other = await t.signUp({ firstName: 'Zed', lastName: 'Quill' });
    const a = await order({ createdAt: '2026-03-01T18:00:00Z' }, [
      { product: products[0]!, quantity: 1 },
    ]);
    const b = await order({ status: 'shipped', createdAt: '2026-03-05T18:00:00Z' }, [
      { product: products[1]!, quantity: 3 },
    ]);
    const c = await createOrder(t, {
      customer: { id: other.id, email: other.email, name: 'Zed Quill' },
      lines: [
        { product: products[2]!, quantity: 1 },
        { product: products[0]!, quantity: 2 },
      ],
      paymentStatus: 'pending',
      status: 'pending',
      createdAt: '2026-03-10T18:00:00Z',
    });

    const list = async (query: string) => {
      const res = await t.call('GET', `/api/admin/orders?${query}`, admin);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        orders: { id: number; order_number: string; itemCount: number; totalQuantity: number }[];
        pagination: { total: number; totalPages: number; currentPage: number };
      };
    };
    const ids = async (query: string) => (await list(query)).orders.map((o) => o.id);

    const all = await list('');
    expect(all.pagination).toMatchObject({ total: 3, totalPages: 1, currentPage: 1 });
    expect(all.orders.map((o) => o.id)).toEqual([c.id, b.id, a.id]);
    expect(all.orders[0]).toMatchObject({
      customer_name: 'Zed Quill',
      customer_email: other.email,
      itemCount: 2,
      totalQuantity: 3,
      status: 'pending',
      payment_status: 'pending',
    });
    expect(await ids('status=shipped')).toEqual([b.id]);
    expect(await ids('payment_status=pending')).toEqual([c.id]);
    expect(await ids('date_from=2026-03-05')).toEqual([c.id, b.id]);
    // The To day is included whole, in the shop's time zone.
    expect(await ids('date_to=2026-03-05')).toEqual([b.id, a.id]);
    expect(await ids('date_from=2026-03-02&date_to=2026-03-09')).toEqual([b.id]);
    expect(await ids('search=zed')).toEqual([c.id]);
    expect(await ids(`search=${encodeURIComponent(other.email.toUpperCase())}`)).toEqual([c.id]);
    expect(await ids(`search=${a.orderNumber.slice(-6)}`)).toEqual([a.id]);
    expect(await ids('search=%25')).toEqual([]);
    expect(await ids('sort=created_at&order=asc')).toEqual([a.id, b.id, c.id]);
    const byTotal = (await list('sort=total_amount&order=asc')).orders.map((o) => o.id);
    const totals = [a, b, c].sort((x, y) => x.totalCents - y.totalCents).map((o) => o.id);
    expect(byTotal).toEqual(totals);
    expect((await list('sort=customer_name&order=asc')).orders[2]!.id).toBe(c.id);
    const page2 = await list('limit=10&page=2');
    expect(page2.orders).toEqual([]);
    expect(page2.pagination.total).toBe(3);
    // Any page size from 1 to 100 (docs/modules/README.md#conventions-in-these-documents: a client
    // written from the spec).
    const one = await list('limit=1&page=2');
    expect(one.orders.map((o) => o.id)).toEqual([b.id]);
    expect(one.pagination).toMatchObject({ total: 3, totalPages: 3, currentPage: 2 });
    expect((await list('limit=7')).orders).toHaveLength(3);

    for (const bad of [
      'limit=0',
      'limit=1.5',
      'limit=1000',
      'sort=password',
      'order=sideways',
      'status=lost',
      'payment_status=maybe',
      'date_from=2026-13-01',
      'date_from=yesterday',
      'date_from=2026-03-09&date_to=2026-03-01',
      `search=${'x'.repeat(101)}`,
    ]) {
      const res = await t.call('GET', `/api/admin/orders?${bad}`, admin);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error, bad).toBeTruthy();
    }
    const reversed = await t.call(
      'GET',
      '/api/admin/orders?date_from=2026-03-09&date_to=2026-03-01',
      admin,
    );
    expect(reversed.json().error).toContain('The From date must be on or before the To date.');
  });

  it.each([
    ['cancelling', 'status', { status: 'cancelled' }, 'cancelled'],
    ['choosing Refunded', 'payment-status', { payment_status: 'refunded' }, 'refunded'],
  ] as const)(
    'two admins %s at the same moment refund the payment and restock exactly once',
    async (_, path, body, closedAs) => {
      const product = products[2]!;
      const second = await t.createStaff('admin');
      const before = await stockOf(t, product.id);
      const made = await order({}, [{ product, quantity: 4 }]);
      const results = await Promise.all(
        [admin, second].map((who) =>
          t.call('PUT', `/api/admin/orders/${made.id}/${path}`, who, body),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(counting.refunds.filter((id) => id === made.paymentIntentId)).toHaveLength(1);
      expect(await stockOf(t, product.id)).toBe(before);
      const history = await t.query<{ status: string }>(
        sql`select status from order_status_history where order_id = ${made.id} and status = ${closedAs}`,
      );
      expect(history).toHaveLength(1);
    },
  );
  it.each([
    ['cancels', 'status', { status: 'cancelled' }],
    ['refunds', 'payment-status', { payment_status: 'refunded' }],
  ] as const)(
    "an admin who %s a paid order gives its money back in every figure: the day's revenue, the customer's spent total and stats, the order's refunded amount",
    async (_, path, body) => {
      const buyer = await t.signUp();
      const figures = async () => {
        const [row] = await t.query<{ revenue: number; refunded: number; spent: number }>(sql`
          select (select coalesce(sum(total_cents - refunded_cents)
                    filter (where payment_status = 'paid'), 0)::int from order_day_counts) as revenue,
            (select coalesce(sum(refunded_cents), 0)::int from order_day_counts) as refunded,
            (select spent_cents::int from users where id = ${buyer.id}) as spent`);
        const stats = await t.call('GET', '/api/customer/orders/stats', buyer);
        const dashboard = await t.call('GET', '/api/admin/stats', admin);
        return {
          ...row!,
          totalSpent: stats.json().stats.totalSpent as number,
          revenueLast30Days: dashboard.json().totals.revenueLast30Days as number,
        };
      };
      const before = await figures();
      const made = await order({ customer: { id: buyer.id, email: buyer.email } }, [
        { product: products[1]!, quantity: 1 },
      ]);
      const paid = await figures();
      expect(paid.revenue - before.revenue).toBe(made.totalCents);
      expect(paid.spent).toBe(made.totalCents);

      const closed = await t.call('PUT', `/api/admin/orders/${made.id}/${path}`, admin, body);
      expect(closed.statusCode, closed.body).toBe(200);
      expect(closed.json().order.refunded_amount).toBe(made.totalCents / 100);
      expect(await figures()).toEqual({
        ...before,
        // The refund is counted as given back, once: earned, then returned.
        refunded: before.refunded + made.totalCents,
      });
    },
  );

  it('migration 0048 counts the refunds of orders closed before they were recorded, once', async () => {
    const made = await order({}, [{ product: products[3]!, quantity: 1 }]);
    const closed = await t.call('PUT', `/api/admin/orders/${made.id}/status`, admin, {
      status: 'cancelled',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    // As an order closed before the refund was recorded on it was left.
    await t.query(sql`update orders set refunded_cents = 0 where id = ${made.id}`);
    const dayRefunds = async () =>
      Number(
        (
          await t.query<{ n: number }>(
            sql`select coalesce(sum(refunded_cents), 0)::int as n from order_day_counts`,
          )
        )[0]!.n,
      );
    const before = await dayRefunds();
    const migration = readFileSync(
      new URL('../../../packages/db/migrations/0048_admin_refunds_counted.sql', import.meta.url),
      'utf8',
    );
    for (let run = 0; run < 2; run++) await t.query(sql.raw(migration));
    const [row] = await t.query<{ refunded: number }>(
      sql`select refunded_cents as refunded from orders where id = ${made.id}`,
    );
    expect(row!.refunded).toBe(made.totalCents);
    expect(await dayRefunds()).toBe(before + made.totalCents);
  });
});

describe('admin dashboard stats (both engines)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await t.seedCatalogue();
  });
  afterAll(() => t.close());

  it('answers the cards, 30 days of figures and the tables from the database', async () => {
    const admin = await t.createStaff('admin');
    const customer = await t.signUp();
    const products = await pricedProducts(t);
    const recent = await createOrder(t, {
      customer: { id: customer.id, email: customer.email },
      lines: [{ product: products[0]!, quantity: 5 }],
    });
    const cancelled = await createOrder(t, {
      customer: { id: customer.id, email: customer.email },
      lines: [{ product: products[1]!, quantity: 9 }],
      status: 'cancelled',
      paymentStatus: 'refunded',
    });
    await createOrder(t, {
      customer: { id: customer.id, email: customer.email },
      lines: [{ product: products[2]!, quantity: 1 }],
      createdAt: new Date(Date.now() - 45 * 86_400_000).toISOString(),
    });
    await t.query(sql`delete from page_views`);
    await t.inject({ method: 'POST', url: '/api/page-views', payload: { path: '/about' } });

    const res = await t.inject({
      method: 'GET',
      url: '/api/admin/stats',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    const [live] = await t.query<{ n: number }>(
      sql`select count(*)::int as n from products where archived_at is null`,
    );
    expect(stats.totals).toEqual({
      products: live!.n,
      ordersLast30Days: 2,
      revenueLast30Days: recent.totalCents / 100,
      activeUsers: 2,
      pageViewsLast30Days: 1,
      // No product of these orders is kept as units: none misses any.
      ordersMissingUnits: 0,
    });
    expect(stats.daily).toHaveLength(30);
    expect(stats.daily.at(-1)).toEqual({
      day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      orders: 2,
      revenue: recent.totalCents / 100,
    });
    expect(stats.recentOrders.map((o: { id: number }) => o.id)).toContain(cancelled.id);
    // The cancelled order's units were not sold.
    expect(stats.popularProducts).toEqual([
      expect.objectContaining({ productId: products[0]!.id, unitsSold: 5 }),
    ]);
    expect(stats.topPages).toEqual([{ path: '/about', views: 1 }]);
  });
});
