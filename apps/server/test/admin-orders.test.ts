import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers.ts';
import {
  adminOrdersShop,
  countingTestProvider,
  stockOf,
  type AdminOrdersShop,
  type FixtureProduct,
} from './order-fixtures.ts';
import { pdfText } from './pdf-text.ts';

type Person = { id: number; email: string; cookie: string };

// The list's filters and sorts, refunds at once and the dashboard's figures, on each engine:
// admin-orders.parity.test.ts.
describe('admin orders', () => {
  let t: TestApp;
  let admin: Person;
  let customer: Person;
  let products: FixtureProduct[];
  let order: AdminOrdersShop['order'];
  const counting = countingTestProvider(() => t);

  beforeAll(async () => {
    t = await createTestApp({ paymentProvider: counting.provider });
    ({ admin, customer, products, order } = await adminOrdersShop(t));
  });
  afterAll(() => t.close());

  it('lets admins and managers who manage orders in; everyone else is refused', async () => {
    const made = await order();
    const manager = await t.createStaff('manager', { canManageOrders: true });
    const reporter = await t.createStaff('manager', { canViewReports: true });
    const both = await t.createStaff('manager', { canManageOrders: true, canViewReports: true });
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/orders'],
      ['GET', `/api/admin/orders/${made.id}`],
      ['PUT', `/api/admin/orders/${made.id}/status`, { status: 'processing' }],
      ['PUT', `/api/admin/orders/${made.id}/payment-status`, { payment_status: 'paid' }],
      ['PUT', `/api/admin/orders/${made.id}`, { notes: 'x' }],
      ['PUT', '/api/admin/orders/bulk-status', { ids: [made.id], status: 'processing' }],
      ['GET', `/api/admin/orders/${made.id}/invoice`],
      ['GET', `/api/admin/orders/${made.id}/bill-of-lading`],
      ['GET', '/api/admin/orders/export'],
    ];
    for (const [method, url, body] of calls) {
      const m = method as 'GET' | 'PUT';
      expect((await t.call(m, url, undefined, body)).statusCode, url).toBe(401);
      expect((await t.call(m, url, customer, body)).statusCode, url).toBe(403);
      expect((await t.call(m, url, reporter, body)).statusCode, url).toBe(403);
    }
    expect((await t.call('GET', '/api/admin/orders', manager)).statusCode).toBe(200);
    // The export is a report: managing orders alone is not enough.
    expect((await t.call('GET', '/api/admin/orders/export', manager)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/admin/orders/export', both)).statusCode).toBe(200);
    // A body that would be invalid is not even read before the guard refuses.
    expect(
      (await t.call('PUT', `/api/admin/orders/${made.id}/status`, customer, { status: 'bogus' }))
        .statusCode,
    ).toBe(403);
  });

  it('shows one order with its lines, weights, history and the buyer', async () => {
    const made = await order();
    const res = await t.call('GET', `/api/admin/orders/${made.id}`, admin);
    expect(res.statusCode).toBe(200);
    const o = res.json().order;
    expect(o).toMatchObject({
      id: made.id,
      order_number: made.orderNumber,
      customer_name: 'Ann Buyer',
      customer_email: customer.email,
      status: 'paid',
      payment_status: 'paid',
      itemCount: 1,
      totalQuantity: 2,
      refund_in_progress: false,
      notes: null,
    });
    expect(o.items[0]).toMatchObject({ sku: products[0]!.sku, quantity: 2, rating: null });
    expect(o.history).toEqual([
      expect.objectContaining({ status: 'paid', from_status: null, changed_by: null }),
    ]);
    expect((await t.call('GET', '/api/admin/orders/999999', admin)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/admin/orders/abc', admin)).statusCode).toBe(400);
  });

  it('records every status change with who, from and to; shipping with a tracking number mails the buyer', async () => {
    const made = await order();
    const processing = await t.call('PUT', `/api/admin/orders/${made.id}/status`, admin, {
      status: 'processing',
    });
    expect(processing.statusCode, processing.body).toBe(200);
    const shipped = await t.call('PUT', `/api/admin/orders/${made.id}/status`, admin, {
      status: 'shipped',
      tracking_number: '1Z999AA10123456784',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const o = shipped.json().order;
    expect(o).toMatchObject({ status: 'shipped', tracking_number: '1Z999AA10123456784' });
    expect(o.ship_date).toBeTruthy();
    expect(
      o.history.map((h: { from_status: string; status: string }) => [h.from_status, h.status]),
    ).toEqual([
      [null, 'paid'],
      ['paid', 'processing'],
      ['processing', 'shipped'],
    ]);
    expect(o.history[2].changed_by).toBe('Site Administrator');
    const mails = await t.query<{ subject: string; text_body: string }>(
      sql`select subject, text_body from mail_outbox where to_address = ${customer.email} and kind = 'order_shipped'`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(made.orderNumber);
    // Setting the same status again writes nothing new.
    await t.call('PUT', `/api/admin/orders/${made.id}/status`, admin, { status: 'shipped' });
    const [{ n }] = (await t.query<{ n: number }>(
      sql`select count(*)::int as n from order_status_history where order_id = ${made.id}`,
    )) as [{ n: number }];
    expect(n).toBe(3);
    // Any status may be set (an admin corrects a mistake), a value off the list may not.
    expect(
      (await t.call('PUT', `/api/admin/orders/${made.id}/status`, admin, { status: 'pending' }))
        .statusCode,
    ).toBe(200);
    const bad = await t.call('PUT', `/api/admin/orders/${made.id}/status`, admin, {
      status: 'lost',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('cancelling a paid order refunds the payment and puts the stock back, once', async () => {
    const product = products[1]!;
    const before = await stockOf(t, product.id);
    const made = await order({}, [{ product, quantity: 3 }]);
    expect(await stockOf(t, product.id)).toBe(before - 3);

    const res = await t.call('PUT', `/api/admin/orders/${made.id}/status`, admin, {
      status: 'cancelled',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({
      status: 'cancelled',
      payment_status: 'refunded',
      refund_in_progress: false,
    });
    expect(await stockOf(t, product.id)).toBe(before);
    const [intent] = await t.query<{ status: string; refunded_cents: number }>(
      sql`select status, refunded_cents from payment_intents where id = ${made.paymentIntentId}`,
    );
    expect(intent).toEqual({ status: 'refunded', refunded_cents: made.totalCents });

    // Closed: nothing moves it again, and the stock is not put back twice.
    for (const body of [
      { status: 'cancelled' },
      { status: 'processing' },
      { status: 'refunded' },
    ]) {
      const again = await t.call('PUT', `/api/admin/orders/${made.id}/status`, admin, body);
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toContain('closed');
    }
    expect(await stockOf(t, product.id)).toBe(before);
  });

  it('a refund the provider refuses changes nothing and says so', async () => {
    const product = products[3]!;
    const before = await stockOf(t, product.id);
    const made = await order({ intent: false }, [{ product, quantity: 1 }]);
    const res = await t.call('PUT', `/api/admin/orders/${made.id}/status`, admin, {
      status: 'cancelled',
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toContain('did not accept the refund');
    const o = (await t.call('GET', `/api/admin/orders/${made.id}`, admin)).json().order;
    expect(o).toMatchObject({ status: 'paid', payment_status: 'paid', refund_in_progress: false });
    expect(await stockOf(t, product.id)).toBe(before - 1);
  });

  it('a refund the provider declined succeeds when tried again (a new key); one whose answer was lost keeps its key', async () => {
    const made = await order({}, [{ product: products[2]!, quantity: 1 }]);
    const cancel = () =>
      t.call('PUT', `/api/admin/orders/${made.id}/status`, admin, { status: 'cancelled' });
    const key = `refund-${made.paymentIntentId}`;
    counting.failWholeRefunds.push('declined', 'lost');
    const sentBefore = counting.wholeRefundKeys.length;
    // Declined: nothing changes, and the provider's refusal is not sent again under its key.
    expect((await cancel()).statusCode).toBe(503);
    // Lost (no answer): the refund may have been made, so the next try repeats its key.
    expect((await cancel()).statusCode).toBe(503);
    const done = await cancel();
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().order).toMatchObject({
      status: 'cancelled',
      payment_status: 'refunded',
      refunded_amount: made.totalCents / 100,
    });
    expect(counting.wholeRefundKeys.slice(sentBefore)).toEqual([
      key,
      `${key}-retry1`,
      `${key}-retry1`,
    ]);
    expect(counting.refunds.filter((id) => id === made.paymentIntentId)).toHaveLength(1);
  });

  it('cancels an unpaid order without a refund; Mark as Paid records the payment', async () => {
    const product = products[0]!;
    const before = await stockOf(t, product.id);
    const unpaid = await order({ status: 'pending', paymentStatus: 'pending' }, [
      { product, quantity: 1 },
    ]);
    const paid = await t.call('PUT', `/api/admin/orders/${unpaid.id}/payment-status`, admin, {
      payment_status: 'paid',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().order.history.at(-1)).toMatchObject({
      from_payment_status: 'pending',
      payment_status: 'paid',
      changed_by: 'Site Administrator',
    });
    const other = await order({ status: 'pending', paymentStatus: 'pending' }, [
      { product, quantity: 2 },
    ]);
    const cancelled = await t.call('PUT', `/api/admin/orders/${other.id}/status`, admin, {
      status: 'cancelled',
    });
    expect(cancelled.json().order).toMatchObject({
      status: 'cancelled',
      payment_status: 'pending',
    });
    expect(await stockOf(t, product.id)).toBe(before - 1);
    const bad = await t.call('PUT', `/api/admin/orders/${other.id}/payment-status`, admin, {
      payment_status: 'whatever',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refunded as a payment status refunds the order itself', async () => {
    const made = await order();
    const res = await t.call('PUT', `/api/admin/orders/${made.id}/payment-status`, admin, {
      payment_status: 'refunded',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({ status: 'refunded', payment_status: 'refunded' });
  });

  it('saves notes, tracking number and expected delivery; refuses bad values', async () => {
    const made = await order();
    const url = `/api/admin/orders/${made.id}`;
    const res = await t.call('PUT', url, admin, {
      notes: '  Leave at the loading dock <b>please</b>  ',
      tracking_number: 'TRK-1',
      expected_delivery: '2026-12-01',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({
      notes: 'Leave at the loading dock <b>please</b>',
      tracking_number: 'TRK-1',
      expected_delivery: '2026-12-01',
    });
    const cleared = await t.call('PUT', url, admin, { expected_delivery: null });
    expect(cleared.json().order).toMatchObject({
      expected_delivery: null,
      notes: expect.any(String),
    });
    for (const body of [
      {},
      { expected_delivery: 'soon' },
      { notes: 'x'.repeat(2001) },
      { tracking_number: 'x'.repeat(101) },
    ]) {
      expect((await t.call('PUT', url, admin, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await t.call('PUT', '/api/admin/orders/999999', admin, { notes: 'x' })).statusCode,
    ).toBe(404);
  });

  it('bulk actions move every selected order or none', async () => {
    const one = await order();
    const two = await order();
    const res = await t.call('PUT', '/api/admin/orders/bulk-status', admin, {
      ids: [one.id, two.id, two.id],
      status: 'shipped',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, updated: 2, skipped: [] });
    const rowsAfter = await t.query<{ status: string; shipped: boolean }>(
      sql`select status, shipped_at is not null as shipped from orders where id in (${one.id}, ${two.id})`,
    );
    expect(rowsAfter).toEqual([
      { status: 'shipped', shipped: true },
      { status: 'shipped', shipped: true },
    ]);
    const history = await t.query<{ from_status: string; note: string }>(
      sql`select from_status, note from order_status_history where order_id = ${one.id} and status = 'shipped'`,
    );
    expect(history).toEqual([{ from_status: 'paid', note: 'Bulk action' }]);

    const closedOne = await order();
    await t.call('PUT', `/api/admin/orders/${closedOne.id}/status`, admin, { status: 'cancelled' });
    const refused = await t.call('PUT', '/api/admin/orders/bulk-status', admin, {
      ids: [one.id, closedOne.id],
      status: 'completed',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toContain(closedOne.orderNumber);
    const [still] = await t.query<{ status: string }>(
      sql`select status from orders where id = ${one.id}`,
    );
    expect(still!.status).toBe('shipped');

    expect(
      (
        await t.call('PUT', '/api/admin/orders/bulk-status', admin, {
          ids: [one.id, 999999],
          status: 'completed',
        })
      ).statusCode,
    ).toBe(404);
    for (const body of [
      { ids: [], status: 'completed' },
      { ids: [one.id], status: 'cancelled' },
      { ids: Array.from({ length: 101 }, (_, i) => i + 1), status: 'completed' },
      { ids: ['1'], status: 'completed' },
    ]) {
      expect((await t.call('PUT', '/api/admin/orders/bulk-status', admin, body)).statusCode).toBe(
        400,
      );
    }
  });

  it('the totals the list shows always match the orders, after every kind of change', async () => {
    const filters: [string, ReturnType<typeof sql>][] = [['', sql`true`]];
    for (const status of ['pending', 'paid', 'processing', 'shipped', 'cancelled', 'refunded']) {
      filters.push([`status=${status}`, sql`status = ${status}`]);
    }
    for (const payment of ['pending', 'paid', 'refunded']) {
      filters.push([`payment_status=${payment}`, sql`payment_status = ${payment}`]);
    }
    filters.push([
      'status=shipped&payment_status=paid&date_from=2026-01-01',
      sql`status = 'shipped' and payment_status = 'paid' and created_at >= '2026-01-01T08:00:00Z'`,
    ]);
    for (const [query, where] of filters) {
      const [{ n }] = (await t.query<{ n: number }>(
        sql`select count(*)::int as n from orders where ${where}`,
      )) as [{ n: number }];
      const res = await t.call('GET', `/api/admin/orders?${query}`, admin);
      expect(res.json().pagination.total, query).toBe(n);
    }
    const [{ n }] = (await t.query<{ n: number }>(sql`select count(*)::int as n from orders`)) as [
      { n: number },
    ];
    expect(n).toBeGreaterThan(10);
  });

  it('exports the filtered orders as CSV with formula cells neutralised', async () => {
    const made = await order({ status: 'processing' });
    await t.query(
      sql`update orders set customer_name = '=HYPERLINK("http://evil.example")' where id = ${made.id}`,
    );
    const res = await t.call('GET', '/api/admin/orders/export?status=processing', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="orders-export-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'Order Number,Date,Customer Name,Customer Email,Items,Quantity,Installation,Subtotal,Tax,Shipping,Total,Status,Payment Status,Tracking Number,Shipping Address',
    );
    const row = lines.find((l) => l.startsWith(made.orderNumber))!;
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(row).toContain('Processing');
    expect(row).toContain((made.totalCents / 100).toFixed(2));
    expect(lines.every((l, i) => i === 0 || l.includes('Processing'))).toBe(true);
    expect((await t.call('GET', '/api/admin/orders/export?status=nope', admin)).statusCode).toBe(
      400,
    );
  });

  it('the invoice and the bill of lading are PDFs of the order', async () => {
    const made = await order({ status: 'processing' });
    await t.query(
      sql`update products set specs = specs || '{"Weight": "1.5 lbs"}'::jsonb where id = ${products[0]!.id}`,
    );
    const invoice = await t.call('GET', `/api/admin/orders/${made.id}/invoice`, admin);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(invoice.rawPayload)).toContain(made.orderNumber);

    const bol = await t.call(
      'GET',
      `/api/admin/orders/${made.id}/bill-of-lading?ship_date=2026-12-24`,
      admin,
    );
    expect(bol.statusCode).toBe(200);
    expect(bol.headers['content-disposition']).toBe(
      `attachment; filename="bill-of-lading-${made.orderNumber}.pdf"`,
    );
    const text = await pdfText(bol.rawPayload);
    for (const expected of [
      'BILL OF LADING',
      'Ship date: December 24, 2026',
      `BOL-${made.orderNumber}`,
      'Ann Buyer',
      '100 Main St',
      'Standard Ground',
      'Prepaid',
      'Will be provided',
      'Fragile',
      'Consignee signature',
      '1.5 lb',
      '3 lb',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect((await t.call('GET', '/api/admin/orders/999999/bill-of-lading', admin)).statusCode).toBe(
      404,
    );
    expect(
      (await t.call('GET', `/api/admin/orders/${made.id}/bill-of-lading?ship_date=soon`, admin))
        .statusCode,
    ).toBe(400);
  });
});

describe('admin dashboard stats and page views', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await t.seedCatalogue();
  });
  afterAll(() => t.close());

  it('counts only the public pages, per day, without anything about the visitor', async () => {
    for (const path of [
      '/',
      '/services',
      '/services/',
      '/products?category=2',
      '/industries/retail',
    ]) {
      const res = await t.inject({ method: 'POST', url: '/api/page-views', payload: { path } });
      expect(res.statusCode, path).toBe(204);
    }
    for (const path of ['/admin/orders', '/dashboard', '/checkout', '/nowhere', '/x'.repeat(200)]) {
      const res = await t.inject({ method: 'POST', url: '/api/page-views', payload: { path } });
      expect(res.statusCode).not.toBe(500);
    }
    expect(
      (await t.inject({ method: 'POST', url: '/api/page-views', payload: { path: 42 } }))
        .statusCode,
    ).toBe(400);
    const views = await t.query<{ path: string; views: number }>(
      sql`select path, views from page_views order by path`,
    );
    expect(views).toEqual([
      { path: '/', views: 1 },
      { path: '/industries/retail', views: 1 },
      { path: '/products', views: 1 },
      { path: '/services', views: 2 },
    ]);
    const columns = await t.query<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'page_views' order by column_name`,
    );
    expect(columns.map((c) => c.column_name)).toEqual(['day', 'path', 'views']);
  });
});
