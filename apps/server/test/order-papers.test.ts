import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from './helpers.ts';
import { CARD, createOrder, NV, pricedProducts, type FixtureProduct } from './order-fixtures.ts';
import { pdfText } from './pdf-text.ts';

type Person = { id: number; email: string; cookie: string };

/**
 * Invoices and bills of lading are documents of record: the invoice keeps
 * the bill-to of the day of the order, the bill of lading's QR opens the order's own public
 * tracking page, and every paper prints the shop's day of the order.
 */
describe('order papers', () => {
  let t: TestApp;
  let admin: Person;
  let products: FixtureProduct[];

  beforeAll(async () => {
    t = await createTestApp();
    await t.seedCatalogue();
    admin = await t.createStaff('admin');
    products = await pricedProducts(t);
  });
  afterAll(() => t.close());

  /** An order placed through the real checkout: cart, payment intent, card, order. */
  async function placeOrder(buyer: Person): Promise<{ id: number; orderNumber: string }> {
    const added = await t.json('POST', '/api/cart/add', buyer.cookie, {
      productId: products[0]!.id,
      packageId: products[0]!.packageId,
      quantity: 1,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const intent = await t.json('POST', '/api/create-payment-intent', buyer.cookie, {
      shippingAddress: NV,
    });
    expect(intent.status, JSON.stringify(intent.body)).toBe(200);
    const paymentIntentId = String(intent.body.paymentIntentId);
    const paid = await t.json('POST', '/api/test-payments/confirm', buyer.cookie, {
      paymentIntentId,
      ...CARD,
    });
    expect(paid.body.status).toBe('succeeded');
    const placed = await t.json('POST', '/api/orders', buyer.cookie, {
      paymentIntentId,
      shippingAddress: NV,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = placed.body.order as { id: number; order_number: string };
    return { id: order.id, orderNumber: order.order_number };
  }

  it('the invoice prints the bill-to of the day of the order, after a rename and after the account is anonymised', async () => {
    const olive = await t.signUp({
      firstName: 'Olive',
      lastName: 'Original',
      phone: '(702) 555-0142',
      billingDifferent: true,
      billingAddress: '9 Ledger Way',
      billingCity: 'Henderson',
      billingState: 'NV',
      billingZipCode: '89002',
    });
    await t.query(
      sql`update users set company_name = 'Original Cameras LLC' where id = ${olive.id}`,
    );
    const placed = await placeOrder(olive);
    const url = `/api/customer/orders/${placed.id}/invoice`;
    const before = await pdfText((await t.call('GET', url, olive)).rawPayload);
    for (const text of [
      'Olive Original',
      'Original Cameras LLC',
      '9 Ledger Way',
      'Henderson, NV 89002',
      olive.email,
      '(702) 555-0142',
    ]) {
      expect(before).toContain(text);
    }

    // The customer renames, changes company, phone and billing address.
    const renamed = await t.call('PUT', '/api/customer/profile', olive, {
      firstName: 'Renata',
      lastName: 'Renamed',
      companyName: 'Renamed Holdings',
      phone: '(702) 555-0199',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const moved = await t.call('PUT', '/api/customer/addresses', olive, {
      billing: {
        address: '77 Elsewhere Ave',
        city: 'Reno',
        state: 'NV',
        zipCode: '89501',
        country: 'United States',
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const again = await pdfText((await t.call('GET', url, olive)).rawPayload);
    expect(again).toBe(before);
    for (const text of ['Renata', 'Renamed', '77 Elsewhere Ave', '555-0199']) {
      expect(again).not.toContain(text);
    }

    // Anonymised (the account has orders, so it is kept and cleared): the books still hold.
    const gone = await t.call('DELETE', `/api/admin/users/${olive.id}`, admin);
    expect(gone.statusCode, gone.body).toBe(200);
    const staffCopy = await t.call('GET', `/api/admin/orders/${placed.id}/invoice`, admin);
    expect(staffCopy.statusCode).toBe(200);
    expect(await pdfText(staffCopy.rawPayload)).toBe(before);
    expect(before).not.toContain('Deleted Customer');
  });

  it('an account without a billing address is billed at its own address; without any, at no address', async () => {
    const plain = await t.signUp({ firstName: 'Hal', lastName: 'Home' });
    const placed = await placeOrder(plain);
    const text = await pdfText(
      (await t.call('GET', `/api/customer/orders/${placed.id}/invoice`, plain)).rawPayload,
    );
    expect(text).toContain('Hal Home');
    expect(text).toContain('Las Vegas, NV 89101');
  });

  it('the bill of lading links to the order’s tracking page, which needs no sign-in and tells only status and tracking number', async () => {
    const buyer = await t.signUp({ firstName: 'Tess', lastName: 'Tracker' });
    const made = await createOrder(t, {
      customer: { id: buyer.id, email: buyer.email, name: 'Tess Tracker' },
      lines: [{ product: products[1]!, quantity: 1 }],
    });
    const saved = await t.call('PUT', `/api/admin/orders/${made.id}`, admin, {
      tracking_number: '1Z999AA10123456784',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const order = (await t.call('GET', `/api/admin/orders/${made.id}`, admin)).json().order;
    const link = String(order.tracking_url);
    expect(link).toMatch(
      new RegExp(`^${TEST_PUBLIC_URL}/track/${made.orderNumber}\\?key=[A-Za-z0-9_-]{22}$`),
    );

    const bol = await t.call('GET', `/api/admin/orders/${made.id}/bill-of-lading`, admin);
    expect((await pdfText(bol.rawPayload)).replace(/\s+/g, '')).toContain(link);

    const key = new URL(link).searchParams.get('key')!;
    const track = (number: string, k: string | null) =>
      t.call(
        'GET',
        `/api/track/${encodeURIComponent(number)}${k === null ? '' : `?key=${encodeURIComponent(k)}`}`,
      );
    const open = await track(made.orderNumber, key);
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json()).toEqual({
      success: true,
      tracking: {
        order_number: made.orderNumber,
        status: 'paid',
        tracking_number: '1Z999AA10123456784',
      },
    });
    for (const personal of ['Tess', 'Tracker', buyer.email, NV.address, '100 Main St']) {
      expect(open.body).not.toContain(personal);
    }
    expect(open.headers['cache-control']).toBe('no-store');

    // A tampered, missing, borrowed or made-up link finds nothing, and says only that.
    const other = await createOrder(t, {
      customer: { id: buyer.id, email: buyer.email, name: 'Tess Tracker' },
      lines: [{ product: products[1]!, quantity: 1 }],
    });
    const otherKey = new URL(
      (await t.call('GET', `/api/admin/orders/${other.id}`, admin)).json().order.tracking_url,
    ).searchParams.get('key')!;
    const flipped = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    for (const [number, k] of [
      [made.orderNumber, flipped],
      [made.orderNumber, null],
      [made.orderNumber, ''],
      [made.orderNumber, otherKey],
      [made.orderNumber, `${key}x`],
      ['SV-000000-NOSUCH', key],
      [made.orderNumber.toLowerCase(), key],
    ] as const) {
      const refused = await track(number, k);
      expect(refused.statusCode, `${number} ${k}`).toBe(404);
      expect(refused.json()).toEqual({ error: 'Order not found' });
    }
  });

  it('the invoice, the bill of lading and the statement print the shop’s day of an order placed at 23:30 shop time', async () => {
    const buyer = await t.signUp({ firstName: 'Nora', lastName: 'Night' });
    // 23:30 on March 5 in Las Vegas (PST, UTC-8) is 07:30 on March 6 in UTC.
    const made = await createOrder(t, {
      customer: { id: buyer.id, email: buyer.email, name: 'Nora Night' },
      lines: [{ product: products[0]!, quantity: 1 }],
      createdAt: '2026-03-06T07:30:00Z',
    });
    const invoice = await pdfText(
      (await t.call('GET', `/api/customer/orders/${made.id}/invoice`, buyer)).rawPayload,
    );
    expect(invoice).toContain('Date: March 5, 2026');
    expect(invoice).not.toContain('March 6, 2026');
    const bol = await pdfText(
      (
        await t.call(
          'GET',
          `/api/admin/orders/${made.id}/bill-of-lading?ship_date=2026-03-09`,
          admin,
        )
      ).rawPayload,
    );
    expect(bol).toContain('Order date: March 5, 2026');
    expect(bol).toContain('Ship date: March 9, 2026');
    const statement = await pdfText(
      (await t.call('GET', '/api/customer/statement?from=2026-03-05&to=2026-03-05', buyer))
        .rawPayload,
    );
    expect(statement).toContain(made.orderNumber);
    expect(statement).toContain('2026-03-05');
    // The screens read created_at and show it in the shop's time zone (lib/format.ts).
    const seen = (await t.call('GET', `/api/customer/orders/${made.id}`, buyer)).json().order;
    expect(seen.created_at).toBe('2026-03-06T07:30:00.000Z');
    expect(seen.order_date).toBe('2026-03-05');
  });

  it('migration 0024 gives orders made before the snapshot the account as it is now', async () => {
    const who = await t.signUp({
      firstName: 'Owen',
      lastName: 'Older',
      billingDifferent: true,
      billingAddress: '5 Archive Rd',
      billingCity: 'Boulder City',
      billingState: 'NV',
      billingZipCode: '89005',
    });
    await t.query(sql`update users set company_name = 'Older Alarms' where id = ${who.id}`);
    const plain = await t.signUp({ firstName: 'Pia', lastName: 'Plain', phone: '' });
    const owens = await createOrder(t, {
      customer: { id: who.id, email: who.email, name: 'Owen Older' },
      lines: [{ product: products[0]!, quantity: 1 }],
    });
    const pias = await createOrder(t, {
      customer: { id: plain.id, email: plain.email, name: 'Pia Plain' },
      lines: [{ product: products[0]!, quantity: 1 }],
    });
    // As an order made before the columns existed holds them.
    await t.query(sql`update orders set bill_to_company = null, bill_to_phone = null,
      bill_to_address = null, bill_to_city = null, bill_to_state = null, bill_to_zip_code = null,
      bill_to_country = null where id in (${owens.id}, ${pias.id})`);
    const migration = readFileSync(
      new URL('../../../packages/db/migrations/0024_order_bill_to_backfill.sql', import.meta.url),
      'utf8',
    );
    await t.query(sql.raw(migration));
    const billed = await t.query<Record<string, string | null>>(sql`
      select bill_to_company as company, bill_to_phone as phone, bill_to_address as address,
        bill_to_city as city, bill_to_state as state, bill_to_zip_code as zip,
        bill_to_country as country
      from orders where id in (${owens.id}, ${pias.id}) order by id`);
    expect(billed).toEqual([
      {
        company: 'Older Alarms',
        phone: '(702) 555-0100',
        address: '5 Archive Rd',
        city: 'Boulder City',
        state: 'NV',
        zip: '89005',
        country: 'United States',
      },
      {
        company: null,
        phone: null,
        address: '1 Main Street',
        city: 'Las Vegas',
        state: 'NV',
        zip: '89101',
        country: 'United States',
      },
    ]);
  });
});
