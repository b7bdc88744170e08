import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CHECKOUT_MESSAGES } from '@shop/contract';
import type { OrderPlan, SettledPayment } from '../src/modules/orders/place-order.ts';
import { OrderRefused } from '../src/modules/orders/place-order.ts';
import { createTestApp, TEST_ENGINE, type TestApp } from './helpers.ts';
import { paidLinesOf, pricedProducts, type FixtureProduct } from './order-fixtures.ts';

/**
 * The one step that places a paid order (orders.placeOrder, ADR 0062) on each engine: once
 * per payment however often (and however concurrently) it is asked, and all or nothing when
 * a product line's stock is gone or a follow-up fails. Its callers' journeys: checkout,
 * quote-link and rma-resolution tests.
 */
let t: TestApp;
let first: FixtureProduct;
let second: FixtureProduct;
let customer: { id: number; email: string };

beforeAll(async () => {
  t = await createTestApp();
  await t.seedCatalogue();
  const products = await pricedProducts(t);
  first = products[0]!;
  second = products[1]!;
  customer = await t.signUp();
});
afterAll(() => t.close());

const payment = (): SettledPayment => ({
  key: `pi_plan_${randomBytes(6).toString('hex')}`,
  provider: 'test',
  card: { brand: 'visa', last4: '4242' },
});

async function planFor(
  lines: { product: FixtureProduct; quantity: number }[],
  more: Partial<OrderPlan> = {},
): Promise<OrderPlan> {
  const subtotalCents = lines.reduce((n, l) => n + l.product.priceCents * l.quantity, 0);
  return {
    type: 'online',
    customerId: customer.id,
    billTo: await t.app.services.users.billTo(customer.id),
    shipTo: {
      address: '1 Main Street',
      city: 'Las Vegas',
      state: 'NV',
      zipCode: '89109',
      country: 'United States',
    },
    lines: paidLinesOf(lines),
    totals: {
      subtotalCents,
      taxRate: 0,
      taxCents: 0,
      shippingCents: 0,
      totalCents: subtotalCents,
    },
    stock: { from: 'shop', whenShort: 'refuse', assignedBy: null },
    confirmTo: { email: customer.email, firstName: 'Pat' },
    ...more,
  };
}

async function stockOf(productId: number): Promise<number> {
  const [row] = await t.query<{ stock: number }>(
    sql`select stock from products where id = ${productId}`,
  );
  return row!.stock;
}

async function ordersOf(key: string) {
  return t.query<{ id: number; items: number }>(sql`
    select o.id, (select count(*)::int from order_items i where i.order_id = o.id) as items
    from orders o where o.payment_intent_id = ${key}`);
}

async function confirmationsOf(orderNumber: string): Promise<number> {
  const mails = await t.app.services.mail.recent(200);
  return mails.filter(
    (m) => m.kind === 'order_confirmation' && m.textBody?.includes(`/${orderNumber}`),
  ).length;
}

describe(`placing a paid order (${TEST_ENGINE})`, () => {
  it('places a plan once per payment: a repeat, even at once, answers the same order without building it again', async () => {
    const paid = payment();
    const before = await stockOf(first.id);
    let built = 0;
    const followedUp: { id: number; orderNumber: string }[] = [];
    const place = () =>
      t.app.services.orders.placeOrder(paid, async () => {
        built++;
        return planFor([{ product: first, quantity: 2 }], {
          followUps: [async (order) => void followedUp.push(order)],
        });
      });
    const [a, b] = await Promise.all([place(), place()]);
    const again = await place();

    expect([a.created, b.created].sort()).toEqual([false, true]);
    expect(b.id).toBe(a.id);
    expect(again).toMatchObject({ id: a.id, created: false });
    expect(built).toBe(1);
    expect(await ordersOf(paid.key)).toEqual([{ id: a.id, items: 1 }]);
    expect(await stockOf(first.id)).toBe(before - 2);
    const made = a.created ? a : b;
    if (!made.created) throw new Error('one of the two placements makes the order');
    expect(followedUp).toEqual([{ id: made.id, orderNumber: made.orderNumber }]);
    expect(await confirmationsOf(made.orderNumber)).toBe(1);
  });

  it('refuses a plan whose stock is gone and leaves nothing written: no order, no lines, the stock and the hold as they were', async () => {
    const paid = payment();
    await t.app.services.catalogue.holdStock(
      customer.id,
      [{ productId: first.id, quantity: 1, productName: first.name }],
      15,
    );
    await t.query(sql`update products set stock = 0 where id = ${second.id}`);
    const before = await stockOf(first.id);
    let followedUp = false;
    const placing = t.app.services.orders.placeOrder(paid, () =>
      planFor(
        [
          { product: first, quantity: 1 },
          { product: second, quantity: 1 },
        ],
        { followUps: [async () => void (followedUp = true)], releaseHoldOf: customer.id },
      ),
    );
    await expect(placing).rejects.toThrow(OrderRefused);
    await expect(placing).rejects.toThrow(CHECKOUT_MESSAGES.soldOut(second.name));

    expect(await ordersOf(paid.key)).toEqual([]);
    expect(await stockOf(first.id)).toBe(before);
    expect(followedUp).toBe(false);
    expect(await t.app.services.catalogue.holdExpiresAt(customer.id)).not.toBeNull();
    await t.query(sql`update products set stock = 50 where id = ${second.id}`);
  });

  it('rolls the whole placement back when a follow-up fails, and places it when asked again', async () => {
    const paid = payment();
    const before = await stockOf(first.id);
    const failing = t.app.services.orders.placeOrder(paid, () =>
      planFor([{ product: first, quantity: 1 }], {
        followUps: [
          async () => {
            throw new Error('the follow-up failed');
          },
        ],
      }),
    );
    await expect(failing).rejects.toThrow('the follow-up failed');
    expect(await ordersOf(paid.key)).toEqual([]);
    expect(await stockOf(first.id)).toBe(before);

    const placed = await t.app.services.orders.placeOrder(paid, () =>
      planFor([{ product: first, quantity: 1 }], { releaseHoldOf: customer.id }),
    );
    expect(placed.created).toBe(true);
    expect(await ordersOf(paid.key)).toEqual([{ id: placed.id, items: 1 }]);
    expect(await stockOf(first.id)).toBe(before - 1);
    expect(await t.app.services.catalogue.holdExpiresAt(customer.id)).toBeNull();
  });

  it('places an order that waits for stock when its plan says so, and one that takes none', async () => {
    await t.query(sql`update products set stock = 0 where id = ${second.id}`);
    const waiting = await t.app.services.orders.placeOrder(payment(), () =>
      planFor([{ product: second, quantity: 1 }], {
        stock: { from: 'shop', whenShort: 'wait', assignedBy: null },
        confirmTo: null,
      }),
    );
    expect(waiting.created).toBe(true);
    expect(await stockOf(second.id)).toBe(0);
    if (waiting.created) expect(await confirmationsOf(waiting.orderNumber)).toBe(0);

    const before = await stockOf(first.id);
    const untaken = await t.app.services.orders.placeOrder(payment(), () =>
      planFor([{ product: first, quantity: 1 }], { stock: null }),
    );
    expect(untaken.created).toBe(true);
    expect(await stockOf(first.id)).toBe(before);
    await t.query(sql`update products set stock = 50 where id = ${second.id}`);
  });
});
