import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { sql } from 'drizzle-orm';
import type { Order, PaymentIntentResponse, Subscription, SystemStatus } from '@shop/contract';
import { DEMO_PRODUCTS } from '../src/demo/catalogue.ts';
import { createStripeProvider, stripeDeclined } from '../src/modules/payments/stripe-provider.ts';
import { PaymentProviderError } from '../src/modules/payments/payment-provider.ts';
import { createTestApp, TEST_ENGINE, type TestApp } from './helpers.ts';
import { NV, pricedProducts } from './order-fixtures.ts';
import { createSentQuote } from './quote-fixtures.ts';
import { CARE } from './subscription-fixtures.ts';

const WEBHOOK_SECRET = 'whsec_test_secret_for_the_shop';

type FakeIntent = {
  id: string;
  amount: number;
  currency: string;
  status: string;
  paid: boolean;
  error: string | null;
  customer?: string | null;
  setupFutureUsage?: string | null;
  paymentMethod?: string | null;
  offSession?: boolean;
};

/** The cards the stand-in knows: a saved one that pays, and one that is always declined. */
const FAKE_CARDS: Record<string, { brand: string; last4: string; declines?: true }> = {
  pm_visa: { brand: 'visa', last4: '4242' },
  pm_fails: { brand: 'visa', last4: '0341', declines: true },
  // Stripe's payment methods are one customer's each: another customer's card is another id.
  pm_visa_2: { brand: 'visa', last4: '4242' },
};

/**
 * A stand-in for the part of Stripe's API the shop uses (no network here): payment intents
 * (create, retrieve, cancel) and refunds, answering as Stripe does. The SDK itself is real.
 */
function fakeStripe() {
  const intents = new Map<string, FakeIntent>();
  const refunds: string[] = [];
  /** Each refund's amount (none: the whole rest) and idempotency key. */
  const refundRequests: { intent: string; amount: string | null; key: string | undefined }[] = [];
  let n = 0;
  const asStripe = (i: FakeIntent) => ({
    id: i.id,
    object: 'payment_intent',
    amount: i.amount,
    currency: i.currency,
    status: i.status,
    client_secret: `${i.id}_secret_abc`,
    last_payment_error: i.error
      ? { type: 'card_error', code: 'card_declined', message: i.error }
      : null,
    latest_charge: i.paid
      ? {
          id: `ch_${i.id}`,
          object: 'charge',
          payment_method_details: { type: 'card', card: { brand: 'mastercard', last4: '4444' } },
        }
      : null,
    customer: i.customer ?? null,
    setup_future_usage: i.setupFutureUsage ?? null,
    payment_method: i.paymentMethod ? methodOf(i.paymentMethod) : null,
  });
  const methodOf = (id: string) => ({
    id,
    object: 'payment_method',
    type: 'card',
    card: {
      brand: FAKE_CARDS[id]?.brand ?? 'mastercard',
      last4: FAKE_CARDS[id]?.last4 ?? '4444',
      exp_month: 12,
      exp_year: 2030,
    },
  });
  /** What an idempotency key answered first: Stripe answers it again for the same key. */
  const answered = new Map<string, { status: number; payload: unknown }>();
  const customers: string[] = [];
  const setups = new Map<
    string,
    { id: string; status: string; customer: string | null; paymentMethod: string | null }
  >();
  const detached: string[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      const path = (req.url ?? '').split('?')[0]!;
      const key = req.headers['idempotency-key'] as string | undefined;
      const keyed = (status: number, payload: unknown) => {
        if (key && req.method === 'POST') answered.set(`${path} ${key}`, { status, payload });
        send(status, payload);
      };
      const again = key && req.method === 'POST' ? answered.get(`${path} ${key}`) : undefined;
      if (again) return send(again.status, again.payload);
      if (req.method === 'POST' && path === '/v1/customers') {
        customers.push(form.get('email') ?? '');
        return keyed(200, { id: `cus_fake${customers.length}`, object: 'customer' });
      }
      if (req.method === 'POST' && path === '/v1/setup_intents') {
        const setup = {
          id: `seti_fake${++n}xxxxxxxx`,
          status: 'requires_payment_method',
          customer: form.get('customer'),
          paymentMethod: null as string | null,
        };
        setups.set(setup.id, setup);
        return keyed(200, {
          id: setup.id,
          object: 'setup_intent',
          status: setup.status,
          client_secret: `${setup.id}_secret_x`,
        });
      }
      const setupMatch = /^\/v1\/setup_intents\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && setupMatch && setups.has(setupMatch[1]!)) {
        const setup = setups.get(setupMatch[1]!)!;
        return send(200, {
          id: setup.id,
          object: 'setup_intent',
          status: setup.status,
          payment_method: setup.paymentMethod ? methodOf(setup.paymentMethod) : null,
        });
      }
      const detach = /^\/v1\/payment_methods\/([^/]+)\/detach$/.exec(path);
      if (req.method === 'POST' && detach) {
        detached.push(detach[1]!);
        return keyed(200, methodOf(detach[1]!));
      }
      if (req.method === 'POST' && path === '/v1/payment_intents') {
        const intent: FakeIntent = {
          id: `pi_fake${++n}xxxxxxxx`,
          amount: Number(form.get('amount')),
          currency: form.get('currency') ?? 'usd',
          status: 'requires_payment_method',
          paid: false,
          error: null,
          customer: form.get('customer'),
          setupFutureUsage: form.get('setup_future_usage'),
          paymentMethod: form.get('payment_method'),
          offSession: form.get('off_session') === 'true',
        };
        intents.set(intent.id, intent);
        if (intent.offSession && form.get('confirm') === 'true') {
          // A charge of a saved card without the customer: paid, or a card error at once.
          if (FAKE_CARDS[intent.paymentMethod ?? '']?.declines) {
            intent.error = 'Your card was declined.';
            return keyed(402, {
              error: {
                type: 'card_error',
                code: 'card_declined',
                message: 'Your card was declined.',
                payment_intent: asStripe(intent),
              },
            });
          }
          intent.status = 'succeeded';
          intent.paid = true;
        }
        return keyed(200, asStripe(intent));
      }
      const match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && match && intents.has(match[1]!)) {
        return send(200, asStripe(intents.get(match[1]!)!));
      }
      const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
      if (req.method === 'POST' && cancel && intents.has(cancel[1]!)) {
        const intent = intents.get(cancel[1]!)!;
        intent.status = 'canceled';
        return send(200, asStripe(intent));
      }
      if (req.method === 'POST' && path === '/v1/refunds' && fake.refuseRefund) {
        fake.refuseRefund = false;
        return send(400, {
          error: { type: 'invalid_request_error', message: 'Insufficient funds in your balance' },
        });
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        refunds.push(form.get('payment_intent') ?? '');
        refundRequests.push({
          intent: form.get('payment_intent') ?? '',
          amount: form.get('amount'),
          key: req.headers['idempotency-key'] as string | undefined,
        });
        return send(200, { id: `re_${refunds.length}`, object: 'refund', status: 'succeeded' });
      }
      send(404, { error: { type: 'invalid_request_error', message: 'No such resource' } });
    });
  });
  const fake = {
    server,
    intents,
    refunds,
    refundRequests,
    customers,
    detached,
    /** The customer saved a card in Stripe's Payment Element (a SetupIntent). */
    confirmSetup(id: string, paymentMethod: string) {
      const setup = setups.get(id)!;
      setup.status = 'succeeded';
      setup.paymentMethod = paymentMethod;
    },
    /** Set to make Stripe refuse the next refund, as it does when the balance is short. */
    refuseRefund: false,
    /** The customer pays in Stripe's Payment Element (with this card, when it is kept). */
    succeed(id: string, amount?: number, paymentMethod = 'pm_visa') {
      const intent = intents.get(id)!;
      intent.status = 'succeeded';
      intent.paid = true;
      intent.paymentMethod = paymentMethod;
      if (amount !== undefined) intent.amount = amount;
    },
    /** The customer's card is declined: Stripe keeps the intent open for another card. */
    decline(id: string, message: string) {
      intents.get(id)!.error = message;
    },
  };
  return fake;
}

let t: TestApp;
let stripe: ReturnType<typeof fakeStripe>;
/** The billing's clock: the real time unless a test moves it. */
let now: Date | null = null;
const signer = new Stripe('sk_test_unused');
let productId: number;
let admin: { cookie: string };

beforeAll(async () => {
  stripe = fakeStripe();
  await new Promise<void>((resolve) => stripe.server.listen(0, '127.0.0.1', resolve));
  const port = (stripe.server.address() as { port: number }).port;
  const keys = {
    secretKey: 'sk_test_shop',
    publishableKey: 'pk_test_shop',
    webhookSecret: WEBHOOK_SECRET,
  };
  // A shop outside demo mode with its Stripe settings (checked as a set at start), whose
  // SDK talks to the stand-in instead of api.stripe.com.
  t = await createTestApp({
    env: {
      DEMO: 'false',
      STRIPE_SECRET_KEY: keys.secretKey,
      STRIPE_PUBLISHABLE_KEY: keys.publishableKey,
      STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
    },
    paymentProvider: createStripeProvider({ ...keys, host: '127.0.0.1', port, protocol: 'http' }),
    clock: () => now ?? new Date(),
  });
  await t.seedCatalogue();
  admin = await t.createStaff('admin');
  const sku = DEMO_PRODUCTS.find((p) => p.priceCents && p.stock > 20)!.sku;
  productId = Number(
    (await t.query<{ id: number }>(sql`select id from products where sku = ${sku}`))[0]!.id,
  );
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => stripe.server.close(resolve));
});

async function checkoutUntilPayment() {
  const user = await t.signUp();
  await t.inject({
    method: 'POST',
    url: '/api/cart/add',
    headers: { cookie: user.cookie },
    payload: { productId, quantity: 1 },
  });
  const response = await t.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: { cookie: user.cookie },
    payload: { shippingAddress: NV, amount: 50 },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { user, intent: response.json() as PaymentIntentResponse };
}
const placeOrder = (cookie: string, paymentIntentId: string) =>
  t.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie },
    payload: { paymentIntentId },
  });

function webhook(event: object, signature?: string) {
  const payload = JSON.stringify(event);
  const header =
    signature ?? signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return t.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload,
  });
}
async function systemPayments(): Promise<SystemStatus['payments']> {
  const res = await t.call('GET', '/api/admin/system', admin);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as SystemStatus).payments;
}
const succeededEvent = (id: string, intentId: string) => ({
  id,
  object: 'event',
  type: 'payment_intent.succeeded',
  data: { object: { id: intentId, object: 'payment_intent' } },
});

describe(`Stripe provider (${TEST_ENGINE})`, () => {
  it('the browser learns it is Stripe, with the publishable key; the test card form is off', async () => {
    const config = await t.inject({ method: 'GET', url: '/api/payment-config' });
    expect(config.json()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_shop' });
    const { user, intent } = await checkoutUntilPayment();
    const confirm = await t.inject({
      method: 'POST',
      url: '/api/test-payments/confirm',
      headers: { cookie: user.cookie },
      payload: {
        paymentIntentId: intent.paymentIntentId,
        cardNumber: '4242424242424242',
        expiry: '12/34',
        cvc: '123',
      },
    });
    expect(confirm.statusCode).toBe(404);
  });

  it('creates the intent at Stripe for the server\u2019s amount, and orders once Stripe says it succeeded', async () => {
    const { user, intent } = await checkoutUntilPayment();
    expect(intent.provider).toBe('stripe');
    expect(stripe.intents.get(intent.paymentIntentId)!.amount).toBe(intent.amount);
    expect(intent.amount).toBeGreaterThan(50);
    expect((await placeOrder(user.cookie, intent.paymentIntentId)).statusCode).toBe(409);
    stripe.succeed(intent.paymentIntentId);
    const made = await placeOrder(user.cookie, intent.paymentIntentId);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().order).toMatchObject({
      payment_provider: 'stripe',
      card_brand: 'mastercard',
      card_last4: '4444',
      total_amount: intent.amount / 100,
    });
  });

  it('a payment at Stripe for another amount makes no order', async () => {
    const { user, intent } = await checkoutUntilPayment();
    stripe.succeed(intent.paymentIntentId, 100);
    const refused = await placeOrder(user.cookie, intent.paymentIntentId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('The payment does not match your order total.');
  });

  it('a forged or unsigned webhook is refused and changes nothing', async () => {
    const { intent } = await checkoutUntilPayment();
    stripe.succeed(intent.paymentIntentId);
    const forged = await webhook(
      succeededEvent('evt_forged', intent.paymentIntentId),
      't=1,v1=deadbeef',
    );
    expect(forged.statusCode).toBe(400);
    const otherSecret = signer.webhooks.generateTestHeaderString({
      payload: JSON.stringify(succeededEvent('evt_other', intent.paymentIntentId)),
      secret: 'whsec_somebody_else',
    });
    expect(
      (await webhook(succeededEvent('evt_other', intent.paymentIntentId), otherSecret)).statusCode,
    ).toBe(400);
    // A body changed after Stripe signed it: the signature no longer matches.
    const signedFor = signer.webhooks.generateTestHeaderString({
      payload: JSON.stringify(succeededEvent('evt_tampered', 'pi_someone_else')),
      secret: WEBHOOK_SECRET,
    });
    expect(
      (await webhook(succeededEvent('evt_tampered', intent.paymentIntentId), signedFor)).statusCode,
    ).toBe(400);
    const unsigned = await t.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(succeededEvent('evt_unsigned', intent.paymentIntentId)),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(
      await t.query(sql`select id from orders where payment_intent_id = ${intent.paymentIntentId}`),
    ).toEqual([]);
    expect(await t.query(sql`select id from webhook_events`)).toEqual([]);
    expect((await systemPayments()).lastWebhookAt).toBeNull();
  });

  it('a signed payment_intent.succeeded makes the order when the browser never came back, once', async () => {
    const { user, intent } = await checkoutUntilPayment();
    stripe.succeed(intent.paymentIntentId);
    const first = await webhook(succeededEvent('evt_paid_1', intent.paymentIntentId));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    // The System page (and the go-live checklist) can say a verified webhook came in.
    const received = (await systemPayments()).lastWebhookAt;
    expect(Date.now() - Date.parse(received!)).toBeLessThan(60_000);
    const again = await webhook(succeededEvent('evt_paid_1', intent.paymentIntentId));
    expect(again.json()).toEqual({ received: true, duplicate: true });
    expect(Date.parse((await systemPayments()).lastWebhookAt!)).toBeGreaterThanOrEqual(
      Date.parse(received!),
    );
    const orders = await t.query<{ id: number }>(
      sql`select id from orders where payment_intent_id = ${intent.paymentIntentId}`,
    );
    expect(orders).toHaveLength(1);
    // The browser arriving late gets the same order.
    const late = await placeOrder(user.cookie, intent.paymentIntentId);
    expect((late.json().order as Order).id).toBe(Number(orders[0]!.id));
  });

  it('an order that cannot be made is refunded at Stripe', async () => {
    const { user, intent } = await checkoutUntilPayment();
    stripe.succeed(intent.paymentIntentId);
    await t.query(sql`update products set stock = 0 where id = ${productId}`);
    const refused = await placeOrder(user.cookie, intent.paymentIntentId);
    expect(refused.statusCode).toBe(409);
    expect(stripe.refunds).toContain(intent.paymentIntentId);
    await t.query(sql`update products set stock = 100 where id = ${productId}`);
  });

  it('a declined card makes no order and leaves the stock free for others once the buyer gives up', async () => {
    const stockOf = async () =>
      Number(
        (
          await t.query<{ stock: number }>(sql`select stock from products where id = ${productId}`)
        )[0]!.stock,
      );
    const before = await stockOf();
    const { user, intent } = await checkoutUntilPayment();
    stripe.decline(intent.paymentIntentId, 'Your card was declined.');
    const failed = await webhook({
      id: 'evt_declined_1',
      object: 'event',
      type: 'payment_intent.payment_failed',
      data: {
        object: {
          id: intent.paymentIntentId,
          object: 'payment_intent',
          last_payment_error: { message: 'Your card was declined.' },
        },
      },
    });
    expect(failed.statusCode, failed.body).toBe(200);
    const refused = await placeOrder(user.cookie, intent.paymentIntentId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('This payment has not been completed.');
    expect(
      await t.query(sql`select id from orders where payment_intent_id = ${intent.paymentIntentId}`),
    ).toEqual([]);
    expect(
      await t.query(
        sql`select failure_message from payment_intents where id = ${intent.paymentIntentId}`,
      ),
    ).toEqual([{ failure_message: 'Your card was declined.' }]);
    expect(await stockOf()).toBe(before);

    const cancel = await t.inject({
      method: 'POST',
      url: '/api/checkout/cancel',
      headers: { cookie: user.cookie },
      payload: { paymentIntentId: intent.paymentIntentId },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(stripe.intents.get(intent.paymentIntentId)!.status).toBe('canceled');
    expect(await t.query(sql`select 1 from stock_holds where user_id = ${user.id}`)).toEqual([]);
    expect(await stockOf()).toBe(before);
    expect(stripe.refunds).not.toContain(intent.paymentIntentId);
  });

  it('an admin refund of a paid order is sent to Stripe once, however often it is asked', async () => {
    const { user, intent } = await checkoutUntilPayment();
    stripe.succeed(intent.paymentIntentId);
    const made = await placeOrder(user.cookie, intent.paymentIntentId);
    expect(made.statusCode, made.body).toBe(200);
    const orderId = (made.json().order as Order).id;
    const refund = () =>
      t.call('PUT', `/api/admin/orders/${orderId}/payment-status`, admin, {
        payment_status: 'refunded',
      });
    // Only an admin (or a manager who manages orders) may refund.
    expect(
      (
        await t.call('PUT', `/api/admin/orders/${orderId}/payment-status`, user, {
          payment_status: 'refunded',
        })
      ).statusCode,
    ).toBe(403);
    expect(stripe.refunds.filter((id) => id === intent.paymentIntentId)).toEqual([]);
    const first = await refund();
    expect(first.statusCode, first.body).toBe(200);
    await refund();
    expect(stripe.refunds.filter((id) => id === intent.paymentIntentId)).toHaveLength(1);
    expect(
      await t.query(sql`select status from payment_intents where id = ${intent.paymentIntentId}`),
    ).toEqual([{ status: 'refunded' }]);
  });

  it("an RMA's part refund is sent with its amount and key; the order's refund after sends the rest", async () => {
    const { user, intent } = await checkoutUntilPayment();
    stripe.succeed(intent.paymentIntentId);
    const made = await placeOrder(user.cookie, intent.paymentIntentId);
    const orderId = (made.json().order as Order).id;
    const { payments } = t.app.services;
    const parts = await payments.refundParts({
      intentIds: [intent.paymentIntentId],
      amountCents: 1234,
      key: 'rma-1',
    });
    await t.database.transaction(() => payments.recordPartRefunds(parts));
    const full = await t.call('PUT', `/api/admin/orders/${orderId}/payment-status`, admin, {
      payment_status: 'refunded',
    });
    expect(full.statusCode, full.body).toBe(200);
    expect(stripe.refundRequests.filter((r) => r.intent === intent.paymentIntentId)).toEqual([
      { intent: intent.paymentIntentId, amount: '1234', key: `rma-1-${intent.paymentIntentId}` },
      { intent: intent.paymentIntentId, amount: null, key: `refund-${intent.paymentIntentId}` },
    ]);
  });

  it('a part refund Stripe refuses is a declined provider error: nothing moved, nothing recorded', async () => {
    const { user, intent } = await checkoutUntilPayment();
    stripe.succeed(intent.paymentIntentId);
    await placeOrder(user.cookie, intent.paymentIntentId);
    stripe.refuseRefund = true;
    const refused = await t.app.services.payments
      .refundParts({ intentIds: [intent.paymentIntentId], amountCents: 500, key: 'rma-2' })
      .catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(PaymentProviderError);
    expect((refused as PaymentProviderError).declined).toBe(true);
    expect(stripe.refunds).not.toContain(intent.paymentIntentId);
  });
});

describe('which Stripe failures are refusals', () => {
  it('a 4xx answer is declined; no answer, a 5xx or a 409 on the same key leave it unknown', () => {
    const answered = (statusCode: number) =>
      new Stripe.errors.StripeInvalidRequestError({ message: 'no', statusCode });
    expect(
      stripeDeclined(new Stripe.errors.StripeCardError({ message: 'no', statusCode: 402 })),
    ).toBe(true);
    expect(stripeDeclined(answered(400))).toBe(true);
    expect(stripeDeclined(answered(429))).toBe(true);
    expect(stripeDeclined(answered(409))).toBe(false);
    expect(
      stripeDeclined(new Stripe.errors.StripeAPIError({ message: 'no', statusCode: 500 })),
    ).toBe(false);
    expect(
      stripeDeclined(new Stripe.errors.StripeConnectionError({ message: 'socket hang up' })),
    ).toBe(false);
    expect(stripeDeclined(new Error('timeout'))).toBe(false);
    expect(stripeDeclined(null)).toBe(false);
  });
});

describe(`Stripe: plans on saved cards (${TEST_ENGINE})`, () => {
  it('saves the card on a Stripe customer, charges renewals off-session once, replays nothing', async () => {
    const plan = await t.app.services.plans.create({ ...CARE, name: 'Stripe Care' });
    const customer = await t.signUp();
    const started = await t.json<{
      subscription: Subscription;
      invoiceId: number;
      payment: PaymentIntentResponse;
    }>('POST', '/api/customer/subscriptions', customer.cookie, {
      planId: plan.id,
      interval: 'month',
      site: NV,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const { subscription, invoiceId, payment } = started.body;
    const atStripe = stripe.intents.get(payment.paymentIntentId)!;
    // The card is to be kept on the customer's Stripe customer, made once for the account.
    expect(atStripe).toMatchObject({ customer: 'cus_fake1', setupFutureUsage: 'off_session' });
    expect(stripe.customers).toEqual([customer.email]);
    stripe.succeed(payment.paymentIntentId);
    const pay = () =>
      t.json<{ subscription: Subscription }>(
        'POST',
        `/api/customer/subscriptions/${subscription.id}/invoices/${invoiceId}/pay`,
        customer.cookie,
        { paymentIntentId: payment.paymentIntentId },
      );
    const paid = await pay();
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.subscription).toMatchObject({
      status: 'active',
      card: { brand: 'visa', last4: '4242' },
    });
    // The same payment told again (the browser twice, Stripe's webhook replayed): one order.
    expect((await pay()).status).toBe(200);
    for (let i = 0; i < 5; i++) {
      expect(
        (await webhook(succeededEvent(`evt_sub_${i % 2}`, payment.paymentIntentId))).statusCode,
      ).toBe(200);
    }
    const orders = await t.query<{ n: number }>(
      sql`select count(*)::int as n from orders where payment_intent_id = ${payment.paymentIntentId}`,
    );
    expect(orders[0]!.n).toBe(1);

    // The renewal: an off-session charge of the saved card, its key the invoice's attempt.
    now = new Date(new Date(paid.body.subscription.currentPeriodEnd!).getTime() + 60_000);
    try {
      for (let i = 0; i < 3; i++) await t.app.services.subscriptions.runDue();
      const offSession = [...stripe.intents.values()].filter((i) => i.offSession);
      expect(offSession).toHaveLength(1);
      expect(offSession[0]).toMatchObject({
        customer: 'cus_fake1',
        paymentMethod: 'pm_visa',
        status: 'succeeded',
      });
      const invoices = await t.query<{ kind: string; status: string }>(
        sql`select kind, status from subscription_invoices where subscription_id = ${subscription.id} order by id`,
      );
      expect(invoices).toEqual([
        { kind: 'first', status: 'paid' },
        { kind: 'renewal', status: 'paid' },
      ]);

      // A card saved with a SetupIntent, then declined off-session: past due, with Stripe's words.
      const setup = await t.json<{ setupIntentId: string; clientSecret: string }>(
        'POST',
        '/api/customer/payment-methods/setup',
        customer.cookie,
      );
      expect(setup.status).toBe(200);
      stripe.confirmSetup(setup.body.setupIntentId, 'pm_fails');
      const saved = await t.json<{ card: { id: number; last4: string } }>(
        'POST',
        '/api/customer/payment-methods',
        customer.cookie,
        { setupIntentId: setup.body.setupIntentId },
      );
      expect(saved.status).toBe(201);
      expect(saved.body.card.last4).toBe('0341');
      await t.call('PUT', `/api/customer/subscriptions/${subscription.id}/card`, customer.cookie, {
        cardId: saved.body.card.id,
      });
      const renewed = await t.json<{ subscription: Subscription }>(
        'GET',
        `/api/customer/subscriptions/${subscription.id}`,
        customer.cookie,
      );
      now = new Date(new Date(renewed.body.subscription.currentPeriodEnd!).getTime() + 60_000);
      await t.app.services.subscriptions.runDue();
      const detail = await t.json<{ subscription: Subscription }>(
        'GET',
        `/api/customer/subscriptions/${subscription.id}`,
        customer.cookie,
      );
      expect(detail.body.subscription).toMatchObject({
        status: 'past_due',
        openInvoice: { lastError: 'Your card was declined.', attempts: 1 },
      });
      // The old card comes off the Stripe customer when it is removed.
      const cards = await t.json<{ cards: { id: number; last4: string }[] }>(
        'GET',
        '/api/customer/payment-methods',
        customer.cookie,
      );
      const old = cards.body.cards.find((c) => c.last4 === '4242')!;
      expect(
        (await t.call('DELETE', `/api/customer/payment-methods/${old.id}`, customer.cookie))
          .statusCode,
      ).toBe(200);
      expect(stripe.detached).toEqual(['pm_visa']);
    } finally {
      now = null;
    }
  });
});

// After the plans' test: the Stripe customers it counts are made first there.
describe(`Stripe: plans on quotes (${TEST_ENGINE})`, () => {
  it("a quote's plan: the quote's payment keeps the card, the webhook's order starts the plan, charged off-session once", async () => {
    const plan = await t.app.services.plans.create({ ...CARE, name: 'Stripe Quote Care' });
    const customer = await t.signUp();
    const [camera] = await pricedProducts(t);
    const quote = await createSentQuote(t, {
      products: [{ product: camera!, quantity: 1 }],
      customerId: customer.id,
      customer: { name: 'Quinn Hart', email: customer.email },
      plans: [
        {
          planId: plan.id,
          planName: plan.name,
          interval: 'month',
          priceCents: 1999,
          taxable: false,
        },
      ],
    });
    const intent = await t.json<PaymentIntentResponse>(
      'POST',
      `/api/quotes/${quote.token}/payment-intent`,
      customer.cookie,
      { payment: 'full' },
    );
    expect(intent.status, JSON.stringify(intent.body)).toBe(200);
    const atStripe = stripe.intents.get(intent.body.paymentIntentId)!;
    expect(atStripe.setupFutureUsage).toBe('off_session');
    expect(atStripe.amount).toBe(quote.totalCents);
    stripe.succeed(intent.body.paymentIntentId, undefined, 'pm_visa_2');
    // The browser never comes back: Stripe's webhook (replayed) makes the order, once.
    for (const id of ['evt_quote_plan_1', 'evt_quote_plan_1', 'evt_quote_plan_2']) {
      expect((await webhook(succeededEvent(id, intent.body.paymentIntentId))).statusCode).toBe(200);
    }
    const subs = await t.query<{ id: number; status: string }>(
      sql`select id, status from subscriptions where quote_id = ${quote.id}`,
    );
    expect(subs.map((r) => r.status)).toEqual(['active']);
    const offSession = [...stripe.intents.values()].filter(
      (i) => i.offSession && i.paymentMethod === 'pm_visa_2',
    );
    expect(offSession).toHaveLength(1);
    expect(offSession[0]).toMatchObject({ amount: 1999, status: 'succeeded' });
  });
});
