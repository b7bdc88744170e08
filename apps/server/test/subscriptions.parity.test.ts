import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { openDatabase, type DatabaseHandle } from '@shop/db';
import { SUBSCRIPTION_MESSAGES, taxCentsOf, type Subscription } from '@shop/contract';
import { createServices } from '../src/services.ts';
import { addMonths } from '../src/modules/subscriptions/billing-periods.ts';
import { createTestApp, TEST_ENGINE, testDatabaseUrl, type TestApp } from './helpers.ts';
import {
  addPlan,
  chargesOf,
  detailOf,
  invoiceRows,
  subscribe,
  switchToFailingCard,
  VIDEO,
} from './subscription-fixtures.ts';

const T0 = new Date('2026-03-10T17:00:00Z');
const minutes = (n: number) => n * 60_000;

/**
 * Billing once per period (ADR 0075), on both engines: replayed runs, two instances, a charge
 * whose record was lost, and the failing card through every retry to suspension, cancellation
 * and back.
 */
describe(`subscription billing (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let now = T0;
  let planId: number;
  let taxRate: number;

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    await t.app.services.tax.ensureRates();
    planId = (await addPlan(t, VIDEO)).id;
    taxRate = (await t.app.services.tax.rateForZip('89109')).taxRate;
  });
  afterAll(() => t.app.close());
  beforeEach(() => {
    now = T0;
  });

  it('starts when the first invoice is paid: card kept, order placed, next bill shown', async () => {
    const customer = await t.signUp();
    const sub = await subscribe(t, customer, planId);
    const firstSubtotal = 3999 + 9900;
    expect(sub).toMatchObject({
      status: 'active',
      card: { brand: 'visa', last4: '4242' },
      currentPeriodStart: T0.toISOString(),
      currentPeriodEnd: addMonths(T0, 1).toISOString(),
      minTermEndsAt: addMonths(T0, 12).toISOString(),
      nextBill: {
        at: addMonths(T0, 1).toISOString(),
        amount: (3999 + taxCentsOf(3999, taxRate)) / 100,
      },
      openInvoice: null,
    });
    const detail = await detailOf(t, customer, sub.id);
    expect(detail.invoices).toHaveLength(1);
    const [invoice] = detail.invoices;
    expect(invoice).toMatchObject({
      kind: 'first',
      status: 'paid',
      subtotal: firstSubtotal / 100,
      tax: taxCentsOf(firstSubtotal, taxRate) / 100,
      total: (firstSubtotal + taxCentsOf(firstSubtotal, taxRate)) / 100,
    });
    expect(invoice!.orderNumber).toMatch(/^SV-/);
    const [order] = await t.query<{
      type: string;
      status: string;
      paymentStatus: string;
      total: number;
    }>(
      sql`select order_type as type, status, payment_status as "paymentStatus", total_cents as total
        from orders where order_number = ${invoice!.orderNumber}`,
    );
    expect(order).toEqual({
      type: 'subscription',
      status: 'completed',
      paymentStatus: 'paid',
      total: firstSubtotal + taxCentsOf(firstSubtotal, taxRate),
    });
    const mail = await t.app.services.mail.recent(50);
    expect(
      mail.some((m) => m.kind === 'subscription_started' && m.toAddress === customer.email),
    ).toBe(true);
  });

  it('renews each period once, however often the run is replayed or run at once', async () => {
    const customer = await t.signUp();
    const sub = await subscribe(t, customer, planId);
    now = new Date(addMonths(T0, 1).getTime() + minutes(1));
    for (let i = 0; i < 5; i++) await t.app.services.subscriptions.runDue();
    await Promise.all([1, 2, 3, 4, 5].map(() => t.app.services.subscriptions.runDue()));
    const invoices = await invoiceRows(t, sub.id);
    expect(invoices.map((i) => [i.kind, i.status])).toEqual([
      ['first', 'paid'],
      ['renewal', 'paid'],
    ]);
    expect(await chargesOf(t, sub.id)).toHaveLength(1);
    const [{ orders }] = (await t.query<{ orders: number }>(sql`select count(*)::int as orders
      from orders o join subscription_invoices i on i.order_id = o.id
      where i.subscription_id = ${sub.id}`)) as [{ orders: number }];
    expect(orders).toBe(2);
    const detail = await detailOf(t, customer, sub.id);
    expect(detail.subscription.currentPeriodEnd).toBe(addMonths(T0, 2).toISOString());
  });

  it('charges once when two instances bill at the same moment', async () => {
    const customer = await t.signUp();
    const subs: Subscription[] = [];
    for (let i = 0; i < 4; i++) subs.push(await subscribe(t, customer, planId));
    now = new Date(addMonths(T0, 1).getTime() + minutes(1));
    let second: DatabaseHandle = t.database;
    if (TEST_ENGINE === 'postgres') {
      second = await openDatabase({
        engine: 'postgres',
        url: await testDatabaseUrl(t),
        maxConnections: 5,
      });
    }
    try {
      const other = createServices({
        config: t.config,
        database: second,
        logger: pino({ level: 'silent' }),
        clock: () => now,
        printMail: () => {},
      });
      await Promise.all([
        t.app.services.subscriptions.runDue(),
        other.subscriptions.runDue(),
        t.app.services.subscriptions.runDue(),
        other.subscriptions.runDue(),
      ]);
    } finally {
      if (second !== t.database) await second.close();
    }
    for (const sub of subs) {
      expect((await invoiceRows(t, sub.id)).map((i) => [i.kind, i.status])).toEqual([
        ['first', 'paid'],
        ['renewal', 'paid'],
      ]);
      expect(await chargesOf(t, sub.id)).toHaveLength(1);
    }
  });

  it('charges once when a run stopped between the charge and its record', async () => {
    const customer = await t.signUp();
    const sub = await subscribe(t, customer, planId);
    now = new Date(addMonths(T0, 1).getTime() + minutes(1));
    // The run renews and claims the attempt, the provider charges, and the process dies
    // before the record: the state kill -9 leaves (the charge kept by its key, the attempt
    // unfinished under its lease).
    const services = t.app.services;
    await killedAfterCharge(t);
    const before = await invoiceRows(t, sub.id);
    expect(before.map((i) => [i.kind, i.status, i.attempt])).toEqual([
      ['first', 'paid', 0],
      ['renewal', 'open', 1],
    ]);
    expect(await chargesOf(t, sub.id)).toEqual([
      { key: `invoice-${before[1]!.id}-attempt-1`, status: 'succeeded' },
    ]);
    // While the lease holds, no run touches the attempt.
    await services.subscriptions.runDue();
    expect((await invoiceRows(t, sub.id))[1]!.status).toBe('open');
    // The lease (10 minutes) runs out: the next run resumes the same attempt with the same key.
    now = new Date(now.getTime() + minutes(11));
    await services.subscriptions.runDue();
    const after = await invoiceRows(t, sub.id);
    expect(after.map((i) => [i.kind, i.status, i.attempt])).toEqual([
      ['first', 'paid', 0],
      ['renewal', 'paid', 1],
    ]);
    expect(await chargesOf(t, sub.id)).toHaveLength(1);
    const intents = await t.query<{ n: number }>(
      sql`select count(*)::int as n from payment_intents where invoice_id = ${before[1]!.id}`,
    );
    expect(intents[0]!.n).toBe(1);
  });

  it('retries a failing card after 1, 3 and 7 days, suspends, cancels after 30 days; paying restores', async () => {
    const customer = await t.signUp();
    const sub = await subscribe(t, customer, planId);
    const failingCard = await switchToFailingCard(t, customer, sub.id);

    const renewAt = addMonths(T0, 1);
    const day = 86_400_000;
    const runAt = async (ms: number) => {
      now = new Date(ms);
      await t.app.services.subscriptions.runDue();
      return (await detailOf(t, customer, sub.id)).subscription;
    };
    let state = await runAt(renewAt.getTime() + minutes(1));
    expect(state.status).toBe('past_due');
    expect(state.openInvoice).toMatchObject({
      attempts: 1,
      nextAttemptAt: new Date(renewAt.getTime() + day).toISOString(),
      lastError: 'Your card was declined.',
    });
    state = await runAt(renewAt.getTime() + day + minutes(1));
    expect(state.openInvoice!.nextAttemptAt).toBe(
      new Date(renewAt.getTime() + 3 * day).toISOString(),
    );
    state = await runAt(renewAt.getTime() + 3 * day + minutes(1));
    expect(state.openInvoice!.nextAttemptAt).toBe(
      new Date(renewAt.getTime() + 7 * day).toISOString(),
    );
    state = await runAt(renewAt.getTime() + 7 * day + minutes(1));
    expect(state.status).toBe('suspended');
    expect(state.openInvoice!.nextAttemptAt).toBeNull();
    expect(await chargesOf(t, sub.id)).toHaveLength(4);
    const kinds = (await t.app.services.mail.recent(200))
      .filter((m) => m.toAddress === customer.email)
      .map((m) => m.kind);
    expect(kinds.filter((k) => k === 'subscription_payment_failed')).toHaveLength(3);
    expect(kinds).toContain('subscription_suspended');

    // Paying the open invoice with a good card restores it.
    const good = await t.json<{ card: { id: number } }>(
      'POST',
      '/api/customer/payment-methods/test-card',
      customer.cookie,
      { cardNumber: '5555 5555 5555 4444', expiry: '12/34', cvc: '123' },
    );
    const paid = await t.json<{ paid: boolean; subscription: Subscription }>(
      'POST',
      `/api/customer/subscriptions/${sub.id}/invoices/${state.openInvoice!.id}/charge`,
      customer.cookie,
      { cardId: good.body.card.id },
    );
    expect(paid.body).toMatchObject({
      paid: true,
      subscription: { status: 'active', openInvoice: null },
    });
    expect(paid.body.subscription.card).toMatchObject({ brand: 'mastercard', last4: '4444' });

    // A second subscription on the failing card is left suspended: cancelled 30 days on.
    now = T0;
    const other = await subscribe(t, customer, planId);
    await t.json('PUT', `/api/customer/subscriptions/${other.id}/card`, customer.cookie, {
      cardId: failingCard,
    });
    for (const ms of [0, 1, 3, 7]) await runAt(renewAt.getTime() + ms * day + minutes(1));
    const suspended = (await detailOf(t, customer, other.id)).subscription;
    expect(suspended.status).toBe('suspended');
    now = new Date(new Date(suspended.suspendedAt!).getTime() + 30 * day + minutes(1));
    await t.app.services.subscriptions.runDue();
    const cancelled = await detailOf(t, customer, other.id);
    expect(cancelled.subscription.status).toBe('cancelled');
    expect(cancelled.invoices.find((i) => i.kind === 'renewal')!.status).toBe('void');
  });

  it('takes every amount from the server: prices, set-up fee and tax sent by the client are ignored', async () => {
    const customer = await t.signUp();
    const started = await t.json<{ invoiceId: number; payment: { amount: number } }>(
      'POST',
      '/api/customer/subscriptions',
      customer.cookie,
      {
        planId,
        interval: 'month',
        site: { address: '1 Main Street', city: 'Las Vegas', state: 'NV', zipCode: '89109' },
        price: 0.01,
        setupFee: 0,
        amount: 1,
        taxRate: 0,
        total: 0.01,
      },
    );
    expect(started.status).toBe(201);
    const subtotal = 3999 + 9900;
    expect(started.body.payment.amount).toBe(subtotal + taxCentsOf(subtotal, taxRate));
    const [row] = await t.query<{ price: number; fee: number }>(
      sql`select price_cents as price, setup_fee_cents as fee from subscriptions s
        join subscription_invoices i on i.subscription_id = s.id where i.id = ${started.body.invoiceId}`,
    );
    expect(row).toEqual({ price: 3999, fee: 9900 });
    // A real card number is refused by the test provider's form and never kept.
    const real = await t.json<{ errors: Record<string, string> }>(
      'POST',
      '/api/customer/payment-methods/test-card',
      customer.cookie,
      { cardNumber: '4111 1111 1111 1111', expiry: '12/34', cvc: '123' },
    );
    expect(real.status).toBe(400);
    expect(real.body.errors.cardNumber).toMatch(/test card number/);
    const kept = await t.query<{ n: number }>(
      sql`select count(*)::int as n from payment_methods where user_id = ${customer.id}`,
    );
    expect(kept[0]!.n).toBe(0);
  });

  it('refuses another customer, staff and a retired plan', async () => {
    const customer = await t.signUp();
    const sub = await subscribe(t, customer, planId);
    const stranger = await t.signUp();
    expect(
      (await t.call('GET', `/api/customer/subscriptions/${sub.id}`, stranger.cookie)).statusCode,
    ).toBe(404);
    expect(
      (await t.call('POST', `/api/customer/subscriptions/${sub.id}/cancel`, stranger.cookie, {}))
        .statusCode,
    ).toBe(404);
    const staff = await t.createStaff('admin');
    const refused = await t.json<{ error: string }>(
      'POST',
      '/api/customer/subscriptions',
      staff.cookie,
      {
        planId,
        interval: 'month',
        site: { address: '1 Main Street', city: 'Las Vegas', state: 'NV', zipCode: '89109' },
      },
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(SUBSCRIPTION_MESSAGES.staffCannotSubscribe);
    const retired = await addPlan(t, { ...VIDEO, name: 'Old plan', status: 'retired' });
    const res = await t.call('POST', '/api/customer/subscriptions', customer.cookie, {
      planId: retired.id,
      interval: 'month',
      site: { address: '1 Main Street', city: 'Las Vegas', state: 'NV', zipCode: '89109' },
    });
    expect(res.statusCode).toBe(409);
  });
});

/**
 * What a process killed between the charge and its record leaves: the renewal written, its
 * attempt claimed, the provider's charge made under the attempt's key, nothing recorded.
 */
async function killedAfterCharge(t: TestApp) {
  const services = t.app.services;
  const charge = services.payments.chargeSavedCard;
  let killed = false;
  services.payments.chargeSavedCard = async (input) => {
    if (killed) return charge(input);
    killed = true;
    // The provider keeps the charge under the key; the shop never hears back.
    await charge(input);
    throw Object.assign(new Error('process killed'), {
      name: 'PaymentProviderError',
      declined: false,
    });
  };
  try {
    await services.subscriptions.runDue();
  } finally {
    services.payments.chargeSavedCard = charge;
  }
}
