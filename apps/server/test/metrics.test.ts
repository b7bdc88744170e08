import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { PaymentIntentResponse } from '@shop/contract';
import type { PaymentProvider } from '../src/modules/payments/payment-provider.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { CARD, NV } from './order-fixtures.ts';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
const DECLINED = { ...CARD, cardNumber: '4000 0000 0000 0002' };

/** The value of one sample of the Prometheus text, 0 when the series is not there yet. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const wanted = Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`));
    if (wanted) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return 0;
}

async function scrapeOf(t: TestApp): Promise<string> {
  const res = await t.inject({
    method: 'GET',
    url: '/api/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

describe('GET /api/metrics without METRICS_TOKEN', () => {
  it('is off: 404, whatever the caller sends', async () => {
    const t = await createTestApp();
    try {
      for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
        const res = await t.inject({ method: 'GET', url: '/api/metrics', headers });
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('http_request');
      }
    } finally {
      await t.close();
    }
  });
});

describe('GET /api/metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  const scrape = () => scrapeOf(t);

  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    await t.seedCatalogue();
  });
  afterAll(() => t.close());

  it('answers 401 to a missing, wrong or differently shaped token, and says nothing', async () => {
    for (const authorization of [
      undefined,
      'Bearer ',
      'Bearer wrong-token',
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`,
      TOKEN,
    ]) {
      const res = await t.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body).not.toContain('http_request');
    }
  });

  it('is not listed in the public API description', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('/api/health');
    expect(res.body).not.toContain('/api/metrics');
  });

  it('answers the Prometheus text format with requests by route pattern, pool, queue, orders and payments', async () => {
    const [product] = await t.query<{ sku: string; id: number }>(
      sql`select sku, id from products order by id desc limit 1`,
    );
    const shown = await t.inject({ method: 'GET', url: `/api/products/${product!.id}` });
    expect(shown.statusCode).toBe(200);
    await t.inject({ method: 'GET', url: '/api/no-such-thing/12345' });

    const res = await t.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    for (const name of [
      'http_request_duration_seconds',
      'shop_db_pool_connections',
      'shop_job_queue_depth',
      'shop_orders_created_total',
      'shop_payments_total',
      'process_resident_memory_bytes',
    ]) {
      expect(text, name).toContain(`# TYPE ${name}`);
    }
    // The route's pattern, never the raw address (one series per route, not per product).
    expect(
      sample(text, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/products/:id',
        status_code: '200',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(`/api/products/${product!.id}"`);
    expect(text).not.toContain('no-such-thing');
    expect(
      sample(text, 'http_request_duration_seconds_count', { route: 'unmatched' }),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'shop_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    // The job table: work waiting, under way and given up.
    expect(text).toMatch(/shop_job_queue_depth\{queue="jobs",state="queued"\} \d+/);
    expect(text).toMatch(/shop_job_queue_depth\{queue="jobs",state="running"\} \d+/);
    expect(text).toMatch(/shop_job_queue_depth\{queue="jobs",state="dead"\} \d+/);
  });

  it('counts a declined and a paid payment, the order made, and its refund', async () => {
    const before = await scrape();
    const count = (text: string, name: string, labels: Record<string, string> = {}) =>
      sample(text, name, labels) - sample(before, name, labels);

    const [product] = await t.query<{ id: number }>(
      sql`select id from products where not quote and price_cents is not null and stock > 5 order by id limit 1`,
    );
    const user = await t.signUp();
    const added = await t.json('POST', '/api/cart/add', user.cookie, {
      productId: product!.id,
      quantity: 1,
    });
    expect(added.status).toBe(200);
    const intent = (
      await t.json('POST', '/api/create-payment-intent', user.cookie, { shippingAddress: NV })
    ).body as unknown as PaymentIntentResponse;
    const pay = (card: typeof CARD) =>
      t.json('POST', '/api/test-payments/confirm', user.cookie, {
        paymentIntentId: intent.paymentIntentId,
        ...card,
      });
    expect((await pay(DECLINED)).body).toMatchObject({ status: 'failed' });
    expect((await pay(CARD)).body).toMatchObject({ status: 'succeeded' });
    const placed = await t.json('POST', '/api/orders', user.cookie, {
      paymentIntentId: intent.paymentIntentId,
      shippingAddress: NV,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    // The same order asked for again is not a second order.
    await t.json('POST', '/api/orders', user.cookie, {
      paymentIntentId: intent.paymentIntentId,
      shippingAddress: NV,
    });

    let text = await scrape();
    expect(count(text, 'shop_orders_created_total')).toBe(1);
    expect(count(text, 'shop_payments_total', { outcome: 'failed' })).toBe(1);
    expect(count(text, 'shop_payments_total', { outcome: 'succeeded' })).toBe(1);
    expect(count(text, 'shop_payments_total', { outcome: 'refunded' })).toBe(0);

    const admin = await t.createStaff('admin');
    const orderId = (placed.body.order as { id: number }).id;
    const cancelled = await t.call('PUT', `/api/admin/orders/${orderId}/status`, admin.cookie, {
      status: 'cancelled',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    text = await scrape();
    expect(count(text, 'shop_payments_total', { outcome: 'refunded' })).toBe(1);
    expect(count(text, 'shop_orders_created_total')).toBe(1);
  });
});

describe('payment counters with Stripe: each payment counted once, whoever reports it', () => {
  let t: TestApp;
  /** Stripe as the payments service sees it; the webhook's signature is not the point here. */
  const stripe: PaymentProvider & { verifyWebhook: (raw: Buffer) => unknown } = {
    name: 'stripe',
    mode: 'test',
    publishableKey: 'pk_test_x',
    createIntent: () => Promise.reject(new Error('not used')),
    ensureCustomer: () => Promise.reject(new Error('not used')),
    chargeSaved: () => Promise.reject(new Error('not used')),
    createSetup: () => Promise.reject(new Error('not used')),
    retrieveSetup: () => Promise.reject(new Error('not used')),
    detachCard: () => Promise.reject(new Error('not used')),
    retrieveIntent: (id) =>
      Promise.resolve({
        id,
        status: 'succeeded',
        amountCents: 1000,
        currency: 'usd',
        cardBrand: 'visa',
        cardLast4: '4242',
        failureMessage: null,
      }),
    refund: () => Promise.resolve(),
    refundPart: () => Promise.resolve(),
    cancel: () => Promise.resolve(),
    verifyWebhook: (raw) => JSON.parse(raw.toString()) as unknown,
  };
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN }, paymentProvider: stripe });
  });
  afterAll(() => t.close());

  it('a webhook after the shop saw it (and the other way round) does not count again', async () => {
    const { payments } = t.app.services;
    const user = await t.signUp();
    const intent = async (id: string) => {
      await t.query(sql`insert into payment_intents (id, provider, user_id, amount_cents,
        subtotal_cents, tax_rate, tax_cents, shipping_cents, shipping_address, client_secret, status)
        values (${id}, 'stripe', ${user.id}, 1000, 900, '0', 0, 100, '{}'::jsonb, 'secret',
        'requires_payment_method')`);
      return (await payments.find(id))!;
    };
    let n = 0;
    const event = (type: string, object: object) =>
      payments.applyStripeWebhook(
        Buffer.from(JSON.stringify({ id: `evt_${++n}`, type, data: { object } })),
        'signed',
      );
    const before = await scrapeOf(t);
    const count = async (outcome: string) =>
      sample(await scrapeOf(t), 'shop_payments_total', { outcome }) -
      sample(before, 'shop_payments_total', { outcome });

    const paid = await intent('pi_metrics_paid');
    await event('payment_intent.succeeded', { id: paid.id });
    await event('payment_intent.succeeded', { id: paid.id });
    // The browser's return asks Stripe too, with the row it read before the webhook.
    await payments.providerView(paid);
    expect(await count('succeeded')).toBe(1);

    // The shop refunds, then Stripe's charge.refunded arrives.
    expect(await payments.refund((await payments.find(paid.id))!)).toBe(true);
    await event('charge.refunded', { payment_intent: paid.id });
    expect(await count('refunded')).toBe(1);

    // A refund made in Stripe's dashboard is known only from its webhook.
    const elsewhere = await intent('pi_metrics_dashboard');
    await event('payment_intent.succeeded', { id: elsewhere.id });
    await event('charge.refunded', { payment_intent: { id: elsewhere.id } });
    await event('charge.refunded', { payment_intent: elsewhere.id });
    expect(await count('succeeded')).toBe(2);
    expect(await count('refunded')).toBe(2);

    const declined = await intent('pi_metrics_declined');
    await event('payment_intent.payment_failed', {
      id: declined.id,
      last_payment_error: { message: 'Your card was declined.' },
    });
    expect(await count('failed')).toBe(1);
  });
});
