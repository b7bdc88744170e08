import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  QUOTE_LINK_MESSAGES,
  QUOTE_MESSAGES,
  toDollars,
  type Order,
  type PaymentIntentResponse,
  type QuoteLink,
} from '@shop/contract';
import { createTestApp, EVERY_PERMISSION, TEST_ENGINE, type TestApp } from './helpers.ts';
import { surveyForm } from './lead-fixtures.ts';
import { pdfText } from './pdf-text.ts';
import { pricedProducts, type FixtureProduct } from './order-fixtures.ts';
import { setUpStock } from './rma-fixtures.ts';
import {
  createSentQuote,
  QUOTE_TAX_RATE,
  quoteLinkCalls,
  type QuoteLinkCalls,
} from './quote-fixtures.ts';

let t: TestApp;
let camera: QuoteLinkCalls['camera'];
let recorder: QuoteLinkCalls['recorder'];
let get: QuoteLinkCalls['get'];
let post: QuoteLinkCalls['post'];
let stockOf: QuoteLinkCalls['stockOf'];
let quoteRow: QuoteLinkCalls['quoteRow'];
let events: QuoteLinkCalls['events'];
let standardQuote: QuoteLinkCalls['standardQuote'];
let intentFor: QuoteLinkCalls['intentFor'];
let pay: QuoteLinkCalls['pay'];
let placeOrder: QuoteLinkCalls['placeOrder'];

beforeAll(async () => {
  t = await createTestApp();
  await t.seedCatalogue();
  ({
    camera,
    recorder,
    get,
    post,
    stockOf,
    quoteRow,
    events,
    standardQuote,
    intentFor,
    pay,
    placeOrder,
  } = await quoteLinkCalls(t));
});
afterAll(() => t.close());

// The deposit order transaction and payments placed at once, on each engine:
// quote-link.parity.test.ts.
describe(`the quote link (${TEST_ENGINE})`, () => {
  it('shows the quote to anyone with the link; the first view marks it viewed, once', async () => {
    const q = await standardQuote();
    const first = await get(q.token);
    expect(first.status).toBe(200);
    const quote = first.body.quote as QuoteLink;
    expect(quote).toMatchObject({
      quoteNumber: q.quoteNumber,
      status: 'viewed',
      // The wire's dollars (the quote's figures are cents).
      subtotal: toDollars(q.subtotalCents),
      discount: 50,
      taxRate: QUOTE_TAX_RATE,
      tax: toDollars(q.taxCents),
      total: toDollars(q.totalCents),
      depositPercent: 30,
      deposit: toDollars((q.totalCents * 30) / 100),
      site: { address: '4 Desert Way', city: 'Las Vegas', state: 'NV', zipCode: '89109' },
      prefill: { name: 'Sam Ortega', email: 'sam.ortega@example.com', company: 'Ortega Logistics' },
    });
    expect(quote.lines.map((l) => [l.kind, l.quantity])).toEqual([
      ['product', 2],
      ['product', 1],
      ['labour', 2],
    ]);
    expect(quote.lines[2]).toMatchObject({ unitPrice: 150, lineTotal: 300 });
    expect((await get(q.token)).status).toBe(200);
    expect(await events(q.id)).toEqual([
      { from_status: 'sent', to_status: 'viewed', note: 'Viewed by the customer' },
    ]);
    expect((await quoteRow(q.id)).viewed_at).not.toBeNull();
  });

  it('never tells whether a link existed: bad, unknown, replaced and answered links are all "no longer valid"; an expired one says so', async () => {
    const q = await standardQuote();
    const invalid = { status: 404, body: { error: QUOTE_MESSAGES.linkInvalid } };
    expect(await get('not-a-token')).toMatchObject(invalid);
    expect(await get('A'.repeat(43))).toMatchObject(invalid);
    expect(await get(`${q.token.slice(0, 42)}!`)).toMatchObject(invalid);
    // Sent again: a new hash, the old link stops working.
    await t.query(sql`update quotes set link_token_hash = ${'f'.repeat(64)} where id = ${q.id}`);
    expect(await get(q.token)).toMatchObject(invalid);

    const draft = await standardQuote({ status: 'draft' });
    expect(await get(draft.token)).toMatchObject(invalid);
    const yesterday = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    const old = await standardQuote({ validUntil: yesterday });
    expect(await get(old.token)).toMatchObject({
      status: 410,
      body: { error: QUOTE_MESSAGES.expired },
    });
    const customer = await t.signUp();
    expect(
      (await post(customer.cookie, `/api/quotes/${old.token}/payment-intent`, { payment: 'full' }))
        .status,
    ).toBe(410);
    expect((await post(undefined, `/api/quotes/${old.token}/decline`)).status).toBe(410);
  });

  it('declines with a reason: the link stops working, the lead is lost, staff are e-mailed', async () => {
    const survey = await post(undefined, '/api/site-survey', surveyForm());
    expect(survey.status).toBe(201);
    const surveyId = Number(survey.body.surveyId);
    await t.query(sql`update site_surveys set status = 'quoted' where id = ${surveyId}`);
    const q = await standardQuote({ siteSurveyId: surveyId });
    await t.createStaff('admin'); // the staff list (no STAFF_EMAIL): the active admins
    const res = await post(undefined, `/api/quotes/${q.token}/decline`, {
      reason: 'Too expensive <b>for now</b>',
    });
    expect(res).toMatchObject({ status: 200, body: { message: QUOTE_LINK_MESSAGES.declined } });
    const row = await quoteRow(q.id);
    expect(row).toMatchObject({
      status: 'declined',
      link_token_hash: null,
      decline_reason: 'Too expensive <b>for now</b>',
    });
    expect(row.answered_at).not.toBeNull();
    expect((await events(q.id)).at(-1)).toMatchObject({
      from_status: 'sent',
      to_status: 'declined',
    });
    const [lead] = await t.query<{ status: string }>(
      sql`select status from site_surveys where id = ${surveyId}`,
    );
    expect(lead!.status).toBe('lost');
    const mails = await t.query<{ subject: string }>(
      sql`select subject from mail_outbox where kind = 'quote_declined'`,
    );
    expect(mails.map((m) => m.subject)).toContain(
      `Quote ${q.quoteNumber} was declined by Sam Ortega`,
    );
    expect((await get(q.token)).status).toBe(404);
    expect((await post(undefined, `/api/quotes/${q.token}/decline`)).status).toBe(404);
  });

  it('declining one of two quotes of a survey leaves the lead quoted while the other is open', async () => {
    const survey = await post(undefined, '/api/site-survey', surveyForm());
    const surveyId = Number(survey.body.surveyId);
    await t.query(sql`update site_surveys set status = 'quoted' where id = ${surveyId}`);
    const good = await standardQuote({ siteSurveyId: surveyId });
    const better = await standardQuote({ siteSurveyId: surveyId });
    const leadStatus = async () =>
      (
        await t.query<{ status: string }>(
          sql`select status from site_surveys where id = ${surveyId}`,
        )
      )[0]!.status;
    expect((await post(undefined, `/api/quotes/${good.token}/decline`)).status).toBe(200);
    expect(await leadStatus()).toBe('quoted');
    expect((await post(undefined, `/api/quotes/${better.token}/decline`)).status).toBe(200);
    expect(await leadStatus()).toBe('lost');
  });

  it('pays only as a signed-in customer: 401 without a session, 403 for staff, the amount always the server\u2019s', async () => {
    const q = await standardQuote();
    expect(
      (await post(undefined, `/api/quotes/${q.token}/payment-intent`, { payment: 'full' })).status,
    ).toBe(401);
    const staff = await t.createStaff('manager', EVERY_PERMISSION);
    expect(
      await post(staff.cookie, `/api/quotes/${q.token}/payment-intent`, { payment: 'full' }),
    ).toMatchObject({ status: 403, body: { error: QUOTE_LINK_MESSAGES.staffCannotPay } });
    const admin = await t.createStaff('admin');
    expect(
      (await post(admin.cookie, `/api/quotes/${q.token}/payment-intent`, { payment: 'full' }))
        .status,
    ).toBe(403);
    const customer = await t.signUp();
    // A forged amount, lines or quantities in the body are not read.
    const full = await intentFor(customer.cookie, q.token, 'full', {
      amount: 1,
      amountCents: 1,
      lines: [{ productId: camera.id, quantity: 100, unitPriceCents: 1 }],
    });
    expect(full).toMatchObject({ amount: q.totalCents, currency: 'usd', provider: 'test' });
    const deposit = await intentFor(customer.cookie, q.token, 'deposit');
    expect(deposit.amount).toBe(Math.round((q.totalCents * 30) / 100));
    expect(
      (await post(customer.cookie, `/api/quotes/${q.token}/payment-intent`, { payment: 'half' }))
        .status,
    ).toBe(400);
  });

  it('refuses a deposit when the shop offers none (0%)', async () => {
    await t.query(sql`insert into installation_settings (id, deposit_percent, slot_times)
      values (1, 0, '["08:00"]'::jsonb) on conflict (id) do update set deposit_percent = 0`);
    try {
      const q = await standardQuote();
      const view = (await get(q.token)).body.quote as QuoteLink;
      expect(view).toMatchObject({ depositPercent: 0, deposit: 0 });
      const customer = await t.signUp();
      expect(
        await post(customer.cookie, `/api/quotes/${q.token}/payment-intent`, {
          payment: 'deposit',
        }),
      ).toMatchObject({ status: 400, body: { error: QUOTE_MESSAGES.depositOff } });
    } finally {
      await t.query(sql`delete from installation_settings`);
    }
  });

  describe('the quote\u2019s paper and its link show one deposit', () => {
    const atPercent = (percent: number) =>
      t.query(sql`insert into installation_settings (id, deposit_percent, slot_times)
        values (1, ${percent}, '["08:00"]'::jsonb)
        on conflict (id) do update set deposit_percent = ${percent}`);
    const usd = (dollars: number) =>
      dollars.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
    async function paperAndLink() {
      const q = await standardQuote({ discountCents: 5_001 });
      const staff = await t.createStaff('manager', { canManageOrders: true });
      const paper = await t.call('GET', `/api/admin/quotes/${q.id}/pdf`, staff);
      expect(paper.statusCode).toBe(200);
      const link = (await get(q.token)).body.quote as QuoteLink;
      return { q, text: await pdfText(paper.rawPayload), link };
    }

    it('a deposit that rounds to the cent is the same amount on both', async () => {
      await atPercent(33);
      try {
        const { q, text, link } = await paperAndLink();
        expect((q.totalCents * 33) % 100).not.toBe(0);
        expect(link).toMatchObject({ depositPercent: 33, deposit: expect.any(Number) });
        expect(text).toContain(`Deposit to book the work (${link.depositPercent}%)`);
        expect(text).toContain(usd(link.deposit));
      } finally {
        await t.query(sql`delete from installation_settings`);
      }
    });

    it('no deposit line on the paper when the shop offers none (0% or 100%)', async () => {
      for (const percent of [0, 100]) {
        await atPercent(percent);
        try {
          const { text, link } = await paperAndLink();
          expect(link).toMatchObject({ depositPercent: 0, deposit: 0 });
          expect(text).not.toContain('Deposit');
        } finally {
          await t.query(sql`delete from installation_settings`);
        }
      }
    });
  });

  it('paid in full: a paid order without a balance; a quote of products only makes no installation job', async () => {
    const q = await createSentQuote(t, { products: [{ product: recorder, quantity: 1 }] });
    const customer = await t.signUp();
    const intent = await intentFor(customer.cookie, q.token, 'full');
    await pay(customer.cookie, intent.paymentIntentId);
    const placed = await placeOrder(customer.cookie, q.token, intent.paymentIntentId);
    expect(placed.body.order).toMatchObject({ payment_status: 'paid', balance_due: 0 });
    expect(placed.body.yours).toBe(true);
    const orderId = (placed.body.order as Order).id;
    expect(
      await t.query(sql`select id from installation_jobs where order_id = ${orderId}`),
    ).toEqual([]);
    expect(
      (await post(customer.cookie, `/api/customer/orders/${orderId}/balance-intent`)).status,
    ).toBe(409);
  });

  it('a quote-only product (priced by staff, no stock kept) is bought through its quote', async () => {
    const [made] = await t.query<{ id: number }>(sql`
      insert into products (sku, name, category_id, quote, price_cents, stock)
      select 'QUOTED-' || floor(random() * 1e9)::text, 'Site-built PTZ mast', id, true, null, 0
      from categories order by id limit 1
      returning id`);
    const mast: FixtureProduct = {
      id: made!.id,
      packageId: null as unknown as number,
      name: 'Site-built PTZ mast',
      packageName: 'Standard',
      sku: 'QUOTED',
      priceCents: 0,
    };
    const q = await createSentQuote(t, {
      products: [{ product: mast, quantity: 2, unitPriceCents: 120_000 }],
    });
    const customer = await t.signUp();
    const intent = await intentFor(customer.cookie, q.token, 'full');
    await pay(customer.cookie, intent.paymentIntentId);
    const placed = await placeOrder(customer.cookie, q.token, intent.paymentIntentId);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.order).toMatchObject({ payment_status: 'paid' });
    expect(await stockOf(mast.id)).toBe(0);
  });

  it('refunding an order paid by deposit and balance gives both payments back, once', async () => {
    const q = await standardQuote();
    const customer = await t.signUp();
    const deposit = await intentFor(customer.cookie, q.token, 'deposit');
    await pay(customer.cookie, deposit.paymentIntentId);
    const order = (await placeOrder(customer.cookie, q.token, deposit.paymentIntentId)).body
      .order as Order;
    const rest = (await post(customer.cookie, `/api/customer/orders/${order.id}/balance-intent`))
      .body as unknown as PaymentIntentResponse;
    await pay(customer.cookie, rest.paymentIntentId);
    const settled = await post(customer.cookie, `/api/customer/orders/${order.id}/balance`, {
      paymentIntentId: rest.paymentIntentId,
    });
    expect(settled.status, JSON.stringify(settled.body)).toBe(200);

    const staff = await t.createStaff('manager', { canManageOrders: true });
    const refunded = await t.json('PUT', `/api/admin/orders/${order.id}/status`, staff.cookie, {
      status: 'refunded',
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body.order).toMatchObject({ status: 'refunded', payment_status: 'refunded' });
    const intents = await t.query<{ id: string; status: string; refunded_cents: number }>(
      sql`select id, status, refunded_cents from payment_intents
          where id in (${deposit.paymentIntentId}, ${rest.paymentIntentId}) order by amount_cents`,
    );
    expect(intents.map((i) => [i.status, i.refunded_cents]).sort()).toEqual(
      [
        ['refunded', deposit.amount],
        ['refunded', rest.amount],
      ].sort(),
    );
  });

  it('Mark as Paid of an order paid by deposit settles its balance', async () => {
    const q = await standardQuote();
    const customer = await t.signUp();
    const intent = await intentFor(customer.cookie, q.token, 'deposit');
    await pay(customer.cookie, intent.paymentIntentId);
    const order = (await placeOrder(customer.cookie, q.token, intent.paymentIntentId)).body
      .order as Order;
    expect(order.payment_status).toBe('partial');
    const staff = await t.createStaff('manager', { canManageOrders: true });
    // Staff cannot pay a customer's balance (they would buy as the shop).
    expect(
      await post(staff.cookie, `/api/customer/orders/${order.id}/balance-intent`),
    ).toMatchObject({ status: 403, body: { code: 'STAFF_CANNOT_PAY' } });
    const marked = await t.json(
      'PUT',
      `/api/admin/orders/${order.id}/payment-status`,
      staff.cookie,
      {
        payment_status: 'paid',
      },
    );
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(marked.body.order).toMatchObject({ payment_status: 'paid', balance_due: 0 });
  });

  it('another customer\u2019s payment, or one for another quote, is not found', async () => {
    const a = await standardQuote();
    const b = await standardQuote();
    const customer = await t.signUp();
    const intent = await intentFor(customer.cookie, a.token, 'full');
    await pay(customer.cookie, intent.paymentIntentId);
    const stranger = await t.signUp();
    expect((await placeOrder(stranger.cookie, a.token, intent.paymentIntentId)).status).toBe(404);
    expect((await placeOrder(customer.cookie, b.token, intent.paymentIntentId)).status).toBe(404);
    expect((await placeOrder(customer.cookie, a.token, intent.paymentIntentId)).status).toBe(200);
  });

  it('a quote changed after the payment was set up is refunded, not ordered', async () => {
    const q = await standardQuote();
    const customer = await t.signUp();
    const intent = await intentFor(customer.cookie, q.token, 'full');
    await pay(customer.cookie, intent.paymentIntentId);
    // Staff edited it meanwhile: a new version, back to draft.
    await t.query(sql`update quotes set status = 'draft', version = 2 where id = ${q.id}`);
    const placed = await placeOrder(customer.cookie, q.token, intent.paymentIntentId);
    expect(placed).toMatchObject({ status: 409, body: { code: 'ORDER_REFUSED_REFUNDED' } });
    expect(String(placed.body.error)).toContain(QUOTE_LINK_MESSAGES.quoteChanged);
    expect(await t.query(sql`select id from orders where quote_id = ${q.id}`)).toEqual([]);
  });

  it('a quote edited and sent again after the payment was set up is refunded, even at the same figures', async () => {
    const q = await standardQuote();
    const customer = await t.signUp();
    const intent = await intentFor(customer.cookie, q.token, 'full');
    await pay(customer.cookie, intent.paymentIntentId);
    // Staff changed the site street (same ZIP, same total) and sent it again.
    await t.query(
      sql`update quotes set site_street = '9 Other Rd', sent_at = now() + interval '1 second'
          where id = ${q.id}`,
    );
    const placed = await placeOrder(customer.cookie, q.token, intent.paymentIntentId);
    expect(placed).toMatchObject({ status: 409, body: { code: 'ORDER_REFUSED_REFUNDED' } });
    expect(await t.query(sql`select id from orders where quote_id = ${q.id}`)).toEqual([]);
  });

  it('a quote the expiry job expired says so through its link (410), and cannot be paid', async () => {
    const q = await standardQuote();
    await t.query(sql`update quotes set valid_until = current_date - 2 where id = ${q.id}`);
    await t.app.services.quotes.expire();
    expect((await get(q.token)).status).toBe(410);
    const customer = await t.signUp();
    const res = await post(customer.cookie, `/api/quotes/${q.token}/payment-intent`, {
      payment: 'full',
    });
    expect(res.status).toBe(410);
  });

  it('stock that ran out while the customer paid: refunded, the quote still open', async () => {
    const q = await createSentQuote(t, { products: [{ product: camera, quantity: 3 }] });
    const customer = await t.signUp();
    const intent = await intentFor(customer.cookie, q.token, 'full');
    await pay(customer.cookie, intent.paymentIntentId);
    const before = await stockOf(camera.id);
    await t.query(sql`update products set stock = 2 where id = ${camera.id}`);
    try {
      const placed = await placeOrder(customer.cookie, q.token, intent.paymentIntentId);
      expect(placed).toMatchObject({ status: 409, body: { code: 'ORDER_REFUSED_REFUNDED' } });
      expect(String(placed.body.error)).toContain(`Sorry, ${camera.name} sold out`);
      expect((await quoteRow(q.id)).status).toBe('sent');
      expect(await stockOf(camera.id)).toBe(2);
    } finally {
      await t.query(sql`update products set stock = ${before} where id = ${camera.id}`);
    }
    // Not enough before paying: refused up front with the checkout's message.
    await t.query(sql`update products set stock = 1 where id = ${camera.id}`);
    try {
      const refused = await post(customer.cookie, `/api/quotes/${q.token}/payment-intent`, {
        payment: 'full',
      });
      expect(refused).toMatchObject({ status: 409, body: { code: 'NOT_ENOUGH_STOCK' } });
    } finally {
      await t.query(sql`update products set stock = ${before} where id = ${camera.id}`);
    }
  });
  it('paid by another account, the order is the addressee\u2019s: in their orders and devices, not the payer\u2019s', async () => {
    const admin = await t.createStaff('admin');
    const addressee = await t.signUp();
    const payer = await t.signUp();
    // A product of its own, tracked by its units, so the order's unit becomes a device.
    const product = (await pricedProducts(t))[2]!;
    await setUpStock(t, admin, { product, units: 4 });
    const ordersOf = async (who: { cookie: string }) =>
      ((await t.json('GET', '/api/customer/orders', who.cookie)).body.orders as Order[]).map(
        (o) => o.order_number,
      );
    const devicesOf = async (who: { cookie: string }) =>
      (await t.json('GET', '/api/customer/devices', who.cookie)).body.devices as unknown[];
    const customer = { name: 'Ann Addressee', email: addressee.email };
    // Staff chose the addressee's account; and a quote only addressed to its e-mail.
    const chosen = await createSentQuote(t, {
      products: [{ product, quantity: 1 }],
      customer,
      customerId: addressee.id,
    });
    const byEmail = await createSentQuote(t, {
      products: [{ product, quantity: 1 }],
      customer: { ...customer, email: addressee.email.toUpperCase() },
    });
    const numbers: string[] = [];
    for (const q of [chosen, byEmail]) {
      const intent = await intentFor(payer.cookie, q.token, 'full');
      await pay(payer.cookie, intent.paymentIntentId);
      const placed = await placeOrder(payer.cookie, q.token, intent.paymentIntentId);
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      // The payer is told the order is not theirs (no "your order" links on the page).
      expect(placed.body.yours).toBe(false);
      const order = placed.body.order as Order;
      const [row] = await t.query<{ customer_id: number }>(
        sql`select customer_id from orders where id = ${order.id}`,
      );
      expect(Number(row!.customer_id)).toBe(addressee.id);
      expect((await quoteRow(q.id)).customer_id).toBe(addressee.id);
      const moved = await t.call('PUT', `/api/admin/orders/${order.id}/status`, admin, {
        status: 'delivered',
      });
      expect(moved.statusCode, moved.body).toBe(200);
      numbers.push(order.order_number);
    }
    expect((await ordersOf(addressee)).sort()).toEqual([...numbers].sort());
    expect(await devicesOf(addressee)).toHaveLength(2);
    expect(await ordersOf(payer)).toEqual([]);
    expect(await devicesOf(payer)).toEqual([]);
  });
});
