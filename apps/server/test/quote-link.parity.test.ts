import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { QUOTE_LINK_MESSAGES, type Order, type PaymentIntentResponse } from '@shop/contract';
import { addPlan, chargesOf, VIDEO } from './subscription-fixtures.ts';
import { createTestApp, TEST_ENGINE, type TestApp } from './helpers.ts';
import { pdfText } from './pdf-text.ts';
import { surveyForm } from './lead-fixtures.ts';
import { countingTestProvider, moneyOf } from './order-fixtures.ts';
import { createSentQuote, quoteLinkCalls, type QuoteLinkCalls } from './quote-fixtures.ts';

/**
 * The quote link on each engine: a quote accepted and paid by deposit (the order transaction
 * over the quote's lines, stock and lead), and payments placed at once (two tabs, one payment
 * twice, two customers for the last units). Everything else: quote-link.test.ts.
 */
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
const counting = countingTestProvider(() => t);

beforeAll(async () => {
  t = await createTestApp({ paymentProvider: counting.provider });
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

describe(`the quote link (${TEST_ENGINE})`, () => {
  it('accepted and paid by deposit: one order from the quote\u2019s lines, stock taken, the quote accepted, the lead won, a job to book, the balance owed', async () => {
    const survey = await post(undefined, '/api/site-survey', surveyForm());
    const surveyId = Number(survey.body.surveyId);
    const q = await standardQuote({ siteSurveyId: surveyId });
    const stockBefore = await stockOf(camera.id);
    const customer = await t.signUp();
    const intent = await intentFor(customer.cookie, q.token, 'deposit');
    expect((await pay(customer.cookie, intent.paymentIntentId)).body).toMatchObject({
      status: 'succeeded',
    });
    const placed = await placeOrder(customer.cookie, q.token, intent.paymentIntentId);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = placed.body.order as Order;
    const deposit = Math.round((q.totalCents * 30) / 100);
    expect(order).toMatchObject({
      order_type: 'quote',
      status: 'paid',
      payment_status: 'partial',
      subtotal: (q.subtotalCents - q.discountCents) / 100,
      tax_amount: q.taxCents / 100,
      shipping_cost: 0,
      total_amount: q.totalCents / 100,
      balance_due: (q.totalCents - deposit) / 100,
      ship_to: { address: '4 Desert Way', zipCode: '89109' },
    });
    expect(order.items.map((i) => [i.kind, i.product_id, i.quantity, i.line_total])).toEqual([
      ['product', camera.id, 2, (camera.priceCents * 2) / 100],
      ['product', recorder.id, 1, recorder.priceCents / 100],
      ['labour', null, 2, 300],
      ['discount', null, 1, -50],
    ]);
    expect(order.history[0]!.note).toBe(
      `Quote ${q.quoteNumber} accepted, paid by card (deposit 30%)`,
    );
    expect(await stockOf(camera.id)).toBe(stockBefore - 2);
    const row = await quoteRow(q.id);
    expect(row).toMatchObject({
      status: 'accepted',
      link_token_hash: null,
      customer_id: customer.id,
    });
    expect((await events(q.id)).at(-1)).toMatchObject({ to_status: 'accepted' });
    const [lead] = await t.query<{ status: string }>(
      sql`select status from site_surveys where id = ${surveyId}`,
    );
    expect(lead!.status).toBe('won');
    const jobs = await t.query<{ status: string; quote_id: number; site_zip: string }>(
      sql`select status, quote_id, site_zip from installation_jobs where order_id = ${order.id}`,
    );
    expect(jobs).toEqual([{ status: 'to_book', quote_id: q.id, site_zip: '89109' }]);
    const [mail] = await t.query<{ text_body: string }>(
      sql`select text_body from mail_outbox where kind = 'order_confirmation'
        and to_address = ${customer.email}`,
    );
    expect(mail!.text_body).toContain('2 x Camera installation  $300.00');
    expect(mail!.text_body).toContain(
      `Balance due: $${((q.totalCents - deposit) / 100).toFixed(2)}`,
    );
    // The invoice prints the labour and discount lines and what is still owed.
    const invoice = await pdfText(
      (await t.call('GET', `/api/customer/orders/${order.id}/invoice`, customer.cookie)).rawPayload,
    );
    expect(invoice).toContain('Camera installation');
    expect(invoice).toContain('Discount');
    expect(invoice).toContain('Balance due');
    // Replayed: the same order, nothing taken twice (the link is cleared by now).
    const again = await placeOrder(customer.cookie, q.token, intent.paymentIntentId);
    expect(again.body.order).toMatchObject({ id: order.id });
    expect(await stockOf(camera.id)).toBe(stockBefore - 2);
    expect((await get(q.token)).status).toBe(404);

    // A labour line cannot be rated.
    await t.query(sql`update orders set status = 'delivered' where id = ${order.id}`);
    const labourLine = order.items.find((i) => i.kind === 'labour')!;
    expect(
      await post(customer.cookie, `/api/customer/orders/${order.id}/ratings`, {
        itemId: labourLine.id,
        rating: 5,
      }),
    ).toMatchObject({ status: 400 });

    // The balance: someone else's order is not found; exactly the balance; settled once.
    const other = await t.signUp();
    expect(
      (await post(other.cookie, `/api/customer/orders/${order.id}/balance-intent`)).status,
    ).toBe(404);
    const balance = await post(customer.cookie, `/api/customer/orders/${order.id}/balance-intent`, {
      amount: 1,
    });
    expect(balance.status, JSON.stringify(balance.body)).toBe(200);
    const balanceIntent = balance.body as unknown as PaymentIntentResponse;
    expect(balanceIntent.amount).toBe(q.totalCents - deposit);
    expect(
      (
        await post(other.cookie, `/api/customer/orders/${order.id}/balance`, {
          paymentIntentId: balanceIntent.paymentIntentId,
        })
      ).status,
    ).toBe(404);
    // Not paid yet: nothing is settled.
    expect(
      (
        await post(customer.cookie, `/api/customer/orders/${order.id}/balance`, {
          paymentIntentId: balanceIntent.paymentIntentId,
        })
      ).status,
    ).toBe(409);
    await pay(customer.cookie, balanceIntent.paymentIntentId);
    const settled = await post(customer.cookie, `/api/customer/orders/${order.id}/balance`, {
      paymentIntentId: balanceIntent.paymentIntentId,
    });
    expect(settled.status, JSON.stringify(settled.body)).toBe(200);
    expect(settled.body.order).toMatchObject({ payment_status: 'paid', balance_due: 0 });
    const twice = await post(customer.cookie, `/api/customer/orders/${order.id}/balance`, {
      paymentIntentId: balanceIntent.paymentIntentId,
    });
    expect(twice.status).toBe(200);
    const history = (twice.body.order as Order).history.filter((h) =>
      h.note?.startsWith('Balance of'),
    );
    expect(history).toHaveLength(1);
    expect(
      (await post(customer.cookie, `/api/customer/orders/${order.id}/balance-intent`)).status,
    ).toBe(409);
    // The recovery job leaves a settled balance alone.
    expect(await t.app.services.checkout.recoverOpenPayments(0)).toMatchObject({
      orders: 0,
      refunded: 0,
    });
  });

  it('one quote paid from two tabs at once: both tabs get the one payment, charged once, nothing refunded', async () => {
    const q = await standardQuote();
    const customer = await t.signUp();
    const tabs = await Promise.all(
      [1, 2].map(() =>
        post(customer.cookie, `/api/quotes/${q.token}/payment-intent`, { payment: 'full' }),
      ),
    );
    expect(tabs.map((r) => r.status)).toEqual([200, 200]);
    const ids = tabs.map((r) => String(r.body.paymentIntentId));
    const paid = await Promise.all(ids.map((id) => pay(customer.cookie, id)));
    const placed = await Promise.all(ids.map((id) => placeOrder(customer.cookie, q.token, id)));
    const all = await t.query<{ id: string }>(
      sql`select id from payment_intents where quote_id = ${q.id}`,
    );
    const money = await moneyOf(
      t,
      all.map((r) => r.id),
      counting.refunds,
    );
    console.log(
      `[${TEST_ENGINE}] one quote, two tabs: ${all.length} payments, ${money.charged} charged, ${money.refunded} refunded`,
    );
    expect(new Set(ids).size).toBe(1);
    expect(money).toEqual({ charged: 1, refunded: 0, orders: 1 });
    expect(paid.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(placed.map((r) => r.status)).toEqual([200, 200]);
  });

  it('two people paying one quote at once: one payment is set up, the other is refused before paying', async () => {
    const q = await standardQuote();
    const alice = await t.signUp();
    const bob = await t.signUp();
    const both = await Promise.all(
      [alice, bob].map((who) =>
        post(who.cookie, `/api/quotes/${q.token}/payment-intent`, { payment: 'full' }),
      ),
    );
    const payers = [alice, bob];
    const results = await Promise.all(
      both.map(async (r, i) => {
        if (r.status !== 200) return r;
        const id = String(r.body.paymentIntentId);
        await pay(payers[i]!.cookie, id);
        return placeOrder(payers[i]!.cookie, q.token, id);
      }),
    );
    const all = await t.query<{ id: string }>(
      sql`select id from payment_intents where quote_id = ${q.id}`,
    );
    const money = await moneyOf(
      t,
      all.map((r) => r.id),
      counting.refunds,
    );
    console.log(
      `[${TEST_ENGINE}] one quote, two people: ${all.length} payments, ${money.charged} charged, ${money.refunded} refunded`,
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body).toMatchObject({
      code: 'QUOTE_PAYMENT_OPEN',
      error: QUOTE_LINK_MESSAGES.paymentOpen,
    });
    expect(money).toEqual({ charged: 1, refunded: 0, orders: 1 });
  });

  it('the deposit chosen after the total replaces the open payment: the first can no longer be paid', async () => {
    const q = await standardQuote();
    const customer = await t.signUp();
    const full = await intentFor(customer.cookie, q.token, 'full');
    // The same choice again (a reload) answers the open payment.
    expect((await intentFor(customer.cookie, q.token, 'full')).paymentIntentId).toBe(
      full.paymentIntentId,
    );
    const deposit = await intentFor(customer.cookie, q.token, 'deposit');
    expect(deposit.paymentIntentId).not.toBe(full.paymentIntentId);
    expect((await pay(customer.cookie, full.paymentIntentId)).status).toBe(409);
    expect((await pay(customer.cookie, deposit.paymentIntentId)).status).toBe(200);
    const placed = await placeOrder(customer.cookie, q.token, deposit.paymentIntentId);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const statuses = await t.query<{ id: string; status: string }>(
      sql`select id, status from payment_intents where quote_id = ${q.id}`,
    );
    expect(Object.fromEntries(statuses.map((r) => [r.id, r.status]))).toEqual({
      [full.paymentIntentId]: 'canceled',
      [deposit.paymentIntentId]: 'succeeded',
    });
  });

  it('the same payment placed twice at once answers the same order, and starts its plan once', async () => {
    const customer = await t.signUp();
    const plan = await addPlan(t, VIDEO);
    const q = await standardQuote({
      customerId: customer.id,
      // The quote's plan (ADR 0076), started by the order and charged to the card kept.
      plans: [{ planId: plan.id, planName: plan.name, interval: 'month', priceCents: 3999 }],
    });
    const intent = await intentFor(customer.cookie, q.token, 'full');
    await pay(customer.cookie, intent.paymentIntentId);
    const before = await stockOf(recorder.id);
    const [a, b] = await Promise.all([
      placeOrder(customer.cookie, q.token, intent.paymentIntentId),
      placeOrder(customer.cookie, q.token, intent.paymentIntentId),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((a.body.order as Order).id).toBe((b.body.order as Order).id);
    expect(await stockOf(recorder.id)).toBe(before - 1);
    await t.app.services.subscriptions.runDue();
    const subs = await t.query<{ id: number; status: string }>(
      sql`select id, status from subscriptions where quote_id = ${q.id}`,
    );
    expect(subs.map((s) => s.status)).toEqual(['active']);
    expect(await chargesOf(t, subs[0]!.id)).toHaveLength(1);
  });

  it('two customers racing for the last units of a quoted product: one order, one refund', async () => {
    const q1 = await createSentQuote(t, { products: [{ product: recorder, quantity: 2 }] });
    const q2 = await createSentQuote(t, { products: [{ product: recorder, quantity: 2 }] });
    const before = await stockOf(recorder.id);
    const alice = await t.signUp();
    const bob = await t.signUp();
    const i1 = await intentFor(alice.cookie, q1.token, 'full');
    const i2 = await intentFor(bob.cookie, q2.token, 'full');
    await pay(alice.cookie, i1.paymentIntentId);
    await pay(bob.cookie, i2.paymentIntentId);
    await t.query(sql`update products set stock = 3 where id = ${recorder.id}`);
    try {
      const results = await Promise.all([
        placeOrder(alice.cookie, q1.token, i1.paymentIntentId),
        placeOrder(bob.cookie, q2.token, i2.paymentIntentId),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await stockOf(recorder.id)).toBe(1);
    } finally {
      await t.query(sql`update products set stock = ${before} where id = ${recorder.id}`);
    }
  });
});
