import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  QUOTE_PLAN_MESSAGES,
  taxCentsOf,
  toDollars,
  type AdminQuote,
  type QuoteLink,
  type QuotePreview,
  type Subscription,
} from '@shop/contract';
import { createTestApp, type TestApp } from './helpers.ts';
import { pdfText } from './pdf-text.ts';
import { QUOTE_TAX_RATE, quoteLinkCalls, type QuoteLinkCalls } from './quote-fixtures.ts';
import { addPlan, CARE, chargesOf, invoiceRows, VIDEO } from './subscription-fixtures.ts';

const DAY = 86_400_000;

/**
 * Plans on quotes (ADR 0076): staff put plans beside a quote's one-off lines ("then
 * $43.34/month"), and paying the quote starts them, charged to the card its payment kept.
 */
describe('plans on quotes', () => {
  let t: TestApp;
  let calls: QuoteLinkCalls;
  let manager: { id: number; cookie: string };
  let video: number;
  let care: number;
  let monthlyOnly: number;
  let retired: number;

  beforeAll(async () => {
    t = await createTestApp();
    await t.seedCatalogue();
    await t.app.services.tax.ensureRates();
    calls = await quoteLinkCalls(t);
    manager = await t.createStaff('manager', { canManageOrders: true });
    video = (await addPlan(t, VIDEO)).id;
    care = (await addPlan(t, CARE)).id;
    monthlyOnly = (
      await addPlan(t, { ...CARE, name: 'Alarm Basic', monitoring: 'alarm', yearlyPrice: null })
    ).id;
    retired = (await addPlan(t, { ...CARE, name: 'Old Alarm', monitoring: 'alarm' })).id;
    await t.app.services.plans.update(retired, { status: 'retired' });
  });
  afterAll(() => t.close());

  /** The quote's video plan as the fixture writes it: $39.99/month, 12 months, taxed. */
  const videoLine = (priceCents = 3999) => ({
    planId: video,
    planName: 'Video Monitoring',
    interval: 'month' as const,
    priceCents,
    minTermMonths: 12,
    taxable: true,
  });
  const withTax = (cents: number) => cents + taxCentsOf(cents, QUOTE_TAX_RATE);

  const subscriptionsOf = async (cookie: string) =>
    (await t.json<{ subscriptions: Subscription[] }>('GET', '/api/customer/subscriptions', cookie))
      .body.subscriptions;

  /**
   * The bank declining the saved card's charges (a card that paid the quote a moment ago can
   * still be refused: a limit reached): the plan's first charge, or every one.
   */
  function declineSavedCardCharges(how: 'once' | 'always') {
    const spy = vi.spyOn(t.app.services.payments, 'chargeSavedCard');
    const declined = {
      intentId: null,
      status: 'failed' as const,
      failureMessage: 'Your card was declined.',
      card: { brand: 'visa', last4: '4242' },
    };
    return how === 'once' ? spy.mockResolvedValueOnce(declined) : spy.mockResolvedValue(declined);
  }

  /** A customer pays the quote with a card, through the calls the quote page makes. */
  async function payQuote(
    who: { cookie: string },
    token: string,
    payment: 'full' | 'deposit' = 'full',
  ) {
    const intent = await calls.intentFor(who.cookie, token, payment);
    const paid = await calls.pay(who.cookie, intent.paymentIntentId);
    expect(paid.body.status).toBe('succeeded');
    const order = await calls.placeOrder(who.cookie, token, intent.paymentIntentId);
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    return { intent };
  }

  describe('staff write them', () => {
    const create = (body: object) =>
      t.json<{ quote: AdminQuote }>('POST', '/api/admin/quotes', manager.cookie, {
        customer: { name: 'Ana Ruiz', email: 'ana.ruiz@example.com' },
        site: { street: '4 Desert Way', city: 'Las Vegas', state: 'NV', zip: '89109' },
        lines: [
          {
            kind: 'product',
            productId: calls.camera.id,
            packageId: null,
            quantity: 2,
            unitPrice: null,
          },
        ],
        ...body,
      });

    it('keeps each plan at its price, term and tax, outside the one-off totals', async () => {
      const without = await create({});
      const res = await create({
        plans: [
          // A price sent with the plan is not the quote's: the plan's is.
          { planId: video, interval: 'month', price: 1 },
          { planId: care, interval: 'year' },
        ],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const quote = res.body.quote;
      expect(quote.totals).toEqual(without.body.quote.totals);
      const rate = quote.totals.taxRate;
      expect(rate).toBeGreaterThan(0);
      expect(quote.plans).toEqual([
        {
          position: 1,
          planId: video,
          planName: 'Video Monitoring',
          interval: 'month',
          price: 39.99,
          taxable: true,
          recurring: toDollars(3999 + taxCentsOf(3999, rate)),
          minTermMonths: 12,
        },
        {
          position: 2,
          planId: care,
          planName: 'Maintenance & Support',
          interval: 'year',
          price: 199.9,
          taxable: false,
          recurring: 199.9,
          minTermMonths: 0,
        },
      ]);
      expect(quote.recurring).toEqual([
        { interval: 'month', amount: toDollars(3999 + taxCentsOf(3999, rate)) },
        { interval: 'year', amount: 199.9 },
      ]);

      // The preview prices them the same way, nothing kept.
      const preview = await t.json<QuotePreview>(
        'POST',
        '/api/admin/quotes/preview',
        manager.cookie,
        {
          lines: [],
          plans: [{ planId: video, interval: 'month' }],
          siteZip: '89109',
        },
      );
      expect(preview.status).toBe(200);
      expect(preview.body.recurring).toEqual([quote.recurring[0]]);

      // An edit replaces them, and the version kept holds them.
      const edited = await t.json<{ quote: AdminQuote }>(
        'PUT',
        `/api/admin/quotes/${quote.id}`,
        manager.cookie,
        { version: quote.version, plans: [{ planId: care, interval: 'month' }] },
      );
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      expect(edited.body.quote.plans.map((p) => [p.planName, p.interval, p.price])).toEqual([
        ['Maintenance & Support', 'month', 19.99],
      ]);
      const [kept] = await t.query<{ snapshot: { plans: { planName: string }[] } }>(sql`
        select snapshot from quote_versions where quote_id = ${quote.id} and version = 2`);
      expect(kept!.snapshot.plans.map((p) => p.planName)).toEqual(['Maintenance & Support']);

      // Lines only: the plans stay.
      const linesOnly = await t.json<{ quote: AdminQuote }>(
        'PUT',
        `/api/admin/quotes/${quote.id}`,
        manager.cookie,
        { version: 2, discount: 10 },
      );
      expect(linesOnly.body.quote.plans).toHaveLength(1);
    });

    it('refuses unknown, retired and repeated plans, a yearly price a plan lacks, and six', async () => {
      const refused = async (plans: object[], field: string, message: string) => {
        const res = await create({ plans });
        expect(res.status, JSON.stringify(res.body)).toBe(400);
        expect(res.body).toMatchObject({ error: message, errors: { [field]: message } });
      };
      await refused(
        [{ planId: 999_999, interval: 'month' }],
        'plans.0.planId',
        QUOTE_PLAN_MESSAGES.planMissing,
      );
      await refused(
        [{ planId: retired, interval: 'month' }],
        'plans.0.planId',
        QUOTE_PLAN_MESSAGES.planRetired,
      );
      await refused(
        [
          { planId: video, interval: 'month' },
          { planId: video, interval: 'year' },
        ],
        'plans.1.planId',
        QUOTE_PLAN_MESSAGES.twice,
      );
      await refused(
        [{ planId: monthlyOnly, interval: 'year' }],
        'plans.0.interval',
        QUOTE_PLAN_MESSAGES.noYearly,
      );
      const six = await create({
        plans: Array.from({ length: 6 }, () => ({ planId: video, interval: 'month' })),
      });
      expect(six.status).toBe(400);

      // A plan retired after the quote carried it stays on it when the quote is edited.
      const plan = (await addPlan(t, { ...CARE, name: 'Soon Retired', monitoring: 'alarm' })).id;
      const quote = (await create({ plans: [{ planId: plan, interval: 'month' }] })).body.quote;
      await t.app.services.plans.update(plan, { status: 'retired' });
      const kept = await t.json<{ quote: AdminQuote }>(
        'PUT',
        `/api/admin/quotes/${quote.id}`,
        manager.cookie,
        {
          version: quote.version,
          plans: [{ planId: plan, interval: 'month' }],
        },
      );
      expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    });

    it('sends and prints "then $X/month"; a customer cannot write plans', async () => {
      const quote = (await create({ plans: [{ planId: video, interval: 'month' }] })).body.quote;
      const then = `$${quote.recurring[0]!.amount.toFixed(2)}/month`;
      const sent = await t.json('POST', `/api/admin/quotes/${quote.id}/send`, manager.cookie);
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      const [mail] = (await t.app.services.mail.recent(20)).filter(
        (m) => m.kind === 'quote_sent' && m.toAddress === 'ana.ruiz@example.com',
      );
      expect(mail!.textBody).toContain(then);
      const pdf = await t.app.inject({
        method: 'GET',
        url: `/api/admin/quotes/${quote.id}/pdf`,
        headers: { cookie: manager.cookie },
      });
      expect(pdf.statusCode).toBe(200);
      const text = await pdfText(pdf.rawPayload);
      expect(text).toContain(`Then ${then}`);
      expect(text).toContain('Video Monitoring');
      expect(text).toContain('12-month minimum term');

      const customer = await t.signUp();
      const edit = await t.json('PUT', `/api/admin/quotes/${quote.id}`, customer.cookie, {
        version: 2,
        plans: [],
      });
      expect(edit.status).toBe(403);
    });
  });

  describe('paying the quote starts them', () => {
    it('starts the plan at the quoted price with no set-up fee, charged to the card the payment kept', async () => {
      const customer = await t.signUp({ email: 'kay.lin@example.com' });
      const q = await calls.standardQuote({
        customerId: customer.id,
        customer: { name: 'Kay Lin', email: 'kay.lin@example.com' },
        // Quoted at $35.00 before the plan's price went up.
        plans: [videoLine(3500)],
      });
      const link = (await calls.get(q.token)).body.quote as QuoteLink;
      expect(link.plans.map((p) => [p.planName, p.recurring])).toEqual([
        ['Video Monitoring', toDollars(withTax(3500))],
      ]);
      expect(link.recurring).toEqual([{ interval: 'month', amount: toDollars(withTax(3500)) }]);
      // The one-off total is what the quote's payment charges.
      const { intent } = await payQuote(customer, q.token);
      expect(intent.amount).toBe(q.totalCents);
      expect(intent.keepsCard).toBe(true);

      const [plan] = await subscriptionsOf(customer.cookie);
      expect(plan).toMatchObject({
        status: 'active',
        plan: { name: 'Video Monitoring' },
        interval: 'month',
        price: 35,
        setupFee: 0,
        card: { brand: 'visa', last4: '4242' },
        site: { address: '4 Desert Way', zipCode: '89109' },
      });
      expect(plan!.minTermEndsAt).not.toBeNull();
      const invoices = await invoiceRows(t, plan!.id);
      // The first bill is what the quote said: taxed at the quote's rate (the fixture's
      // 8.375 %, not the site's rate in today's table).
      expect(invoices.map((i) => [i.kind, i.status, i.totalCents])).toEqual([
        ['first', 'paid', withTax(3500)],
      ]);
      const [row] = await t.query<{ quote_id: number; setup_fee_cents: number }>(
        sql`select quote_id, setup_fee_cents from subscriptions where id = ${plan!.id}`,
      );
      expect(row).toEqual({ quote_id: q.id, setup_fee_cents: 0 });
      // Two orders: the quote's, and the plan's first invoice; one card kept.
      const orders = await t.query<{ type: string }>(
        sql`select order_type as type from orders where customer_id = ${customer.id} order by id`,
      );
      expect(orders.map((o) => o.type)).toEqual(['quote', 'subscription']);
      const cards = await t.json<{ cards: unknown[] }>(
        'GET',
        '/api/customer/payment-methods',
        customer.cookie,
      );
      expect(cards.body.cards).toHaveLength(1);
      const mails = (await t.app.services.mail.recent(30)).filter(
        (m) => m.toAddress === customer.email,
      );
      expect(mails.map((m) => m.kind)).toContain('subscription_started');

      // The same order asked for again (a lost reply) starts nothing more.
      const again = await calls.placeOrder(customer.cookie, q.token, intent.paymentIntentId);
      expect(again.status).toBe(200);
      expect(await subscriptionsOf(customer.cookie)).toHaveLength(1);
      await t.app.services.subscriptions.runDue();
      expect((await invoiceRows(t, plan!.id)).length).toBe(1);
    });

    it('starts it on a deposit too, and a run after a stop between the order and the charge charges once', async () => {
      const customer = await t.signUp({ email: 'ola.berg@example.com' });
      const q = await calls.standardQuote({
        customerId: customer.id,
        customer: { name: 'Ola Berg', email: 'ola.berg@example.com' },
        plans: [videoLine()],
      });
      // The process stops once the order is committed, before the plan's charge.
      const charge = vi
        .spyOn(t.app.services.subscriptions, 'chargeStarted')
        .mockResolvedValueOnce(undefined);
      await payQuote(customer, q.token, 'deposit');
      charge.mockRestore();
      const [waiting] = await subscriptionsOf(customer.cookie);
      expect(waiting).toMatchObject({ status: 'incomplete', card: { last4: '4242' } });
      // The billing run charges it, once however often it runs.
      await t.app.services.subscriptions.runDue();
      await t.app.services.subscriptions.runDue();
      const [started] = await subscriptionsOf(customer.cookie);
      expect(started!.status).toBe('active');
      expect(await chargesOf(t, started!.id)).toHaveLength(1);
    });

    it('asks the customer to pay when the first charge fails, and gives up after two weeks', async () => {
      const customer = await t.signUp({ email: 'max.hale@example.com' });
      const q = await calls.standardQuote({
        customerId: customer.id,
        customer: { name: 'Max Hale', email: 'max.hale@example.com' },
        plans: [videoLine()],
      });
      // The bank declines the plan's charges from moments after the quote's payment.
      const declined = declineSavedCardCharges('always');
      try {
        await payQuote(customer, q.token);
        const [plan] = await subscriptionsOf(customer.cookie);
        expect(plan!.status).toBe('incomplete');
        expect(plan!.openInvoice).not.toBeNull();
        const failed = (await t.app.services.mail.recent(30)).find(
          (m) => m.toAddress === customer.email && m.kind === 'subscription_payment_failed',
        );
        expect(failed!.textBody).toContain(`/dashboard/plans/${plan!.id}`);
        // Retried after 1, 3 and 7 days, never suspended, then given up at 14 days.
        const advance = (days: number) =>
          t.json('POST', `/api/admin/subscriptions/${plan!.id}/test-clock`, manager.cookie, {
            to: new Date(Date.now() + days * DAY).toISOString(),
          });
        expect((await advance(8)).status).toBe(200);
        expect(declined).toHaveBeenCalledTimes(4);
        expect((await subscriptionsOf(customer.cookie))[0]!.status).toBe('incomplete');
        expect((await advance(15)).status).toBe(200);
        expect((await subscriptionsOf(customer.cookie))[0]!.status).toBe('cancelled');
      } finally {
        declined.mockRestore();
      }
    });

    it('paying it with a saved card starts it', async () => {
      const customer = await t.signUp({ email: 'ida.moss@example.com' });
      const q = await calls.standardQuote({
        customerId: customer.id,
        customer: { name: 'Ida Moss', email: 'ida.moss@example.com' },
        plans: [videoLine()],
      });
      const declined = declineSavedCardCharges('once');
      await payQuote(customer, q.token);
      declined.mockRestore();
      const [plan] = await subscriptionsOf(customer.cookie);
      const cards = await t.json<{ cards: { id: number }[] }>(
        'GET',
        '/api/customer/payment-methods',
        customer.cookie,
      );
      const paid = await t.json<{ paid: boolean; subscription: Subscription }>(
        'POST',
        `/api/customer/subscriptions/${plan!.id}/invoices/${plan!.openInvoice!.id}/charge`,
        customer.cookie,
        { cardId: cards.body.cards[0]!.id },
      );
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      expect(paid.body.subscription.status).toBe('active');
    });

    it("keeps no card of someone who pays another customer's quote: the customer is asked to confirm", async () => {
      const owner = await t.signUp({ email: 'rue.park@example.com' });
      const payer = await t.signUp({ email: 'lee.park@example.com' });
      const q = await calls.standardQuote({
        customerId: owner.id,
        customer: { name: 'Rue Park', email: 'rue.park@example.com' },
        plans: [videoLine()],
      });
      const { intent } = await payQuote(payer, q.token);
      expect(intent.keepsCard).toBe(false);
      expect(await subscriptionsOf(payer.cookie)).toEqual([]);
      const payerCards = await t.json<{ cards: unknown[] }>(
        'GET',
        '/api/customer/payment-methods',
        payer.cookie,
      );
      expect(payerCards.body.cards).toEqual([]);
      const [plan] = await subscriptionsOf(owner.cookie);
      expect(plan).toMatchObject({ status: 'incomplete', card: null });
      const offered = (await t.app.services.mail.recent(30)).find(
        (m) => m.toAddress === owner.email && m.kind === 'subscription_offered',
      );
      expect(offered).toBeDefined();
    });

    it('a payment opened before the quote had plans is not reused: the new one keeps the card', async () => {
      const customer = await t.signUp({ email: 'eva.lind@example.com' });
      const q = await calls.standardQuote({
        customerId: customer.id,
        customer: { name: 'Eva Lind', email: 'eva.lind@example.com' },
      });
      const before = await calls.intentFor(customer.cookie, q.token, 'full');
      expect(before.keepsCard).toBe(false);
      // Staff add a plan (the one-off figures stay the same) and the quote is sent again.
      await t.query(sql`
        insert into quote_plans (quote_id, position, plan_id, interval, plan_name, price_cents,
          min_term_months, taxable)
        values (${q.id}, 1, ${video}, 'month', 'Video Monitoring', 3999, 12, true)`);
      const after = await calls.intentFor(customer.cookie, q.token, 'full');
      expect(after.keepsCard).toBe(true);
      expect(after.paymentIntentId).not.toBe(before.paymentIntentId);
      const [old] = await t.query<{ status: string }>(
        sql`select status from payment_intents where id = ${before.paymentIntentId}`,
      );
      expect(old!.status).toBe('canceled');
    });

    it('a quote without plans keeps no card and starts nothing', async () => {
      const customer = await t.signUp({ email: 'bo.lund@example.com' });
      const q = await calls.standardQuote({
        customerId: customer.id,
        customer: { name: 'Bo Lund', email: 'bo.lund@example.com' },
      });
      await payQuote(customer, q.token);
      expect(await subscriptionsOf(customer.cookie)).toEqual([]);
      const cards = await t.json<{ cards: unknown[] }>(
        'GET',
        '/api/customer/payment-methods',
        customer.cookie,
      );
      expect(cards.body.cards).toEqual([]);
    });
  });
});
