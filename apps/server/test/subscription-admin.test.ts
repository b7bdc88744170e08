import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  SUBSCRIPTION_MESSAGES,
  type AdminSubscriptionDetail,
  type AdminSubscriptionsResponse,
} from '@shop/contract';
import { addMonths } from '../src/modules/subscriptions/billing-periods.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { multipart } from './multipart-body.ts';
import { pdfText } from './pdf-text.ts';
import { setUpStock, soldUnits } from './rma-fixtures.ts';
import {
  addPlan,
  CARE,
  FAILING_CARD,
  SITE,
  subscribe,
  switchToFailingCard,
  VIDEO,
} from './subscription-fixtures.ts';

const T0 = new Date('2026-02-01T10:00:00Z');
const DAY = 86_400_000;

/** The staff's subscription screens' calls (ADR 0075). */
describe('staff subscriptions', () => {
  let t: TestApp;
  let now = T0;
  let manager: { id: number; cookie: string; email: string };
  let video: number;
  let care: number;

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    await t.seedCatalogue();
    video = (await addPlan(t, VIDEO)).id;
    care = (await addPlan(t, CARE)).id;
    manager = await t.createStaff('manager', { canManageOrders: true });
  });
  afterAll(() => t.app.close());

  const list = (query: string) =>
    t.json<AdminSubscriptionsResponse>('GET', `/api/admin/subscriptions${query}`, manager.cookie);

  it('lists with filters by status, plan and past due, search and paging', async () => {
    const a = await t.signUp({ firstName: 'Ada', lastName: 'Lovelace' });
    const b = await t.signUp({ firstName: 'Bob', lastName: 'Stone' });
    const first = await subscribe(t, a, video);
    await subscribe(t, a, care);
    const third = await subscribe(t, b, care, { interval: 'year' });
    // Bob's card fails at his yearly renewal: past due.
    const failing = await t.json<{ card: { id: number } }>(
      'POST',
      '/api/customer/payment-methods/test-card',
      b.cookie,
      FAILING_CARD,
    );
    await t.call('PUT', `/api/customer/subscriptions/${third.id}/card`, b.cookie, {
      cardId: failing.body.card.id,
    });
    now = new Date(addMonths(T0, 12).getTime() + 60_000);
    await t.app.services.subscriptions.runDue();

    const all = await list('');
    expect(all.status).toBe(200);
    expect(all.body.pagination.totalItems).toBe(3);
    expect(all.body.subscriptions[0]).toMatchObject({
      id: third.id,
      status: 'past_due',
      customer: { name: 'Bob Stone' },
      plan: { name: CARE.name, monitoring: 'none' },
      interval: 'year',
      // $199.90 a year counts $16.66 a month.
      rmr: 16.66,
      owed: 199.9,
    });
    expect((await list('?pastDue=true')).body.subscriptions.map((s) => s.id)).toEqual([third.id]);
    expect((await list(`?planId=${video}`)).body.subscriptions.map((s) => s.id)).toEqual([
      first.id,
    ]);
    expect((await list('?status=active')).body.pagination.totalItems).toBe(2);
    expect((await list('?search=lovelace')).body.pagination.totalItems).toBe(2);
    expect((await list(`?search=${first.number}`)).body.subscriptions.map((s) => s.id)).toEqual([
      first.id,
    ]);
    const paged = await list('?limit=2&page=2');
    expect(paged.body.subscriptions).toHaveLength(1);
    expect(paged.body.pagination).toMatchObject({ currentPage: 2, totalPages: 2, hasPrev: true });
    expect((await list('?status=sleeping')).status).toBe(400);
    expect((await list('?search=%25')).body.pagination.totalItems).toBe(0);
  });

  it('shows a subscription with its devices at the site, invoices and who did what', async () => {
    now = T0;
    const admin = await t.createStaff('admin');
    const customer = await t.signUp({ firstName: 'Cy', lastName: 'Young' });
    const stock = await setUpStock(t, admin.cookie, { units: 3 });
    const sold = await soldUnits(t, admin.cookie, stock, customer, { quantity: 2 });
    // The order went to 100 Main St, 89101: the site, typed in another case and spacing.
    const sub = await subscribe(t, customer, video, {
      site: {
        address: '100  MAIN st',
        city: 'Las Vegas',
        state: 'NV',
        zipCode: '89101',
        country: 'United States',
      },
    });
    await t.call('POST', `/api/admin/subscriptions/${sub.id}/pause`, manager.cookie);
    const detail = await t.json<AdminSubscriptionDetail>(
      'GET',
      `/api/admin/subscriptions/${sub.id}`,
      manager.cookie,
    );
    expect(detail.status).toBe(200);
    expect(detail.body.customer).toMatchObject({ name: 'Cy Young', email: customer.email });
    expect(detail.body.devices.map((d) => d.serial).sort()).toEqual(
      sold.units.map((u) => u.identifier).sort(),
    );
    expect(detail.body.invoices).toHaveLength(1);
    expect(detail.body.events.map((e) => e.kind)).toEqual([
      'paused',
      'started',
      'invoice_paid',
      'created',
    ]);
    const [names] = await t.query<{ name: string }>(
      sql`select first_name || ' ' || last_name as name from users where id = ${manager.id}`,
    );
    expect(detail.body.events[0]!.by).toBe(names!.name);
    // The customer started it; the shop recorded the payment on its own.
    expect(detail.body.events.find((e) => e.kind === 'created')!.by).toBe('Cy Young');
    expect(detail.body.events.find((e) => e.kind === 'invoice_paid')!.by).toBeNull();
    expect(detail.body.testMode).toBe(true);
  });

  it('extends the warranty of the devices at a covered site while the plan runs', async () => {
    now = T0;
    const admin = await t.createStaff('admin');
    const customer = await t.signUp();
    const stock = await setUpStock(t, admin.cookie, { units: 2 });
    // Delivered two years ago with a 12-month warranty: expired, unless a plan covers it.
    const sold = await soldUnits(t, admin.cookie, stock, customer, { deliveredDaysAgo: 730 });
    await t.query(
      sql`update product_units set warranty_months = 12 where order_id = ${sold.orderId}`,
    );
    const device = async () =>
      (
        await t.json<{
          devices: { unitId: number; state: string; canClaim: boolean; coveredBy: unknown }[];
        }>('GET', '/api/customer/devices', customer.cookie)
      ).body.devices.find((d) => d.unitId === sold.units[0]!.id)!;
    expect(await device()).toMatchObject({ state: 'expired', canClaim: false, coveredBy: null });
    const claim = () => {
      const body = multipart({
        unitId: String(sold.units[0]!.id),
        kind: 'warranty',
        reason: 'defective',
        description: 'The camera stopped recording at night.',
        preferredOutcome: 'replace',
      });
      return t.inject({
        method: 'POST',
        url: '/api/customer/rmas',
        payload: body.payload,
        headers: { ...body.headers, cookie: customer.cookie },
      });
    };
    expect((await claim()).statusCode).toBe(409);

    // The order went to 100 Main St, Las Vegas 89101: the maintenance plan covers that site.
    const sub = await subscribe(t, customer, care, {
      site: {
        address: '100 Main St',
        city: 'Las Vegas',
        state: 'NV',
        zipCode: '89101',
        country: 'United States',
      },
    });
    expect(await device()).toMatchObject({
      state: 'in_warranty',
      canClaim: true,
      coveredBy: { planName: CARE.name, subscriptionNumber: sub.number },
    });
    // Once the plan ends, so does the cover.
    await t.call('POST', `/api/admin/subscriptions/${sub.id}/cancel`, manager.cookie, {
      when: 'now',
    });
    expect(await device()).toMatchObject({ state: 'expired', canClaim: false, coveredBy: null });
    await subscribe(t, customer, care, {
      site: {
        address: '100 Main St',
        city: 'Las Vegas',
        state: 'NV',
        zipCode: '89101',
        country: 'United States',
      },
    });
    expect((await claim()).statusCode).toBe(201);
  });

  it('refunds an invoice once, through its order, recorded with who did it', async () => {
    now = T0;
    const customer = await t.signUp();
    const sub = await subscribe(t, customer, care);
    const detail = await t.json<AdminSubscriptionDetail>(
      'GET',
      `/api/admin/subscriptions/${sub.id}`,
      manager.cookie,
    );
    const invoice = detail.body.invoices[0]!;
    const path = `/api/admin/subscriptions/${sub.id}/invoices/${invoice.id}/refund`;
    const [one, two] = await Promise.all([
      t.json<AdminSubscriptionDetail>('POST', path, manager.cookie, { note: 'Goodwill' }),
      t.json<{ error: string }>('POST', path, manager.cookie, {}),
    ]);
    const statuses = [one.status, two.status].sort();
    expect(statuses).toEqual([200, 409]);
    const again = await t.json<{ error: string }>('POST', path, manager.cookie, {});
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(SUBSCRIPTION_MESSAGES.refundOnce);
    const after = await t.json<AdminSubscriptionDetail>(
      'GET',
      `/api/admin/subscriptions/${sub.id}`,
      manager.cookie,
    );
    expect(after.body.invoices[0]).toMatchObject({ status: 'refunded' });
    expect(after.body.events[0]).toMatchObject({
      kind: 'invoice_refunded',
      invoiceNumber: invoice.number,
    });
    expect(after.body.events[0]!.by).not.toBeNull();
    const [order] = await t.query<{ status: string; paymentStatus: string }>(
      sql`select status, payment_status as "paymentStatus" from orders where order_number = ${invoice.orderNumber}`,
    );
    expect(order).toEqual({ status: 'refunded', paymentStatus: 'refunded' });
    const [intent] = await t.query<{ status: string }>(
      sql`select p.status from payment_intents p join subscription_invoices i on i.payment_intent_id = p.id where i.id = ${invoice.id}`,
    );
    expect(intent!.status).toBe('refunded');
  });

  it('cancels now or at the period end, changes plan, lists suspended monitoring accounts as CSV', async () => {
    now = T0;
    const customer = await t.signUp({ firstName: 'Dee', lastName: 'Marsh' });
    const sub = await subscribe(t, customer, video);
    const changed = await t.json<AdminSubscriptionDetail>(
      'POST',
      `/api/admin/subscriptions/${sub.id}/change`,
      manager.cookie,
      {
        planId: care,
        interval: 'month',
      },
    );
    expect(changed.body.subscription.plan.id).toBe(care);
    expect(changed.body.events[0]).toMatchObject({ kind: 'plan_changed' });
    const now1 = await t.json<AdminSubscriptionDetail>(
      'POST',
      `/api/admin/subscriptions/${sub.id}/cancel`,
      manager.cookie,
      {
        when: 'now',
        reason: 'Customer called',
      },
    );
    expect(now1.body.subscription).toMatchObject({
      status: 'cancelled',
      cancelledAt: T0.toISOString(),
    });

    // A monitoring plan suspended after its retries is listed for the monitoring centre.
    const monitored = await subscribe(t, customer, video);
    await switchToFailingCard(t, customer, monitored.id);
    const renew = addMonths(T0, 1).getTime();
    for (const days of [0, 1, 3, 7]) {
      now = new Date(renew + days * DAY + 60_000);
      await t.app.services.subscriptions.runDue();
    }
    const csv = await t.call('GET', '/api/admin/subscriptions/suspended.csv', manager.cookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain('Subscription,Customer,E-mail');
    const row = lines.find((l) => l.startsWith(monitored.number))!;
    expect(row).toContain(VIDEO.name);
    expect(row).toContain(customer.email);
    // The maintenance plan it was, cancelled, is not a monitoring account to suspend.
    expect(lines.some((l) => l.startsWith(sub.number))).toBe(false);
  });

  it('prints an invoice as a PDF for its customer and staff, nobody else', async () => {
    now = T0;
    const customer = await t.signUp({ firstName: 'Eve', lastName: 'Park' });
    const sub = await subscribe(t, customer, video);
    const detail = await t.json<AdminSubscriptionDetail>(
      'GET',
      `/api/admin/subscriptions/${sub.id}`,
      manager.cookie,
    );
    const invoice = detail.body.invoices[0]!;
    const mine = await t.call(
      'GET',
      `/api/customer/subscriptions/${sub.id}/invoices/${invoice.id}/pdf`,
      customer.cookie,
    );
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(mine.rawPayload);
    expect(text).toContain(invoice.number);
    expect(text).toContain(VIDEO.name);
    expect(text).toContain('Eve Park');
    expect(text).toContain(`order ${invoice.orderNumber}`);
    const staff = await t.call(
      'GET',
      `/api/admin/subscriptions/${sub.id}/invoices/${invoice.id}/pdf`,
      manager.cookie,
    );
    expect(staff.statusCode).toBe(200);
    const stranger = await t.signUp();
    expect(
      (
        await t.call(
          'GET',
          `/api/customer/subscriptions/${sub.id}/invoices/${invoice.id}/pdf`,
          stranger.cookie,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('starts a plan for a customer, who confirms it by paying from the e-mailed link', async () => {
    now = T0;
    const customer = await t.signUp({ firstName: 'Fay', lastName: 'Ng' });
    // Staff who manage orders (not users) find the customer's account to start the plan for.
    const found = await t.json<{ customers: { id: number }[] }>(
      'GET',
      `/api/admin/subscriptions/customers?search=${encodeURIComponent(customer.email)}&status=active`,
      manager.cookie,
    );
    expect(found.status).toBe(200);
    expect(found.body.customers.map((c) => c.id)).toEqual([customer.id]);
    const started = await t.json<AdminSubscriptionDetail>(
      'POST',
      '/api/admin/subscriptions',
      manager.cookie,
      {
        customerId: customer.id,
        planId: care,
        interval: 'month',
        siteName: 'Shop floor',
        site: SITE,
      },
    );
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const sub = started.body.subscription;
    expect(sub).toMatchObject({
      status: 'incomplete',
      siteName: 'Shop floor',
      openInvoice: { total: 19.99 },
    });
    const mail = (await t.app.services.mail.recent(50)).find(
      (m) => m.toAddress === customer.email && m.kind === 'subscription_offered',
    );
    expect(mail?.textBody).toContain(`/dashboard/plans/${sub.id}`);
    // Still waiting a week later (a customer's own start would have lapsed after a day).
    now = new Date(T0.getTime() + 7 * DAY);
    await t.app.services.subscriptions.runDue();
    const waiting = await t.json<AdminSubscriptionDetail>(
      'GET',
      `/api/admin/subscriptions/${sub.id}`,
      manager.cookie,
    );
    expect(waiting.body.subscription.status).toBe('incomplete');
    // The customer pays the first invoice from their plan page.
    const intent = await t.json<{ paymentIntentId: string }>(
      'POST',
      `/api/customer/subscriptions/${sub.id}/invoices/${sub.openInvoice!.id}/payment-intent`,
      customer.cookie,
    );
    expect(intent.status).toBe(200);
    await t.json('POST', '/api/test-payments/confirm', customer.cookie, {
      paymentIntentId: intent.body.paymentIntentId,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
    });
    const paid = await t.json<{ subscription: { status: string; card: { last4: string } } }>(
      'POST',
      `/api/customer/subscriptions/${sub.id}/invoices/${sub.openInvoice!.id}/pay`,
      customer.cookie,
      { paymentIntentId: intent.body.paymentIntentId },
    );
    expect(paid.body.subscription).toMatchObject({ status: 'active', card: { last4: '4242' } });
    const detail = await t.json<AdminSubscriptionDetail>(
      'GET',
      `/api/admin/subscriptions/${sub.id}`,
      manager.cookie,
    );
    expect(detail.body.events.find((e) => e.kind === 'created')!.by).not.toBe('Fay Ng');
    // Only a customer's account can be given a plan.
    const refused = await t.json<{ errors: Record<string, string> }>(
      'POST',
      '/api/admin/subscriptions',
      manager.cookie,
      {
        customerId: manager.id,
        planId: care,
        interval: 'month',
        site: SITE,
      },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors.customerId).toBe(SUBSCRIPTION_MESSAGES.notACustomer);
  });

  it('refuses customers and staff without the orders permission', async () => {
    const customer = await t.signUp();
    const reporter = await t.createStaff('manager', { canViewReports: true });
    for (const who of [customer.cookie, reporter.cookie]) {
      expect((await t.call('GET', '/api/admin/subscriptions', who)).statusCode).toBe(403);
      expect((await t.call('GET', '/api/admin/subscriptions/suspended.csv', who)).statusCode).toBe(
        403,
      );
      expect(
        (await t.call('POST', '/api/admin/subscriptions/1/cancel', who, { when: 'now' }))
          .statusCode,
      ).toBe(403);
    }
    expect(
      (await t.call('GET', '/api/admin/subscriptions/999999', manager.cookie)).statusCode,
    ).toBe(404);
  });
});
