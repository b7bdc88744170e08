import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Order, PaymentIntentResponse } from '@shop/contract';
import { STATE_SALES_TAX_RATES } from '../src/modules/tax/tax-data.ts';
import { createTestApp, TEST_ENGINE, type TestApp } from './helpers.ts';
import { camera, checkoutCalls, other, type CheckoutCalls } from './checkout-fixtures.ts';
import { CARD, NV } from './order-fixtures.ts';

/**
 * Checkout's rules: prices, addresses, cards, payments that make no order, held carts, and the
 * customer's orders and addresses. The order transaction, races and recovery jobs run on each
 * engine: checkout.parity.test.ts.
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
let age: CheckoutCalls['age'];

beforeAll(async () => {
  t = await createTestApp();
  await t.seedCatalogue();
  ({ productIds, post, stockOf, setStock, buyer, intentFor, pay, order, statusOf, age } =
    await checkoutCalls(t));
});
afterAll(() => t.close());

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
});

describe(`payments in flight (${TEST_ENGINE})`, () => {
  const checkoutService = () => t.app.services.checkout;

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
