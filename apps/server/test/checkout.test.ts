import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Order, PaymentIntentResponse } from '@shop/contract';
import { DEMO_PRODUCTS } from '../src/modules/catalogue/demo-catalogue.ts';
import { STATE_SALES_TAX_RATES } from '../src/modules/tax/tax-data.ts';
import { createTestApp, TEST_ENGINE, type TestApp } from './helpers.ts';
import { CARD, NV } from './order-fixtures.ts';

let t: TestApp;
const productIds = new Map<string, number>();
const camera = DEMO_PRODUCTS.find((p) => p.priceCents && p.stock > 20 && p.packages.length > 1)!;
const other = DEMO_PRODUCTS.find((p) => p.priceCents && p.stock > 20 && p.sku !== camera.sku)!;

beforeAll(async () => {
  t = await createTestApp();
  await t.seedCatalogue();
  for (const r of await t.query<{ sku: string; id: number }>(sql`select sku, id from products`)) {
    productIds.set(r.sku, Number(r.id));
  }
});
afterAll(() => t.close());

const post = (cookie: string | undefined, url: string, payload: object) =>
  t.json('POST', url, cookie, payload);
const stockOf = async (sku: string) =>
  Number(
    (await t.query<{ stock: number }>(sql`select stock from products where sku = ${sku}`))[0]!
      .stock,
  );
const setStock = (sku: string, stock: number) =>
  t.query(sql`update products set stock = ${stock} where sku = ${sku}`);

/** A signed-in customer with these lines in the cart. */
async function buyer(lines: [sku: string, quantity: number][] = [[camera.sku, 2]]) {
  const user = await t.signUp();
  for (const [sku, quantity] of lines) {
    const added = await post(user.cookie, '/api/cart/add', {
      productId: productIds.get(sku),
      quantity,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  }
  return user;
}
async function intentFor(cookie: string, address = NV) {
  const { status, body } = await post(cookie, '/api/create-payment-intent', {
    shippingAddress: address,
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return body as unknown as PaymentIntentResponse;
}
const pay = (cookie: string, paymentIntentId: string, card = CARD) =>
  post(cookie, '/api/test-payments/confirm', { paymentIntentId, ...card });
const order = (cookie: string, paymentIntentId: string) =>
  post(cookie, '/api/orders', { paymentIntentId, shippingAddress: NV });

describe(`checkout (${TEST_ENGINE})`, () => {
  it('prices the cart on the server: subtotal, the ZIP state\u2019s tax, flat shipping; a client amount is ignored', async () => {
    const user = await buyer([[camera.sku, 2]]);
    const { body } = await post(user.cookie, '/api/create-payment-intent', {
      shippingAddress: NV,
      amount: 1,
      currency: 'eur',
    });
    const intent = body as unknown as PaymentIntentResponse;
    const subtotal = camera.priceCents! * 2;
    const tax = Math.round(subtotal * STATE_SALES_TAX_RATES.NV!.rate);
    expect(intent).toMatchObject({
      provider: 'test',
      currency: 'usd',
      amount: subtotal + tax + 1000,
      totals: {
        subtotal: subtotal / 100,
        taxRate: STATE_SALES_TAX_RATES.NV!.rate,
        tax: tax / 100,
        shipping: 10,
        total: (subtotal + tax + 1000) / 100,
      },
    });
    expect(intent.paymentIntentId).toMatch(/^pi_test_/);
    expect(intent.clientSecret).toContain(`${intent.paymentIntentId}_secret_`);
  });

  it('needs a signed-in user, a cart and a complete US address with the spec\u2019s messages', async () => {
    expect(
      (await post(undefined, '/api/create-payment-intent', { shippingAddress: NV })).status,
    ).toBe(401);
    const empty = await t.signUp();
    expect(
      await post(empty.cookie, '/api/create-payment-intent', { shippingAddress: NV }),
    ).toMatchObject({
      status: 400,
      body: { error: 'Your cart is empty.' },
    });
    const user = await buyer();
    const missing = await post(user.cookie, '/api/create-payment-intent', {
      shippingAddress: { address: '', city: '', state: 'NV', zipCode: '89109' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe(
      'Please fill in all required shipping address fields: address, city',
    );
    const zip = await post(user.cookie, '/api/create-payment-intent', {
      shippingAddress: { ...NV, zipCode: '8910' },
    });
    expect(zip.body.error).toBe('Please enter a valid ZIP code (12345 or 12345-6789)');
    const abroad = await post(user.cookie, '/api/create-payment-intent', {
      shippingAddress: { ...NV, country: 'Canada' },
    });
    expect(abroad.body.error).toBe('We ship within the United States only');
  });

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

  it('only brand and last 4 digits of a card are kept, never the number or CVC', async () => {
    const user = await buyer();
    const intent = await intentFor(user.cookie);
    await pay(user.cookie, intent.paymentIntentId);
    await order(user.cookie, intent.paymentIntentId);
    const dump = JSON.stringify(
      await t.query(
        sql`select p.*, o.* from payment_intents p left join orders o on o.payment_intent_id = p.id`,
      ),
    );
    expect(dump).not.toContain('4242424242424242');
    expect(dump).not.toContain('4242 4242 4242 4242');
    expect(dump).toContain('"card_last4":"4242"');
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
  ])(
    'a declined card (%s) fails with the processor\u2019s message and makes no order',
    async (cardNumber, error) => {
      const user = await buyer();
      const before = await stockOf(camera.sku);
      const intent = await intentFor(user.cookie);
      expect(await pay(user.cookie, intent.paymentIntentId, { ...CARD, cardNumber })).toMatchObject(
        {
          status: 200,
          body: { status: 'failed', error },
        },
      );
      const refused = await order(user.cookie, intent.paymentIntentId);
      expect(refused).toMatchObject({
        status: 409,
        body: { error: 'This payment has not been completed.' },
      });
      expect(await stockOf(camera.sku)).toBe(before);
      // The customer may try another card on the same payment.
      expect((await pay(user.cookie, intent.paymentIntentId)).body.status).toBe('succeeded');
      expect((await order(user.cookie, intent.paymentIntentId)).status).toBe(200);
    },
  );

  it.each([
    [{ cardNumber: '4242 4242 4242 4241' }, 'cardNumber'],
    [{ cardNumber: '4111 1111 1111 1111' }, 'cardNumber'],
    [{ expiry: '01/20' }, 'expiry'],
    [{ expiry: '13/30' }, 'expiry'],
    [{ cvc: '1' }, 'cvc'],
  ])('a malformed or real card %j is a 400 on its field, no charge', async (change, field) => {
    const user = await buyer();
    const intent = await intentFor(user.cookie);
    const { status, body } = await pay(user.cookie, intent.paymentIntentId, { ...CARD, ...change });
    expect(status).toBe(400);
    expect(Object.keys(body.errors as object)).toEqual([field]);
    expect((await order(user.cookie, intent.paymentIntentId)).status).toBe(409);
  });

  it('an unpaid intent makes no order', async () => {
    const user = await buyer();
    const intent = await intentFor(user.cookie);
    expect((await order(user.cookie, intent.paymentIntentId)).body.error).toBe(
      'This payment has not been completed.',
    );
    expect(
      await t.query(sql`select id from orders where payment_intent_id = ${intent.paymentIntentId}`),
    ).toEqual([]);
  });

  it("someone else's intent, a forged id, or a missing one is refused", async () => {
    const owner = await buyer();
    const intent = await intentFor(owner.cookie);
    await pay(owner.cookie, intent.paymentIntentId);
    const mallory = await buyer();
    expect((await pay(mallory.cookie, intent.paymentIntentId)).status).toBe(404);
    expect((await order(mallory.cookie, intent.paymentIntentId)).status).toBe(404);
    expect((await order(mallory.cookie, 'pi_test_000000000000000000000000')).status).toBe(404);
    expect((await order(mallory.cookie, "pi_'; drop table orders; --")).status).toBe(400);
    expect((await post(mallory.cookie, '/api/orders', {})).status).toBe(400);
    expect((await order(owner.cookie, intent.paymentIntentId)).status).toBe(200);
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

  it('a cart changed after the payment was set up makes no order, and the payment is refunded', async () => {
    const user = await buyer([[camera.sku, 1]]);
    const intent = await intentFor(user.cookie);
    await pay(user.cookie, intent.paymentIntentId);
    // The cart is held while the payment is open; once the hold has run out it can change.
    await t.query(sql`update stock_holds set expires_at = now() - interval '1 second'
      where user_id = ${user.id}`);
    const added = await post(user.cookie, '/api/cart/add', {
      productId: productIds.get(other.sku),
      quantity: 1,
    });
    expect(added.status).toBe(200);
    const refused = await order(user.cookie, intent.paymentIntentId);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      'Your cart changed after the payment was set up. No order was made and your payment has been refunded.',
    );
    const [row] = await t.query<{ status: string; refunded_cents: number }>(
      sql`select status, refunded_cents from payment_intents where id = ${intent.paymentIntentId}`,
    );
    expect(row).toMatchObject({ status: 'refunded', refunded_cents: intent.amount });
    expect((await order(user.cookie, intent.paymentIntentId)).status).toBe(409);
  });

  it('stock that ran out after payment: no order, the payment is refunded, the customer is told', async () => {
    const user = await buyer([[other.sku, 2]]);
    const intent = await intentFor(user.cookie);
    await pay(user.cookie, intent.paymentIntentId);
    await setStock(other.sku, 1);
    const refused = await order(user.cookie, intent.paymentIntentId);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      `Sorry, ${other.name} sold out while you were paying. No order was made and your payment has been refunded.`,
    );
    expect(await stockOf(other.sku)).toBe(1);
    expect(
      await t.query(sql`select id from orders where payment_intent_id = ${intent.paymentIntentId}`),
    ).toEqual([]);
    await setStock(other.sku, 100);
  });

  it('stock is checked per product over all its lines before a payment is set up', async () => {
    const user = await t.signUp();
    const productId = productIds.get(camera.sku)!;
    const packages = await t.query<{ id: number }>(
      sql`select id from product_packages where product_id = ${productId} order by position`,
    );
    for (const k of packages.slice(0, 2)) {
      const added = await post(user.cookie, '/api/cart/add', {
        productId,
        packageId: k.id,
        quantity: 2,
      });
      expect(added.status).toBe(200);
    }
    const before = await stockOf(camera.sku);
    await setStock(camera.sku, 3);
    try {
      const refused = await post(user.cookie, '/api/create-payment-intent', {
        shippingAddress: NV,
      });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe(
        `Sorry, only 3 of ${camera.name} are in stock, and your cart holds 4.`,
      );
      const [intents] = await t.query<{ n: number }>(
        sql`select count(*)::int as n from payment_intents where user_id = ${user.id}`,
      );
      expect(Number(intents!.n)).toBe(0);
    } finally {
      await setStock(camera.sku, before);
    }
  });

  it('20 buyers at once for the last 3 units: exactly 3 orders, 17 refunds, stock 0', async () => {
    const last = DEMO_PRODUCTS.find(
      (p) => p.priceCents && p.sku !== camera.sku && p.sku !== other.sku && p.stock > 20,
    )!;
    const buyers = [];
    for (let i = 0; i < 20; i++) buyers.push(await buyer([[last.sku, 1]]));
    const intents: PaymentIntentResponse[] = [];
    for (const b of buyers) {
      const intent = await intentFor(b.cookie);
      await pay(b.cookie, intent.paymentIntentId);
      intents.push(intent);
    }
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
  const statusOf = async (id: string) =>
    (
      await t.query<{ status: string; refunded_cents: number }>(
        sql`select status, refunded_cents from payment_intents where id = ${id}`,
      )
    )[0]!;
  const ordersOf = (id: string) =>
    t.query<{ id: number }>(sql`select id from orders where payment_intent_id = ${id}`);
  /** As if the payment had been set up `minutes` ago. */
  const age = (id: string, minutes: number) =>
    t.query(sql`update payment_intents
      set created_at = now() - make_interval(mins => ${minutes}) where id = ${id}`);

  it('one cart paid twice from two tabs at once makes one order; the other payment is refunded', async () => {
    const user = await buyer([[camera.sku, 1]]);
    const first = await intentFor(user.cookie);
    const second = await intentFor(user.cookie);
    await pay(user.cookie, first.paymentIntentId);
    await pay(user.cookie, second.paymentIntentId);
    const results = await Promise.all([
      order(user.cookie, first.paymentIntentId),
      order(user.cookie, second.paymentIntentId),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.status === 409)!;
    expect(refused.body.error).toBe(
      'Your cart changed after the payment was set up. No order was made and your payment has been refunded.',
    );
    const [orderCount] = await t.query<{ n: number }>(
      sql`select count(*)::int as n from orders where customer_id = ${user.id}`,
    );
    expect(Number(orderCount!.n)).toBe(1);
    const statuses = [
      (await statusOf(first.paymentIntentId)).status,
      (await statusOf(second.paymentIntentId)).status,
    ].sort();
    expect(statuses).toEqual(['refunded', 'succeeded']);
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

  it('the cart cannot change while its payment is open; canceling the payment frees it', async () => {
    const user = await buyer([[camera.sku, 1]]);
    const intent = await intentFor(user.cookie);
    const cart = await t.json('GET', '/api/cart', user.cookie);
    expect(typeof cart.body.checkoutHoldUntil).toBe('string');
    const item = (cart.body.items as { item_id: number }[])[0]!;
    for (const [method, url, payload] of [
      ['POST', '/api/cart/add', { productId: productIds.get(other.sku), quantity: 1 }],
      ['PUT', `/api/cart/update/${item.item_id}`, { quantity: 2 }],
      ['DELETE', `/api/cart/remove/${item.item_id}`, undefined],
      ['DELETE', '/api/cart/clear', undefined],
    ] as const) {
      const res = await t.json(method, url, user.cookie, payload);
      expect(res.status, url).toBe(409);
      expect(res.body.error).toBe('Finish or cancel the payment to change your cart.');
    }
    // Someone else's payment cannot be canceled, and says nothing about it.
    const stranger = await t.signUp();
    const foreign = await post(stranger.cookie, '/api/checkout/cancel', {
      paymentIntentId: intent.paymentIntentId,
    });
    expect(foreign.status).toBe(404);
    // The drawer's Cancel payment names no payment: every unpaid one of the customer's goes.
    expect((await post(user.cookie, '/api/checkout/cancel', {})).status).toBe(200);
    expect((await statusOf(intent.paymentIntentId)).status).toBe('canceled');
    const after = await t.json('GET', '/api/cart', user.cookie);
    expect(after.body.checkoutHoldUntil).toBeUndefined();
    const added = await post(user.cookie, '/api/cart/add', {
      productId: productIds.get(other.sku),
      quantity: 1,
    });
    expect(added.status).toBe(200);
    // A paid payment is not canceled: its order is placed instead.
    const paidIntent = await intentFor(user.cookie);
    await pay(user.cookie, paidIntent.paymentIntentId);
    const paidCancel = await post(user.cookie, '/api/checkout/cancel', paidIntent);
    expect(paidCancel.status).toBe(409);
    expect((await order(user.cookie, paidIntent.paymentIntentId)).status).toBe(200);
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

  it('an unpaid payment whose hold ran out is canceled by the recovery job and frees the cart', async () => {
    const user = await buyer([[camera.sku, 1]]);
    const intent = await intentFor(user.cookie);
    await age(intent.paymentIntentId, 60);
    await t.query(sql`update stock_holds set expires_at = now() - interval '1 second'
      where user_id = ${user.id}`);
    expect((await checkoutService().recoverOpenPayments()).canceled).toBe(1);
    expect((await statusOf(intent.paymentIntentId)).status).toBe('canceled');
    expect((await pay(user.cookie, intent.paymentIntentId)).status).toBe(409);
    expect((await t.json('GET', '/api/checkout/notices', user.cookie)).body.notices).toEqual([]);
  });
});

describe(`the customer's orders and addresses (${TEST_ENGINE})`, () => {
  it('lists only my orders, newest first and paged; another customer\u2019s order or invoice is 404', async () => {
    const me = await buyer();
    const made: Order[] = [];
    for (let i = 0; i < 3; i++) {
      await post(me.cookie, '/api/cart/add', {
        productId: productIds.get(camera.sku),
        quantity: 1,
      });
      const intent = await intentFor(me.cookie);
      await pay(me.cookie, intent.paymentIntentId);
      made.push((await order(me.cookie, intent.paymentIntentId)).body.order as Order);
    }
    const page = await t.inject({
      method: 'GET',
      url: '/api/customer/orders?limit=2',
      headers: { cookie: me.cookie },
    });
    const listed = page.json();
    expect(listed.pagination).toMatchObject({ totalItems: 3, totalPages: 2, currentPage: 1 });
    expect(listed.orders.map((o: Order) => o.order_number)).toEqual([
      made[2]!.order_number,
      made[1]!.order_number,
    ]);

    const stranger = await t.signUp();
    for (const url of [
      `/api/customer/orders/${made[0]!.id}`,
      `/api/customer/orders/${made[0]!.id}/invoice`,
      `/api/customer/orders/number/${made[0]!.order_number}`,
    ]) {
      const response = await t.inject({ method: 'GET', url, headers: { cookie: stranger.cookie } });
      expect(response.statusCode, url).toBe(404);
    }
    expect((await t.inject({ method: 'GET', url: '/api/customer/orders' })).statusCode).toBe(401);
    const mine = await t.inject({
      method: 'GET',
      url: `/api/customer/orders/number/${made[0]!.order_number}`,
      headers: { cookie: me.cookie },
    });
    expect(mine.json().order.id).toBe(made[0]!.id);
  });

  it('the invoice is a real PDF of the order', async () => {
    const me = await buyer();
    const intent = await intentFor(me.cookie);
    await pay(me.cookie, intent.paymentIntentId);
    const made = (await order(me.cookie, intent.paymentIntentId)).body.order as Order;
    const response = await t.inject({
      method: 'GET',
      url: `/api/customer/orders/${made.id}/invoice`,
      headers: { cookie: me.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${made.order_number}.pdf"`,
    );
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain(`Invoice ${made.order_number}`);
    expect(pdf.length).toBeGreaterThan(1500);
  });

  it('GET/PUT /api/customer/addresses with the address editor\u2019s messages', async () => {
    const me = await t.signUp();
    const get = await t.inject({
      method: 'GET',
      url: '/api/customer/addresses',
      headers: { cookie: me.cookie },
    });
    expect(get.json().addresses.shipping).toMatchObject({ city: 'Las Vegas', state: 'NV' });
    const put = (payload: object) =>
      t.inject({
        method: 'PUT',
        url: '/api/customer/addresses',
        headers: { cookie: me.cookie },
        payload,
      });
    const missing = await put({
      shipping: { address: '', city: 'Reno', state: '', zipCode: '89501' },
    });
    expect(missing.json().error).toBe('Please fill in: address, state');
    const zip = await put({
      shipping: { address: '2 Oak', city: 'Reno', state: 'NV', zipCode: '895' },
    });
    expect(zip.json().error).toBe('Invalid ZIP code format');
    const state = await put({
      billing: { address: '2 Oak', city: 'Reno', state: 'Nevada', zipCode: '89501' },
    });
    expect(state.statusCode).toBe(400);
    const ok = await put({
      billing: { address: '2 Oak', city: 'Reno', state: 'nv', zipCode: '89501-1234' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().addresses.billing).toEqual({
      address: '2 Oak',
      city: 'Reno',
      state: 'NV',
      zipCode: '89501-1234',
      country: 'United States',
    });
    expect((await t.inject({ method: 'GET', url: '/api/customer/addresses' })).statusCode).toBe(
      401,
    );
  });
});
