import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Order, PaymentIntentResponse } from '@shop/contract';
import { DEMO_PRODUCTS } from '../src/demo/catalogue.ts';
import { createTestApp, TEST_ENGINE, type TestApp } from './helpers.ts';
import { camera, checkoutCalls, other, type CheckoutCalls } from './checkout-fixtures.ts';
import { countingTestProvider, moneyOf, NV } from './order-fixtures.ts';

/**
 * Checkout on each engine: the order transaction, one payment ordered several times at once,
 * the last units bought by 20 at once, one cart paid from two tabs, stock held while paying,
 * an add-to-cart retried at once, and recovery jobs run twice at once. Everything else about
 * checkout, and the customer's orders: checkout.test.ts.
 */
let t: TestApp;
let productIds: CheckoutCalls['productIds'];
let post: CheckoutCalls['post'];
let stockOf: CheckoutCalls['stockOf'];
let setStock: CheckoutCalls['setStock'];
let buyer: CheckoutCalls['buyer'];
let intentFor: CheckoutCalls['intentFor'];
let pay: CheckoutCalls['pay'];
let order: CheckoutCalls['order'];
let statusOf: CheckoutCalls['statusOf'];
let ordersOf: CheckoutCalls['ordersOf'];
let age: CheckoutCalls['age'];
const counting = countingTestProvider(() => t);

beforeAll(async () => {
  t = await createTestApp({ paymentProvider: counting.provider });
  await t.seedCatalogue();
  ({ productIds, post, stockOf, setStock, buyer, intentFor, pay, order, statusOf, ordersOf, age } =
    await checkoutCalls(t));
});
afterAll(() => t.close());

describe(`checkout (${TEST_ENGINE})`, () => {
  it('pays with 4242 4242 4242 4242 and makes one paid order: snapshot lines, stock taken, cart emptied, mail sent', async () => {
    const before = await stockOf(camera.sku);
    const user = await buyer([
      [camera.sku, 2],
      [other.sku, 1],
    ]);
    const intent = await intentFor(user.cookie);
    expect(await pay(user.cookie, intent.paymentIntentId)).toMatchObject({
      status: 200,
      body: { status: 'succeeded', error: null },
    });
    const { status, body } = await order(user.cookie, intent.paymentIntentId);
    expect(status, JSON.stringify(body)).toBe(200);
    const made = body.order as Order;
    expect(made).toMatchObject({
      status: 'paid',
      payment_status: 'paid',
      order_type: 'online',
      total_amount: intent.amount / 100,
      subtotal: intent.totals.subtotal,
      tax_amount: intent.totals.tax,
      shipping_cost: 10,
      card_brand: 'visa',
      card_last4: '4242',
      shipping_address: '1 Main Street, Las Vegas, NV 89109, United States',
    });
    expect(made.order_number).toMatch(/^SV-\d{6}-[0-9A-Z]{6}$/);
    expect(made.items.map((i) => [i.product_name, i.quantity, i.unit_price, i.line_total])).toEqual(
      [
        [camera.name, 2, camera.priceCents! / 100, (camera.priceCents! * 2) / 100],
        [other.name, 1, other.priceCents! / 100, other.priceCents! / 100],
      ],
    );
    expect(made.history[0]).toMatchObject({ status: 'paid', payment_status: 'paid' });
    expect(await stockOf(camera.sku)).toBe(before - 2);
    const cart = await t.inject({
      method: 'GET',
      url: '/api/cart',
      headers: { cookie: user.cookie },
    });
    expect(cart.json().items).toEqual([]);
    const mail = (await t.app.services.mail.recent(50)).find(
      (m) => m.toAddress === user.email && m.kind === 'order_confirmation',
    );
    expect(mail?.subject).toContain(made.order_number);
    expect(mail?.textBody).toContain(camera.name);
    expect(mail?.textBody).toContain(`/order-confirmation/${made.order_number}`);

    // A price change later never changes the order.
    await t.query(sql`update products set price_cents = 1 where sku = ${camera.sku}`);
    const again = await t.inject({
      method: 'GET',
      url: `/api/customer/orders/${made.id}`,
      headers: { cookie: user.cookie },
    });
    expect(again.json().order.items[0].unit_price).toBe(camera.priceCents! / 100);
    await t.query(
      sql`update products set price_cents = ${camera.priceCents} where sku = ${camera.sku}`,
    );
  });

  it('the same payment twice, even at once, gives the same single order and takes stock once', async () => {
    const before = await stockOf(other.sku);
    const user = await buyer([[other.sku, 3]]);
    const intent = await intentFor(user.cookie);
    await pay(user.cookie, intent.paymentIntentId);
    const together = await Promise.all(
      [1, 2, 3, 4].map(() => order(user.cookie, intent.paymentIntentId)),
    );
    const c = await post(user.cookie, '/api/cart/convert-to-order', {
      paymentIntentId: intent.paymentIntentId,
    });
    expect([...together, c].map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const numbers = new Set([...together, c].map((r) => (r.body.order as Order).order_number));
    expect(numbers.size).toBe(1);
    expect(await stockOf(other.sku)).toBe(before - 3);
    // Never taken for a changed cart: the payment is not refunded.
    const [paid] = await t.query<{ status: string }>(
      sql`select status from payment_intents where id = ${intent.paymentIntentId}`,
    );
    expect(paid!.status).toBe('succeeded');
  });

  it('20 buyers at once for the last 3 units: exactly 3 orders, 17 refunds, stock 0', async () => {
    const last = DEMO_PRODUCTS.find(
      (p) => p.priceCents && p.sku !== camera.sku && p.sku !== other.sku && p.stock > 20,
    )!;
    // The 20 carts and payments are set up side by side (each buyer's own, in turn); only
    // the orders race.
    const buyers = await Promise.all(Array.from({ length: 20 }, () => buyer([[last.sku, 1]])));
    const intents: PaymentIntentResponse[] = await Promise.all(
      buyers.map(async (b) => {
        const intent = await intentFor(b.cookie);
        await pay(b.cookie, intent.paymentIntentId);
        return intent;
      }),
    );
    await setStock(last.sku, 3);
    const results = await Promise.all(
      buyers.map((b, i) => order(b.cookie, intents[i]!.paymentIntentId)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(17);
    for (const r of refused)
      expect(String(r.body.error)).toContain('sold out while you were paying');
    expect(await stockOf(last.sku)).toBe(0);
    const [refunds] = await t.query<{ n: number }>(
      sql`select count(*)::int as n from payment_intents where status = 'refunded' and id in (${sql.join(
        intents.map((i) => sql`${i.paymentIntentId}`),
        sql`, `,
      )})`,
    );
    expect(Number(refunds!.n)).toBe(17);
  });
});

describe(`payments in flight (${TEST_ENGINE})`, () => {
  const checkoutService = () => t.app.services.checkout;

  it('one cart paid from two tabs at once: both tabs get the one payment, charged once, nothing refunded', async () => {
    const user = await buyer([[camera.sku, 1]]);
    const made = counting.created.length;
    const tabs = await Promise.all(
      [1, 2].map(() => post(user.cookie, '/api/create-payment-intent', { shippingAddress: NV })),
    );
    expect(tabs.map((r) => r.status)).toEqual([200, 200]);
    const ids = tabs.map((r) => String(r.body.paymentIntentId));
    const paid = await Promise.all(ids.map((id) => pay(user.cookie, id)));
    const placed = await Promise.all(ids.map((id) => order(user.cookie, id)));
    const all = await t.query<{ id: string }>(
      sql`select id from payment_intents where user_id = ${user.id}`,
    );
    const money = await moneyOf(
      t,
      all.map((r) => r.id),
      counting.refunds,
    );
    console.log(
      `[${TEST_ENGINE}] one cart, two tabs: ${all.length} payments, ${money.charged} charged, ${money.refunded} refunded`,
    );
    expect(new Set(ids).size).toBe(1);
    expect(money).toEqual({ charged: 1, refunded: 0, orders: 1 });
    // The tab that lost the card form's race is told the payment is complete, and its order
    // call answers the same order.
    expect(paid.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(placed.map((r) => r.status)).toEqual([200, 200]);
    // A payment the provider made for the tab that came second was canceled, never shown.
    for (const id of counting.created.slice(made).filter((id) => id !== ids[0])) {
      expect(counting.canceled).toContain(id);
    }
  });

  it('30 buyers at once for the last 3 units: 27 refused before paying, none charged and then refunded', async () => {
    const used = new Set([camera.sku, other.sku]);
    const candidates = DEMO_PRODUCTS.filter(
      (p) => p.priceCents && p.stock > 20 && !used.has(p.sku) && p.packages.length === 1,
    );
    // Not the product of the 20 buyers (their losers' holds are still running) nor the held one.
    const last = candidates[candidates.length - 1]!;
    const buyers = await Promise.all(Array.from({ length: 30 }, () => buyer([[last.sku, 1]])));
    await setStock(last.sku, 3);
    try {
      const tries = await Promise.all(
        buyers.map(async (b) => {
          const res = await post(b.cookie, '/api/create-payment-intent', { shippingAddress: NV });
          if (res.status !== 200) return { status: res.status, code: res.body.code };
          const id = String(res.body.paymentIntentId);
          await pay(b.cookie, id);
          const placed = await order(b.cookie, id);
          return { status: placed.status, id };
        }),
      );
      const ids = tries.flatMap((r) => (r.id ? [r.id] : []));
      const money = await moneyOf(t, ids, counting.refunds);
      const refused = tries.filter((r) => !r.id);
      console.log(
        `[${TEST_ENGINE}] 30 buyers, last 3 units: ${refused.length} refused before paying, ${money.charged} charged, ${money.refunded} charged then refunded, ${money.orders} orders`,
      );
      expect(money).toEqual({ charged: 3, refunded: 0, orders: 3 });
      expect(refused).toHaveLength(27);
      // Sold out in other customers' checkouts, or (once their orders are made) on the shelf.
      for (const r of refused) expect(r).toEqual({ status: 409, code: 'NOT_ENOUGH_STOCK' });
      expect(await stockOf(last.sku)).toBe(0);
    } finally {
      await setStock(last.sku, 100);
    }
  });

  it('stock is held while customers pay: the last units are refused before paying, not refunded after', async () => {
    const held = DEMO_PRODUCTS.find(
      (p) =>
        p.priceCents &&
        p.stock > 20 &&
        ![camera.sku, other.sku].includes(p.sku) &&
        p.packages.length === 1,
    )!;
    const buyers = [];
    for (let i = 0; i < 5; i++) buyers.push(await buyer([[held.sku, 1]]));
    await setStock(held.sku, 3);
    try {
      const answers = [];
      for (const b of buyers) {
        answers.push(await post(b.cookie, '/api/create-payment-intent', { shippingAddress: NV }));
      }
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 409, 409]);
      expect(answers[3]!.body.error).toBe(
        `Sorry, ${held.name} is sold out: the last ones are in other customers' checkouts.`,
      );
      // The first buyer leaves the payment: the unit they held goes to the next one.
      const first = answers[0]!.body as unknown as PaymentIntentResponse;
      const cancel = await post(buyers[0]!.cookie, '/api/checkout/cancel', {
        paymentIntentId: first.paymentIntentId,
      });
      expect(cancel.status).toBe(200);
      expect((await statusOf(first.paymentIntentId)).status).toBe('canceled');
      expect(
        (await post(buyers[3]!.cookie, '/api/create-payment-intent', { shippingAddress: NV }))
          .status,
      ).toBe(200);
      // A canceled payment can no longer be paid.
      const late = await pay(buyers[0]!.cookie, first.paymentIntentId);
      expect(late.status).toBe(409);
      // A hold that ran out no longer counts.
      await t.query(sql`update stock_holds set expires_at = now() - interval '1 second'
        where user_id = ${buyers[1]!.id}`);
      expect(
        (await post(buyers[4]!.cookie, '/api/create-payment-intent', { shippingAddress: NV }))
          .status,
      ).toBe(200);
    } finally {
      await setStock(held.sku, 100);
    }
  });

  it('a retried add-to-cart with the same Idempotency-Key adds once', async () => {
    const user = await t.signUp();
    const add = (key: string) =>
      t.inject({
        method: 'POST',
        url: '/api/cart/add',
        headers: { cookie: user.cookie, 'idempotency-key': key },
        payload: { productId: productIds.get(camera.sku), quantity: 2 },
      });
    const [a, b] = await Promise.all([add('add-1'), add('add-1')]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await add('add-2')).json().items[0].quantity).toBe(4);
    expect((await add('add-2')).json().items[0].quantity).toBe(4);
    const bad = await add('not a key!');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(
      'Idempotency-Key must be 1 to 100 letters, digits, dashes or underscores',
    );
  });

  it('a paid payment left without an order is completed into it by the recovery job, once, and the customer is told', async () => {
    const user = await buyer([[camera.sku, 1]]);
    const intent = await intentFor(user.cookie);
    await pay(user.cookie, intent.paymentIntentId);
    // Too recent: the customer may still be on their way to placing it.
    expect(await checkoutService().recoverOpenPayments()).toMatchObject({ orders: 0 });
    await age(intent.paymentIntentId, 5);
    // Two instances at once: one order, one settlement.
    const runs = await Promise.all([
      checkoutService().recoverOpenPayments(),
      checkoutService().recoverOpenPayments(),
    ]);
    expect(runs.reduce((n, r) => n + r.orders, 0)).toBe(1);
    expect(await ordersOf(intent.paymentIntentId)).toHaveLength(1);
    const cart = await t.json('GET', '/api/cart', user.cookie);
    expect(cart.body.items).toEqual([]);
    const notices = await t.json('GET', '/api/checkout/notices', user.cookie);
    expect(notices.body.notices).toEqual([
      expect.objectContaining({
        paymentIntentId: intent.paymentIntentId,
        outcome: 'order',
        amount: intent.amount / 100,
        orderNumber: expect.any(String),
      }),
    ]);
    expect((await t.json('GET', '/api/checkout/notices', user.cookie)).body.notices).toEqual([]);
    // The customer coming back afterwards gets the same order.
    expect((await order(user.cookie, intent.paymentIntentId)).status).toBe(200);
    expect(await ordersOf(intent.paymentIntentId)).toHaveLength(1);
  });

  it('a paid payment whose order cannot be made is refunded once by the recovery job', async () => {
    const user = await buyer([[other.sku, 2]]);
    const intent = await intentFor(user.cookie);
    await pay(user.cookie, intent.paymentIntentId);
    await age(intent.paymentIntentId, 5);
    await setStock(other.sku, 1);
    try {
      const runs = await Promise.all([
        checkoutService().recoverOpenPayments(),
        checkoutService().recoverOpenPayments(),
      ]);
      expect(runs.reduce((n, r) => n + r.refunded, 0)).toBe(1);
      expect(await statusOf(intent.paymentIntentId)).toMatchObject({
        status: 'refunded',
        refunded_cents: intent.amount,
      });
      expect(await ordersOf(intent.paymentIntentId)).toEqual([]);
      const notices = await t.json('GET', '/api/checkout/notices', user.cookie);
      expect(notices.body.notices).toEqual([
        expect.objectContaining({ outcome: 'refunded', orderNumber: null }),
      ]);
    } finally {
      await setStock(other.sku, 100);
    }
  });
});
