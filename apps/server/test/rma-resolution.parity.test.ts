import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { toCents } from '@shop/contract';
import { createTestApp, type TestApp } from './helpers.ts';
import { countingTestProvider } from './order-fixtures.ts';
import { insertRma, setUpStock, soldUnits, type RmaStock } from './rma-fixtures.ts';

/**
 * An RMA resolved twice at once, on both engines (ADR 0049): the RMA's row lock and
 * its refund claim let one resolution through. Money moves once; one order is made.
 */
describe('resolving an RMA twice at once (both engines)', () => {
  let t: TestApp;
  let admin: { id: number; cookie: string };
  let other: { id: number; cookie: string };
  let customer: { id: number; email: string; cookie: string };
  let stock: RmaStock;
  const counting = countingTestProvider(() => t);

  beforeAll(async () => {
    t = await createTestApp({
      paymentProvider: {
        ...counting.provider,
        // A provider that takes its time: the second resolve arrives while it is called.
        async refundPart(id, cents, key) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          await counting.provider.refundPart(id, cents, key);
        },
      },
    });
    await t.seedCatalogue();
    admin = await t.createStaff('admin');
    other = await t.createStaff('manager', { canManageOrders: true });
    customer = await t.signUp();
    stock = await setUpStock(t, admin, { units: 10 });
  });
  afterAll(() => t.close());

  async function inspectedRma() {
    const sold = await soldUnits(t, admin, stock, customer);
    const rma = await insertRma(t, { customer, unitId: sold.units[0]!.id, status: 'inspected' });
    await t.query(sql`update product_units set status = 'damaged' where id = ${sold.units[0]!.id}`);
    return { sold, rma };
  }

  const resolveBoth = (id: number, a: string, b: string) =>
    Promise.all([
      t.call('POST', `/api/admin/rmas/${id}/resolve`, admin, { resolution: a }),
      t.call('POST', `/api/admin/rmas/${id}/resolve`, other, { resolution: b }),
    ]);

  it('two refunds at once: the money moves once, and the order records it once', async () => {
    const { sold, rma } = await inspectedRma();
    const answers = await resolveBoth(rma.id, 'refund', 'refund');
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const given = counting.given.filter((g) => g.id === sold.paymentIntentId);
    expect(given).toHaveLength(1);
    const [row] = await t.query<{ refundCents: number; orderRefunded: number; notes: number }>(sql`
      select r.refund_cents as "refundCents", o.refunded_cents as "orderRefunded",
        (select count(*)::int from order_status_history h
          where h.order_id = o.id and h.note like 'Refunded %') as notes
      from rmas r join orders o on o.id = r.order_id where r.id = ${rma.id}`);
    expect(row).toEqual({ refundCents: given[0]!.cents, orderRefunded: given[0]!.cents, notes: 1 });
  });

  it('two replacements, or a refund and a repair, at once: one wins, one order at most', async () => {
    const first = await inspectedRma();
    const twice = await resolveBoth(first.rma.id, 'replace', 'replace');
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await t.query(sql`select id from orders where rma_id = ${first.rma.id}`)).toHaveLength(
      1,
    );

    const second = await inspectedRma();
    const mixed = await resolveBoth(second.rma.id, 'refund', 'repair');
    expect(mixed.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [rma] = await t.query<{ resolution: string; orders: number; refunded: number }>(sql`
      select r.resolution, (select count(*)::int from orders o where o.rma_id = r.id) as orders,
        (select refunded_cents from orders o where o.id = r.order_id) as refunded
      from rmas r where r.id = ${second.rma.id}`);
    const given = counting.given.filter((g) => g.id === second.sold.paymentIntentId);
    if (rma!.resolution === 'refund') {
      expect({ orders: rma!.orders, calls: given.length }).toEqual({ orders: 0, calls: 1 });
    } else {
      expect({ orders: rma!.orders, calls: given.length, refunded: rma!.refunded }).toEqual({
        orders: 1,
        calls: 0,
        refunded: 0,
      });
    }
  });

  it("a refund comes off the day's revenue, the customer's spent total and their stats, and the order says it (the counting triggers)", async () => {
    const figures = async () => {
      const [row] = await t.query<{ revenue: number; spent: number }>(sql`
        select (select coalesce(sum(total_cents - refunded_cents), 0)::int from order_day_counts
            where payment_status = 'paid') as revenue,
          (select spent_cents::int from users where id = ${customer.id}) as spent`);
      const stats = await t.call('GET', '/api/customer/orders/stats', customer);
      const dashboard = await t.call('GET', '/api/admin/stats', admin);
      return {
        ...row!,
        totalSpent: stats.json().stats.totalSpent as number,
        revenueLast30Days: dashboard.json().totals.revenueLast30Days as number,
      };
    };
    const { sold, rma } = await inspectedRma();
    const before = await figures();
    const done = await t.call('POST', `/api/admin/rmas/${rma.id}/resolve`, admin, {
      resolution: 'refund',
    });
    expect(done.statusCode, done.body).toBe(200);
    const cents = toCents(done.json().resolution.refund as number);
    expect(await figures()).toEqual({
      revenue: before.revenue - cents,
      spent: before.spent - cents,
      totalSpent: Math.round(before.totalSpent * 100 - cents) / 100,
      revenueLast30Days: Math.round(before.revenueLast30Days * 100 - cents) / 100,
    });
    const order = await t.call('GET', `/api/admin/orders/${sold.orderId}`, admin);
    expect(order.json().order.refunded_amount).toBe(cents / 100);
  });
});
