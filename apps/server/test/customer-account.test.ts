import { inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, DEFAULT_PASSWORD, uniqueEmail, type TestApp } from './helpers.ts';
import { createOrder, pricedProducts, type FixtureProduct } from './order-fixtures.ts';
import { pdfText } from './pdf-text.ts';

type Person = { id: number; email: string; cookie: string; password: string };

/** The entries of a ZIP file (local headers), inflated: enough to read our own archives. */
function unzip(zip: Buffer): { name: string; data: Buffer }[] {
  const entries: { name: string; data: Buffer }[] = [];
  let at = 0;
  while (zip.readUInt32LE(at) === 0x04034b50) {
    const flags = zip.readUInt16LE(at + 6);
    const method = zip.readUInt16LE(at + 8);
    const nameLength = zip.readUInt16LE(at + 26);
    const extraLength = zip.readUInt16LE(at + 28);
    const name = zip.subarray(at + 30, at + 30 + nameLength).toString();
    const start = at + 30 + nameLength + extraLength;
    // Streamed entries put their sizes after the data: find the next header instead.
    let end = flags & 8 ? zip.indexOf(Buffer.from([0x50, 0x4b, 0x07, 0x08]), start) : -1;
    if (end < 0) end = start + zip.readUInt32LE(at + 18);
    const raw = zip.subarray(start, end);
    entries.push({ name, data: method === 8 ? inflateRawSync(raw) : raw });
    at = flags & 8 ? end + 16 : end;
  }
  return entries;
}

describe('customer self-service', () => {
  let t: TestApp;
  let ann: Person;
  let bob: Person;
  let products: FixtureProduct[];

  beforeAll(async () => {
    t = await createTestApp();
    await t.seedCatalogue();
    ann = await t.signUp({ firstName: 'Ann', lastName: 'Lee' });
    bob = await t.signUp({ firstName: 'Bob', lastName: 'Stone' });
    products = await pricedProducts(t);
  });
  afterAll(() => t.close());

  const orderFor = (who: Person, overrides: Partial<Parameters<typeof createOrder>[1]> = {}) =>
    createOrder(t, {
      customer: { id: who.id, email: who.email, name: 'Ann Lee' },
      lines: [
        { product: products[0]!, quantity: 1 },
        { product: products[1]!, quantity: 2 },
      ],
      ...overrides,
    });

  it('refuses visitors on every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/customer/profile'],
      ['PUT', '/api/customer/profile'],
      ['GET', '/api/customer/orders'],
      ['GET', '/api/customer/orders/stats'],
      ['POST', '/api/customer/orders/1/ratings'],
      ['GET', '/api/customer/invoices.zip'],
      ['GET', '/api/customer/statement'],
      ['GET', '/api/customer/export'],
    ] as const) {
      expect((await t.call(method, url, undefined, {})).statusCode, url).toBe(401);
    }
  });

  it('lists only the customer’s own orders, filtered, searched and sorted by the server', async () => {
    const first = await orderFor(ann, { createdAt: '2026-01-10T12:00:00Z', status: 'delivered' });
    const second = await orderFor(ann, {
      createdAt: '2026-02-10T12:00:00Z',
      lines: [{ product: products[2]!, quantity: 5 }],
    });
    const bobs = await orderFor(bob);
    const list = async (query = '') => {
      const res = await t.call('GET', `/api/customer/orders?${query}`, ann);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        orders: { id: number; itemCount: number; totalQuantity: number; rateable: boolean }[];
        pagination: { totalItems: number; itemsPerPage: number };
      };
    };
    const all = await list();
    expect(all.orders.map((o) => o.id)).toEqual([second.id, first.id]);
    expect(all.pagination).toMatchObject({ totalItems: 2, itemsPerPage: 50 });
    expect(all.orders[1]).toMatchObject({ itemCount: 2, totalQuantity: 3, rateable: true });
    expect(all.orders[0]).toMatchObject({ rateable: false });
    expect((await list('status=delivered')).orders.map((o) => o.id)).toEqual([first.id]);
    expect((await list('sort=created_at&order=asc')).orders.map((o) => o.id)).toEqual([
      first.id,
      second.id,
    ]);
    const name = products[2]!.name.split(' ')[0]!.toLowerCase();
    expect((await list(`search=${encodeURIComponent(name)}`)).orders.map((o) => o.id)).toContain(
      second.id,
    );
    expect((await list(`search=${second.orderNumber.slice(-6)}`)).orders.map((o) => o.id)).toEqual([
      second.id,
    ]);
    // Bob's order is not Ann's to find, by list, search or id.
    expect((await list(`search=${bobs.orderNumber}`)).orders).toEqual([]);
    for (const url of [
      `/api/customer/orders/${bobs.id}`,
      `/api/customer/orders/${bobs.id}/invoice`,
      `/api/customer/orders/number/${bobs.orderNumber}`,
    ]) {
      expect((await t.call('GET', url, ann)).statusCode, url).toBe(404);
    }
    for (const bad of ['sort=customer_name', 'order=up', 'status=lost', 'limit=500']) {
      expect((await t.call('GET', `/api/customer/orders?${bad}`, ann)).statusCode, bad).toBe(400);
    }

    const stats = (await t.call('GET', '/api/customer/orders/stats', ann)).json().stats;
    expect(stats).toEqual({
      totalOrders: 2,
      // The second order is paid: it waits for nothing from the customer.
      pending: 0,
      delivered: 1,
      totalSpent: (first.totalCents + second.totalCents) / 100,
      latestOrderId: second.id,
    });
  });

  it('rates each delivered item once and moves the product’s rating', async () => {
    const delivered = await orderFor(ann, { status: 'delivered' });
    const paid = await orderFor(ann);
    const order = (await t.call('GET', `/api/customer/orders/${delivered.id}`, ann)).json().order;
    const item = order.items[0];
    const [before] = await t.query<{ rating: number; review_count: number }>(
      sql`select rating, review_count from products where id = ${item.product_id}`,
    );

    const paidItem = (await t.call('GET', `/api/customer/orders/${paid.id}`, ann)).json().order
      .items[0];
    const notYet = await t.call('POST', `/api/customer/orders/${paid.id}/ratings`, ann, {
      itemId: paidItem.id,
      rating: 5,
    });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().error).toBe('Only delivered orders can be rated.');

    const url = `/api/customer/orders/${delivered.id}/ratings`;
    const results = await Promise.all([
      t.call('POST', url, ann, { itemId: item.id, rating: 1 }),
      t.call('POST', url, ann, { itemId: item.id, rating: 1 }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const ok = results.find((r) => r.statusCode === 200)!.json();
    const expected =
      Math.round(((before!.rating * before!.review_count + 1) / (before!.review_count + 1)) * 10) /
      10;
    expect(ok).toEqual({
      success: true,
      itemId: item.id,
      rating: 1,
      product: { id: item.product_id, rating: expected, reviewCount: before!.review_count + 1 },
    });
    expect(results.find((r) => r.statusCode === 409)!.json().error).toBe(
      'You have already rated this item.',
    );
    const shop = (await t.call('GET', `/api/products/${item.product_id}`)).json();
    expect(JSON.stringify(shop)).toContain(`"reviewCount":${before!.review_count + 1}`);
    const again = (await t.call('GET', `/api/customer/orders/${delivered.id}`, ann)).json().order;
    expect(again.items[0].rating).toBe(1);

    for (const body of [
      { itemId: item.id, rating: 6 },
      { itemId: item.id, rating: 0 },
      { itemId: item.id, rating: 2.5 },
      { itemId: paidItem.id, rating: 4 },
      {},
    ]) {
      expect((await t.call('POST', url, ann, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    // Bob cannot rate Ann's order.
    const other = await t.call('POST', url, bob, { itemId: order.items[1].id, rating: 5 });
    expect(other.statusCode).toBe(404);
  });

  it("changes only the fields it is sent, with the spec's body; no address is needed to change a phone", async () => {
    const who = await t.signUp({ firstName: 'Nia', lastName: 'Park' });
    // An account with no address yet.
    await t.query(sql`update users set address = null, city = null, state = null, zip_code = null
      where id = ${who.id}`);
    const before = (await t.call('GET', '/api/customer/profile', who)).json();
    expect(before.address).toBeNull();
    const phone = await t.call('PUT', '/api/customer/profile', who, { phone: '(702) 555-0123' });
    expect(phone.statusCode, phone.body).toBe(200);
    expect(phone.json().profile).toMatchObject({
      firstName: 'Nia',
      lastName: 'Park',
      phone: '(702) 555-0123',
      email: who.email,
      address: null,
    });
    // The spec's body (docs/modules/customers.md#tables): names, e-mail, phone and company.
    const spec = await t.call('PUT', '/api/customer/profile', who, {
      firstName: 'Nia',
      lastName: 'Parker',
      email: who.email,
      phone: '(702) 555-0124',
      companyName: 'Parker Alarms',
    });
    expect(spec.statusCode, spec.body).toBe(200);
    expect(spec.json().profile).toMatchObject({ lastName: 'Parker', phone: '(702) 555-0124' });
    const name = await t.call('PUT', '/api/customer/profile', who, { firstName: 'Nina' });
    expect(name.json().profile).toMatchObject({
      firstName: 'Nina',
      lastName: 'Parker',
      phone: '(702) 555-0124',
    });
    // Half an address is refused; the whole one is saved.
    const half = await t.call('PUT', '/api/customer/profile', who, { city: 'Reno' });
    expect(half.statusCode).toBe(400);
    expect(half.json().errors).toMatchObject({ address: 'Address is required' });
  });

  it('checks the profile with the spec messages and saves it', async () => {
    const bad = await t.call('PUT', '/api/customer/profile', ann, {
      accountType: 'business',
      email: 'not-an-email',
      phone: '12',
      taxId: '123',
      address: '',
      city: '',
      state: 'Nevada',
      zipCode: '9',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      email: 'Email is invalid',
      companyName: 'Company name is required for business accounts',
      address: 'Address is required',
      city: 'City is required',
      state: 'State must be a 2-letter code',
      zipCode: 'Invalid ZIP code format',
      taxId: 'Invalid Tax ID format (XX-XXXXXXX)',
      phone: 'Invalid phone number format',
    });
    const personal = await t.call('PUT', '/api/customer/profile', ann, {
      accountType: 'personal',
      firstName: '',
      lastName: ' ',
    });
    expect(personal.json().errors).toMatchObject({
      firstName: 'First name is required for personal accounts',
      lastName: 'Last name is required for personal accounts',
    });
    expect(
      (await t.call('PUT', '/api/customer/profile', ann, { accountType: null })).json().errors,
    ).toMatchObject({ accountType: 'Account type is required' });

    const saved = await t.call('PUT', '/api/customer/profile', ann, {
      accountType: 'business',
      firstName: 'Ann',
      lastName: 'Lee',
      companyName: '  Lee Security Co  ',
      taxId: '12-3456789',
      email: ann.email,
      phone: '(702) 555-0199',
      address: '9 Oak Ave',
      city: 'Henderson',
      state: 'nv',
      zipCode: '89002',
      role: 'admin',
      status: 'active',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      success: true,
      message: 'Profile updated successfully',
      emailChangePending: false,
      profile: {
        companyName: 'Lee Security Co',
        taxId: '12-3456789',
        state: 'NV',
        role: 'customer',
        accountType: 'business',
        pendingEmail: null,
      },
    });
  });

  it('changes the e-mail only with the current password and the link mailed to the new address', async () => {
    const carl = await t.signUp({ firstName: 'Carl', lastName: 'Moss' });
    const profile = {
      accountType: 'personal',
      firstName: 'Carl',
      lastName: 'Moss',
      address: '1 Elm St',
      city: 'Reno',
      state: 'NV',
      zipCode: '89501',
    };
    const newEmail = uniqueEmail('carl-new');
    const noPassword = await t.call('PUT', '/api/customer/profile', carl, {
      ...profile,
      email: newEmail,
    });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().errors.currentPassword).toBeTruthy();
    const wrong = await t.call('PUT', '/api/customer/profile', carl, {
      ...profile,
      email: newEmail,
      currentPassword: 'not-it-at-all',
    });
    expect(wrong.json().errors).toEqual({ currentPassword: 'Current password is incorrect' });
    const taken = await t.call('PUT', '/api/customer/profile', carl, {
      ...profile,
      email: bob.email,
      currentPassword: DEFAULT_PASSWORD,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.email).toBe('An account with this e-mail already exists');
    // The anonymised accounts' placeholder domain is nobody's to take.
    const reserved = await t.call('PUT', '/api/customer/profile', carl, {
      ...profile,
      email: 'carl@sub.Anonymised.invalid',
      currentPassword: carl.password,
    });
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json().errors.email).toBe('This email address cannot be used');

    const asked = await t.call('PUT', '/api/customer/profile', carl, {
      ...profile,
      email: newEmail.toUpperCase(),
      currentPassword: carl.password,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({
      emailChangePending: true,
      profile: { email: carl.email, pendingEmail: newEmail },
    });
    const mails = await t.query<{ to_address: string; kind: string; text_body: string }>(
      sql`select to_address, kind, text_body from mail_outbox where kind like 'change_email%' order by id`,
    );
    expect(mails.map((m) => [m.to_address, m.kind])).toEqual([
      [newEmail, 'change_email'],
      [carl.email, 'change_email_notice'],
    ]);
    const token = /\/confirm-email\/([\w-]+)/.exec(mails[0]!.text_body)![1]!;
    expect(mails[1]!.text_body).not.toContain(token);

    // Until the link is opened, the old address signs in.
    await t.login(carl.email, carl.password);
    const confirmed = await t.call('POST', '/api/email-change/confirm', undefined, { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await t.login(newEmail, carl.password);
    const me = (await t.call('GET', '/api/customer/profile', carl)).json();
    expect(me).toMatchObject({ email: newEmail, pendingEmail: null });
    const reused = await t.call('POST', '/api/email-change/confirm', undefined, { token });
    expect(reused.statusCode).toBe(410);
    const junk = await t.call('POST', '/api/email-change/confirm', undefined, { token: 'nope' });
    expect(junk.statusCode).toBe(410);
  });

  it('hands out every invoice in one ZIP, a statement of a period and the account’s data', async () => {
    const dana = await t.signUp({ firstName: 'Dana', lastName: 'Ruiz' });
    const early = await orderFor(dana, { createdAt: '2026-01-05T18:00:00Z' });
    const late = await orderFor(dana, {
      createdAt: '2026-06-05T18:00:00Z',
      status: 'cancelled',
      paymentStatus: 'refunded',
    });

    const zip = await t.call('GET', '/api/customer/invoices.zip', dana);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const entries = unzip(zip.rawPayload);
    expect(entries.map((e) => e.name).sort()).toEqual(
      [`invoice-${early.orderNumber}.pdf`, `invoice-${late.orderNumber}.pdf`].sort(),
    );
    expect(await pdfText(entries[0]!.data)).toMatch(/Invoice no\. SV-/);

    const statement = await t.call(
      'GET',
      '/api/customer/statement?from=2026-01-01&to=2026-03-31',
      dana,
    );
    expect(statement.statusCode).toBe(200);
    expect(statement.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(statement.rawPayload);
    expect(text).toContain(early.orderNumber);
    expect(text).not.toContain(late.orderNumber);
    expect(text).toContain('Net paid');
    const year = await pdfText(
      (await t.call('GET', '/api/customer/statement?from=2026-01-01&to=2026-12-31', dana))
        .rawPayload,
    );
    expect(year).toContain(late.orderNumber);
    expect(year).toContain('Total refunded');
    for (const bad of ['from=2026-04-01&to=2026-01-01', 'from=someday', 'to=2026-02-30x']) {
      expect((await t.call('GET', `/api/customer/statement?${bad}`, dana)).statusCode, bad).toBe(
        400,
      );
    }

    await t.call('POST', '/api/contact', undefined, {
      name: 'Dana Ruiz',
      email: dana.email,
      message: 'Please call me about cameras.',
    });
    const exported = await t.call('GET', '/api/customer/export', dana);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(/account-export-.*\.json/);
    const data = JSON.parse(exported.body);
    expect(data.profile.email).toBe(dana.email);
    expect(data.orders.map((o: { order_number: string }) => o.order_number).sort()).toEqual(
      [early.orderNumber, late.orderNumber].sort(),
    );
    expect(data.contactRequests).toHaveLength(1);
    expect(data.contactRequests[0]).not.toHaveProperty('notes');
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(exported.body).not.toMatch(/password_?hash|scrypt\$/i);
    expect(exported.body).not.toContain(ann.email);
  });
});
