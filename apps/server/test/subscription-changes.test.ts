import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  SUBSCRIPTION_MESSAGES,
  SUBSCRIPTION_SETTINGS_MESSAGES,
  taxCentsOf,
  type Cancellation,
  type ChangePreview,
  type Subscription,
} from '@shop/contract';
import { addMonths } from '../src/modules/subscriptions/billing-periods.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import {
  addPlan,
  CARE,
  detailOf,
  invoiceRows,
  SITE,
  subscribe,
  switchToFailingCard,
  VIDEO,
} from './subscription-fixtures.ts';

const T0 = new Date('2026-04-01T00:00:00Z');
const DAY = 86_400_000;

/** Changing, pausing and cancelling a plan, and the test clock (ADR 0075). */
describe('subscription changes', () => {
  let t: TestApp;
  let now = T0;
  let video: number;
  let care: number;
  let alarm: number;
  let taxRate: number;

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    await t.app.services.tax.ensureRates();
    video = (await addPlan(t, VIDEO)).id;
    care = (await addPlan(t, CARE)).id;
    alarm = (
      await addPlan(t, {
        ...CARE,
        name: 'Alarm Monitoring',
        monitoring: 'alarm',
        monthlyPrice: 2499 as never,
        yearlyPrice: null,
        taxable: true,
        minTermMonths: 0,
      })
    ).id;
    taxRate = (await t.app.services.tax.rateForZip('89109')).taxRate;
  });
  afterAll(() => t.app.close());
  beforeEach(() => {
    now = T0;
  });

  const post = <T>(who: { cookie: string }, path: string, body: object = {}) =>
    t.json<T>('POST', `/api/customer/subscriptions${path}`, who.cookie, body);

  it('gives up a start never paid after a day: cancelled, its invoice void', async () => {
    const customer = await t.signUp();
    const started = await post<{ subscription: Subscription }>(customer, '', {
      planId: care,
      interval: 'month',
      site: SITE,
    });
    expect(started.status).toBe(201);
    const id = started.body.subscription.id;
    now = new Date(T0.getTime() + 2 * DAY);
    await t.app.services.subscriptions.runDue();
    const detail = await detailOf(t, customer, id);
    expect(detail.subscription.status).toBe('cancelled');
    expect(detail.invoices.map((i) => i.status)).toEqual(['void']);
  });

  it('cancels plans suspended after a change of the days after the new number; earlier ones keep their date; admins only', async () => {
    const admin = await t.createStaff('admin');
    const manager = await t.createStaff('manager', { canManageOrders: true });
    const customer = await t.signUp();
    const url = '/api/admin/subscription-settings';
    const read = await t.json<{ settings: { cancelSuspendedAfterDays: number } }>(
      'GET',
      url,
      admin.cookie,
    );
    expect(read.body.settings).toEqual({ cancelSuspendedAfterDays: 30 });
    for (const who of [manager, customer]) {
      expect((await t.json('GET', url, who.cookie)).status).toBe(403);
      expect((await t.json('PUT', url, who.cookie, { cancelSuspendedAfterDays: 10 })).status).toBe(
        403,
      );
    }
    expect((await t.json('GET', url)).status).toBe(401);
    for (const bad of [6, 181, 10.5, '10', null]) {
      const refused = await t.json('PUT', url, admin.cookie, { cancelSuspendedAfterDays: bad });
      expect(refused.status, String(bad)).toBe(400);
      expect(refused.body.error).toBe(SUBSCRIPTION_SETTINGS_MESSAGES.cancelSuspendedAfterDays);
    }

    // Plans whose renewal keeps failing: one suspended under the 30 days keeps the date it
    // was e-mailed when the setting becomes 10; one suspended after is cancelled 10 days on.
    const failingPlan = async () => {
      const who = await t.signUp();
      const sub = await subscribe(t, who, care);
      await switchToFailingCard(t, who, sub.id);
      return { who, sub };
    };
    const status = async (p: Awaited<ReturnType<typeof failingPlan>>) =>
      (await detailOf(t, p.who, p.sub.id)).subscription.status;
    const early = await failingPlan();
    const renewAt = addMonths(T0, 1).getTime();
    for (const days of [0, 1, 3, 7]) {
      now = new Date(renewAt + days * DAY + 60_000);
      await t.app.services.subscriptions.runDue();
    }
    expect(await status(early)).toBe('suspended');
    const suspendedMail = (await t.app.services.mail.recent(50)).find(
      (m) => m.toAddress === early.who.email && m.kind === 'subscription_suspended',
    );
    expect(suspendedMail).toBeDefined();
    try {
      const saved = await t.json('PUT', url, admin.cookie, { cancelSuspendedAfterDays: 10 });
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual({ success: true, settings: { cancelSuspendedAfterDays: 10 } });
      expect((await t.json<{ settings: object }>('GET', url, admin.cookie)).body.settings).toEqual({
        cancelSuspendedAfterDays: 10,
      });

      // The plan suspended before keeps its 30 days.
      now = new Date(renewAt + 20 * DAY);
      await t.app.services.subscriptions.runDue();
      expect(await status(early)).toBe('suspended');
      now = new Date(renewAt + 37 * DAY + 120_000);
      await t.app.services.subscriptions.runDue();
      expect(await status(early)).toBe('cancelled');

      // A plan suspended after the change: cancelled 10 days after its suspension.
      now = T0;
      const late = await failingPlan();
      for (const days of [0, 1, 3, 7]) {
        now = new Date(renewAt + days * DAY + 60_000);
        await t.app.services.subscriptions.runDue();
      }
      expect(await status(late)).toBe('suspended');
      now = new Date(renewAt + 16 * DAY);
      await t.app.services.subscriptions.runDue();
      expect(await status(late)).toBe('suspended');
      now = new Date(renewAt + 17 * DAY + 120_000);
      await t.app.services.subscriptions.runDue();
      expect(await status(late)).toBe('cancelled');
    } finally {
      await t.json('PUT', url, admin.cookie, { cancelSuspendedAfterDays: 30 });
    }
  });

  it('upgrades mid-period with a prorated charge, computed by hand', async () => {
    const customer = await t.signUp();
    // Alarm at $24.99 from April 1st (30 days); up to Video at $39.99 on April 11th: 20 of
    // 30 days left. Unused alarm: 2499 * 2/3 = 1666; video for the rest: 3999 * 2/3 = 2666.
    const sub = await subscribe(t, customer, alarm);
    now = new Date(T0.getTime() + 10 * DAY);
    const preview = await post<ChangePreview>(customer, `/${sub.id}/change/preview`, {
      planId: video,
      interval: 'month',
    });
    expect(preview.status).toBe(200);
    const net = 2666 - 1666;
    expect(preview.body).toMatchObject({
      dueNow: (net + taxCentsOf(net, taxRate)) / 100,
      credit: 0,
      newPrice: 39.99,
      periodEnd: '2026-05-01T00:00:00.000Z',
    });
    expect(preview.body.lines.map((l) => l.amount)).toEqual([-16.66, 26.66]);

    const changed = await post<{ subscription: Subscription }>(customer, `/${sub.id}/change`, {
      planId: video,
      interval: 'month',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.subscription).toMatchObject({
      status: 'active',
      plan: { id: video },
      price: 39.99,
      currentPeriodEnd: '2026-05-01T00:00:00.000Z',
      openInvoice: null,
    });
    const invoices = await invoiceRows(t, sub.id);
    expect(invoices.map((i) => [i.kind, i.status, i.totalCents])).toEqual([
      ['first', 'paid', expect.any(Number)],
      ['proration', 'paid', net + taxCentsOf(net, taxRate)],
    ]);
    // The next renewal is the new price whole.
    expect(changed.body.subscription.nextBill).toEqual({
      at: '2026-05-01T00:00:00.000Z',
      amount: (3999 + taxCentsOf(3999, taxRate)) / 100,
    });
  });

  it('downgrades into credit that the next invoices use up', async () => {
    const customer = await t.signUp();
    // Video at $39.99 down to Care at $19.99 on April 16th: 15 of 30 days left. Unused video:
    // 3999 / 2 = 1999.5 -> 2000; care for the rest: 1999 / 2 = 999.5 -> 1000. Credit $10.00.
    const sub = await subscribe(t, customer, video);
    now = new Date(T0.getTime() + 15 * DAY);
    const changed = await post<{ subscription: Subscription }>(customer, `/${sub.id}/change`, {
      planId: care,
      interval: 'month',
    });
    expect(changed.body.subscription).toMatchObject({ credit: 10, price: 19.99 });
    // Care is untaxed: the next bill is 19.99 - 10.00.
    expect(changed.body.subscription.nextBill!.amount).toBe(9.99);
    now = new Date(addMonths(T0, 1).getTime() + 60_000);
    await t.app.services.subscriptions.runDue();
    const detail = await detailOf(t, customer, sub.id);
    const renewal = detail.invoices.find((i) => i.kind === 'renewal')!;
    expect(renewal).toMatchObject({ status: 'paid', subtotal: 9.99, total: 9.99 });
    expect(renewal.lines.map((l) => l.amount)).toEqual([19.99, -10]);
    expect(detail.subscription.credit).toBe(0);
  });

  it('cancels at the end of the minimum term, takes it back, then ends it; confirmed by mail', async () => {
    const customer = await t.signUp();
    const sub = await subscribe(t, customer, video);
    now = new Date(T0.getTime() + 40 * DAY);
    const when = await t.json<Cancellation>(
      'GET',
      `/api/customer/subscriptions/${sub.id}/cancellation`,
      customer.cookie,
    );
    // Within the 12-month term: it ends when the term does.
    expect(when.body).toMatchObject({
      endsAt: addMonths(T0, 12).toISOString(),
      minTermEndsAt: addMonths(T0, 12).toISOString(),
      immediate: false,
    });
    const cancelled = await post<{ subscription: Subscription }>(customer, `/${sub.id}/cancel`, {
      reason: 'Moving out',
    });
    expect(cancelled.body.subscription).toMatchObject({
      status: 'active',
      cancelAt: addMonths(T0, 12).toISOString(),
    });
    // Held to the term, the plan still renews (and bills) until then.
    expect(cancelled.body.subscription.nextBill?.at).toBe(addMonths(T0, 1).toISOString());
    expect((await post(customer, `/${sub.id}/cancel`)).status).toBe(409);
    const mail = (await t.app.services.mail.recent(100)).filter(
      (m) => m.toAddress === customer.email,
    );
    expect(mail.map((m) => m.kind)).toContain('subscription_cancel_scheduled');

    const kept = await post<{ subscription: Subscription }>(customer, `/${sub.id}/keep`);
    expect(kept.body.subscription.cancelAt).toBeNull();
    expect((await post(customer, `/${sub.id}/keep`)).status).toBe(409);

    // Without a term the cancel takes effect at the period's end, and the run ends it then.
    const plain = await subscribe(t, customer, care);
    const ending = await post<{ subscription: Subscription }>(customer, `/${plain.id}/cancel`);
    const endsAt = addMonths(now, 1);
    expect(ending.body.subscription.cancelAt).toBe(endsAt.toISOString());
    // Ending with the period under way: no bill comes.
    expect(ending.body.subscription.nextBill).toBeNull();
    now = new Date(endsAt.getTime() + 60_000);
    await t.app.services.subscriptions.runDue();
    const ended = await detailOf(t, customer, plain.id);
    expect(ended.subscription).toMatchObject({
      status: 'cancelled',
      cancelledAt: endsAt.toISOString(),
    });
    expect(ended.invoices).toHaveLength(1);
    const told = (await t.app.services.mail.recent(100)).filter(
      (m) => m.toAddress === customer.email,
    );
    expect(told.map((m) => m.kind)).toContain('subscription_cancelled');
  });

  it('pauses from the period end and resumes with a new period billed at once', async () => {
    const customer = await t.signUp();
    const sub = await subscribe(t, customer, care);
    const paused = await post<{ subscription: Subscription }>(customer, `/${sub.id}/pause`);
    expect(paused.body.subscription).toMatchObject({
      status: 'active',
      pauseAt: addMonths(T0, 1).toISOString(),
    });
    now = new Date(addMonths(T0, 1).getTime() + 60_000);
    await t.app.services.subscriptions.runDue();
    let detail = await detailOf(t, customer, sub.id);
    expect(detail.subscription.status).toBe('paused');
    expect(detail.invoices).toHaveLength(1);
    now = new Date(addMonths(T0, 2).getTime() + 5 * DAY);
    const resumed = await post<{ subscription: Subscription }>(customer, `/${sub.id}/resume`);
    expect(resumed.body.subscription).toMatchObject({
      status: 'active',
      currentPeriodStart: now.toISOString(),
      currentPeriodEnd: addMonths(now, 1).toISOString(),
      openInvoice: null,
    });
    detail = await detailOf(t, customer, sub.id);
    expect(detail.invoices.map((i) => [i.kind, i.status])).toEqual([
      ['renewal', 'paid'],
      ['first', 'paid'],
    ]);
    expect((await post(customer, `/${sub.id}/resume`)).body).toMatchObject({
      error: SUBSCRIPTION_MESSAGES.notPaused,
    });
  });

  it('runs a test clock forward for staff in test mode: renewals, the yearly notice', async () => {
    const customer = await t.signUp();
    const sub = await subscribe(t, customer, video, { interval: 'year' });
    const manager = await t.createStaff('manager', { canManageOrders: true });
    const to = new Date(addMonths(T0, 12).getTime() - 20 * DAY);
    const moved = await t.json<{ subscription: Subscription }>(
      'POST',
      `/api/admin/subscriptions/${sub.id}/test-clock`,
      manager.cookie,
      { to: to.toISOString() },
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.subscription.testClockAt).toBe(to.toISOString());
    const kinds = (await t.app.services.mail.recent(100))
      .filter((m) => m.toAddress === customer.email)
      .map((m) => m.kind);
    expect(kinds).toContain('subscription_renewal_notice');
    const later = await t.json<{ invoices: { kind: string; status: string }[] }>(
      'POST',
      `/api/admin/subscriptions/${sub.id}/test-clock`,
      manager.cookie,
      { to: new Date(addMonths(T0, 24).getTime() + DAY).toISOString() },
    );
    expect(later.body.invoices.map((i) => [i.kind, i.status])).toEqual([
      ['renewal', 'paid'],
      ['renewal', 'paid'],
      ['first', 'paid'],
    ]);
    // Live payment mode refuses the test clock.
    const payments = t.app.services.payments as { mode: 'test' | 'live' };
    payments.mode = 'live';
    try {
      const live = await t.json<{ error: string }>(
        'POST',
        `/api/admin/subscriptions/${sub.id}/test-clock`,
        manager.cookie,
        { to: new Date(addMonths(T0, 36).getTime()).toISOString() },
      );
      expect(live.status).toBe(403);
      expect(live.body.error).toBe(SUBSCRIPTION_MESSAGES.testClockLive);
    } finally {
      payments.mode = 'test';
    }
    // Backwards is refused; customers and visitors are refused.
    const back = await t.call(
      'POST',
      `/api/admin/subscriptions/${sub.id}/test-clock`,
      manager.cookie,
      {
        to: T0.toISOString(),
      },
    );
    expect(back.statusCode).toBe(400);
    expect(
      (
        await t.call('POST', `/api/admin/subscriptions/${sub.id}/test-clock`, customer.cookie, {
          to: to.toISOString(),
        })
      ).statusCode,
    ).toBe(403);
  });

  it("keeps cards to their owner: another's card, a card in use, a removed one", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const sub = await subscribe(t, owner, care);
    const theirs = await t.json<{ card: { id: number } }>(
      'POST',
      '/api/customer/payment-methods/test-card',
      other.cookie,
      { cardNumber: '5555 5555 5555 4444', expiry: '12/34', cvc: '123' },
    );
    const stolen = await t.call('PUT', `/api/customer/subscriptions/${sub.id}/card`, owner.cookie, {
      cardId: theirs.body.card.id,
    });
    expect(stolen.statusCode).toBe(404);
    // The same test card typed again on a second plan is the card kept, not a second one.
    await subscribe(t, owner, video);
    const cards = await t.json<{ cards: { id: number; last4: string }[] }>(
      'GET',
      '/api/customer/payment-methods',
      owner.cookie,
    );
    expect(cards.body.cards.map((c) => c.last4)).toEqual(['4242']);
    const inUse = await t.json<{ error: string }>(
      'DELETE',
      `/api/customer/payment-methods/${cards.body.cards[0]!.id}`,
      owner.cookie,
    );
    expect(inUse.status).toBe(409);
    expect(inUse.body.error).toBe(SUBSCRIPTION_MESSAGES.cardInUse);
    expect(
      (await t.call('DELETE', `/api/customer/payment-methods/${theirs.body.card.id}`, owner.cookie))
        .statusCode,
    ).toBe(404);
    // A declined card is not saved, with the processor's words.
    const declined = await t.json<{ card: null; error: string }>(
      'POST',
      '/api/customer/payment-methods/test-card',
      owner.cookie,
      { cardNumber: '4000 0000 0000 0002', expiry: '12/34', cvc: '123' },
    );
    expect(declined.body).toMatchObject({ card: null, error: 'Your card was declined.' });
    // Only brand and last four digits are kept, never the number.
    const kept = await t.query<{ row: string }>(
      sql`select row_to_json(m)::text as row from payment_methods m`,
    );
    expect(kept.some((r) => r.row.includes('4242424242424242'))).toBe(false);
    // A removed card can no longer be removed or used.
    const spare = await t.json<{ card: { id: number } }>(
      'POST',
      '/api/customer/payment-methods/test-card',
      owner.cookie,
      { cardNumber: '6011 1111 1111 1117', expiry: '12/34', cvc: '123' },
    );
    expect(
      (await t.call('DELETE', `/api/customer/payment-methods/${spare.body.card.id}`, owner.cookie))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await t.call('PUT', `/api/customer/subscriptions/${sub.id}/card`, owner.cookie, {
          cardId: spare.body.card.id,
        })
      ).statusCode,
    ).toBe(404);
  });
});
