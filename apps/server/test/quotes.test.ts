import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  DEFAULT_QUOTE_TERMS,
  QUOTE_ADMIN_MESSAGES,
  QUOTE_MESSAGES,
  QUOTE_NUMBER_PATTERN,
  shopDay,
  taxCentsOf,
  type AdminQuote,
  type AdminQuotesResponse,
  type LabourPrice,
  type QuotePrefill,
} from '@shop/contract';
import { hashLinkToken } from '../src/modules/quotes/quote-link-token.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { contactForm, surveyForm } from './lead-fixtures.ts';
import { createOrder, pricedProducts, type FixtureProduct } from './order-fixtures.ts';
import { pdfText } from './pdf-text.ts';

type Staff = { id: number; cookie: string };
const ZIP = '89101'; // Nevada

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

describe('staff quotes', () => {
  let t: TestApp;
  let admin: Staff;
  let manager: Staff;
  let reporter: Staff;
  let customer: { id: number; email: string; cookie: string };
  let products: FixtureProduct[];
  let camera: LabourPrice;
  let callOut: LabourPrice;
  let quoteOnly: { id: number; name: string };
  let taxRate: number;

  beforeAll(async () => {
    t = await createTestApp();
    await t.seedCatalogue();
    admin = await t.createStaff('admin');
    manager = await t.createStaff('manager', { canManageOrders: true });
    reporter = await t.createStaff('manager', { canViewReports: true, canManageProducts: true });
    customer = await t.signUp({ firstName: 'Rita', lastName: 'Vance' });
    products = await pricedProducts(t);
    quoteOnly = (
      await t.query<{ id: number; name: string }>(
        sql`select id, name from products where quote and archived_at is null order by id limit 1`,
      )
    )[0]!;
    // The test database starts empty: the price list is made through its own calls.
    const add = async (body: object) => {
      const res = await t.json<{ labourPrice: LabourPrice }>(
        'POST',
        '/api/admin/labour-prices',
        manager,
        body,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.labourPrice;
    };
    camera = await add({ name: 'Camera installation', unit: 'camera', price: 150 });
    callOut = await add({ name: 'Call-out', unit: 'call_out', price: 95, position: 9 });
    taxRate = (await t.app.services.tax.rateForZip(ZIP)).taxRate;
  });
  afterAll(async () => t.close());

  const create = (body: object, who: Staff = manager) =>
    t.json<{ quote: AdminQuote; error?: string }>('POST', '/api/admin/quotes', who, body);
  const get = (id: number) =>
    t.json<{ quote: AdminQuote }>('GET', `/api/admin/quotes/${id}`, manager);
  const put = (id: number, body: object, who: Staff = manager) =>
    t.json<{ quote: AdminQuote; error?: string }>('PUT', `/api/admin/quotes/${id}`, who, body);
  const send = (id: number) =>
    t.json<{ quote: AdminQuote; error?: string }>('POST', `/api/admin/quotes/${id}/send`, manager);
  const blank = (overrides: object = {}) => ({
    customer: { name: 'Lee Park', email: 'lee.park@example.com', company: 'Park Dental' },
    site: { street: '1 Main St', city: 'Las Vegas', state: 'NV', zip: ZIP },
    lines: [
      { kind: 'product', productId: products[0]!.id, quantity: 3 },
      { kind: 'labour', labourPriceId: camera.id, quantity: 3 },
    ],
    ...overrides,
  });
  const quoteRow = async (id: number) =>
    (
      await t.query<{ status: string; link_token_hash: string | null; sent_at: Date | null }>(
        sql`select status, link_token_hash, sent_at from quotes where id = ${id}`,
      )
    )[0]!;
  const mailsTo = (address: string) =>
    t.query<{ kind: string; subject: string; text_body: string }>(
      sql`select kind, subject, text_body from mail_outbox where to_address = ${address} order by id`,
    );

  it('is for staff who manage orders only: 401 signed out, 403 without the permission', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/quotes'],
      ['POST', '/api/admin/quotes'],
      ['GET', '/api/admin/quotes/1'],
      ['PUT', '/api/admin/quotes/1'],
      ['POST', '/api/admin/quotes/1/send'],
      ['DELETE', '/api/admin/quotes/1'],
      ['GET', '/api/admin/quotes/1/pdf'],
      ['POST', '/api/admin/quotes/preview'],
      ['GET', '/api/admin/labour-prices'],
      ['POST', '/api/admin/labour-prices'],
      ['PUT', '/api/admin/labour-prices/1'],
      ['DELETE', '/api/admin/labour-prices/1'],
    ] as const) {
      expect((await t.call(method, url, undefined, {})).statusCode, url).toBe(401);
      expect((await t.call(method, url, reporter, {})).statusCode, url).toBe(403);
      expect((await t.call(method, url, customer, {})).statusCode, url).toBe(403);
    }
    expect((await t.call('GET', '/api/admin/quotes', manager)).statusCode).toBe(200);
    expect((await t.call('GET', '/api/admin/quotes', admin)).statusCode).toBe(200);
  });

  it('creates a draft priced by the server: catalogue and price-list prices, tax by the site ZIP', async () => {
    const p = products[0]!;
    const res = await create(
      blank({
        // Figures a client might send along: not part of the input, never used.
        total: 1,
        subtotal: 1,
        lines: [
          { kind: 'product', productId: p.id, quantity: 3, lineTotal: 1, listPrice: 1 },
          { kind: 'labour', labourPriceId: camera.id, quantity: 3 },
        ],
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const q = res.body.quote;
    const subtotal = p.priceCents * 3 + 15_000 * 3;
    const tax = taxCentsOf(subtotal, taxRate);
    expect(q).toMatchObject({
      status: 'draft',
      version: 1,
      customerName: 'Lee Park',
      customerEmail: 'lee.park@example.com',
      customerCompany: 'Park Dental',
      validUntil: addDays(shopDay(new Date()), 30),
      terms: DEFAULT_QUOTE_TERMS,
      totals: { subtotal: subtotal / 100, discount: 0, taxRate, tax: tax / 100 },
      lead: null,
      order: null,
    });
    expect(q.totals).toMatchObject({ depositPercent: 30 });
    expect(q.totals.total).toBe((subtotal + tax) / 100);
    expect(q.quoteNumber).toMatch(QUOTE_NUMBER_PATTERN);
    expect(q.quoteNumber).toBe(
      `QT-${new Date(q.createdAt).getUTCFullYear()}-${String(q.id).padStart(6, '0')}`,
    );
    expect(q.lines).toEqual([
      expect.objectContaining({
        kind: 'product',
        productId: p.id,
        packageId: p.packageId,
        description: p.name,
        packageName: p.packageName,
        sku: p.sku,
        listPrice: p.priceCents / 100,
        unitPrice: p.priceCents / 100,
        lineTotal: (p.priceCents * 3) / 100,
        priceOverriddenBy: null,
      }),
      expect.objectContaining({
        kind: 'labour',
        labourPriceId: camera.id,
        description: 'Camera installation',
        unitPrice: 150,
        lineTotal: 450,
      }),
    ]);
    expect(q.versions).toHaveLength(1);
    expect(q.events).toEqual([
      expect.objectContaining({ fromStatus: null, toStatus: 'draft', note: 'Quote created' }),
    ]);
    const [version] = await t.query<{ snapshot: { lines: unknown[]; totalCents: number } }>(
      sql`select snapshot from quote_versions where quote_id = ${q.id} and version = 1`,
    );
    expect(version!.snapshot.lines).toHaveLength(2);
    expect(version!.snapshot.totalCents).toBe(subtotal + tax);
  });

  it('keeps a staff price and a discount with who gave them', async () => {
    const p = products[1]!;
    const res = await create(
      blank({
        lines: [{ kind: 'product', productId: p.id, quantity: 2, unitPrice: 1 }],
        discount: 0.5,
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const q = res.body.quote;
    expect(q.lines[0]).toMatchObject({
      listPrice: p.priceCents / 100,
      unitPrice: 1,
      lineTotal: 2,
    });
    expect(q.lines[0]!.priceOverriddenBy).toBeTruthy();
    expect(q.lines[0]!.priceOverriddenAt).toBeTruthy();
    expect(q.discountBy).toBe(q.lines[0]!.priceOverriddenBy);
    expect(q.totals).toMatchObject({
      subtotal: 2,
      discount: 0.5,
      tax: taxCentsOf(150, taxRate) / 100,
    });
    const [row] = await t.query<{ price_overridden_by: number; discount_by: number }>(sql`
      select l.price_overridden_by, q.discount_by from quote_lines l join quotes q on q.id = l.quote_id
      where q.id = ${q.id}`);
    expect(row).toEqual({ price_overridden_by: manager.id, discount_by: manager.id });

    // Saved again by another staff member, unchanged: the override is still the first one's.
    const again = await put(
      q.id,
      {
        version: 1,
        lines: [{ kind: 'product', productId: p.id, quantity: 2, unitPrice: 1 }],
      },
      admin,
    );
    expect(again.status).toBe(200);
    const [kept] = await t.query<{ price_overridden_by: number }>(
      sql`select price_overridden_by from quote_lines where quote_id = ${q.id}`,
    );
    expect(kept!.price_overridden_by).toBe(manager.id);
  });

  it('refuses hostile lines: unknown ids, another product\u2019s package, bad quantities, huge totals', async () => {
    const p = products[0]!;
    const other = products[1]!;
    const cases: [object, number, string | RegExp][] = [
      [{ kind: 'product', productId: 99_999_999, quantity: 1 }, 400, QUOTE_MESSAGES.productMissing],
      [
        { kind: 'product', productId: p.id, packageId: other.packageId, quantity: 1 },
        400,
        QUOTE_MESSAGES.packageMissing,
      ],
      [
        { kind: 'labour', labourPriceId: 99_999_999, quantity: 1 },
        400,
        QUOTE_MESSAGES.labourMissing,
      ],
      [{ kind: 'product', productId: p.id, quantity: 0 }, 400, QUOTE_MESSAGES.quantity],
      [{ kind: 'product', productId: p.id, quantity: -3 }, 400, QUOTE_MESSAGES.quantity],
      [{ kind: 'product', productId: p.id, quantity: 1001 }, 400, QUOTE_MESSAGES.quantity],
      [{ kind: 'product', productId: p.id, quantity: 1.5 }, 400, QUOTE_MESSAGES.quantity],
      [
        { kind: 'product', productId: p.id, quantity: 1, unitPrice: 1_000_000.01 },
        400,
        QUOTE_MESSAGES.price,
      ],
      [
        { kind: 'product', productId: p.id, quantity: 1000, unitPrice: 1_000_000 },
        400,
        QUOTE_ADMIN_MESSAGES.tooLarge,
      ],
      [{ kind: 'product', productId: quoteOnly.id, quantity: 1 }, 400, /has no list price/],
      [{ kind: 'shipping', productId: p.id, quantity: 1 }, 400, /./],
    ];
    for (const [line, status, message] of cases) {
      const res = await create(blank({ lines: [line] }));
      expect(res.status, JSON.stringify(line)).toBe(status);
      expect(res.body.error, JSON.stringify(line)).toMatch(message);
    }
    // Many lines each under the cap, together over it.
    const many = Array.from({ length: 11 }, () => ({
      kind: 'product',
      productId: p.id,
      quantity: 1000,
      unitPrice: 1000,
    }));
    expect((await create(blank({ lines: many }))).body.error).toBe(QUOTE_ADMIN_MESSAGES.tooLarge);
    const big = await create(blank({ discount: 100_000 }));
    expect([big.status, big.body.error]).toEqual([400, QUOTE_MESSAGES.discount]);
    const past = await create(blank({ validUntil: addDays(shopDay(new Date()), -1) }));
    expect([past.status, past.body.error]).toEqual([400, QUOTE_MESSAGES.validUntil]);
    expect((await create(blank({ customer: { email: 'lee@example.com' } }))).status).toBe(400);
    expect((await create(blank({ site: { zip: 'ABCDE' } }))).status).toBe(400);
    // A quote-only product is quoted at a price staff give.
    const priced = await create(
      blank({
        lines: [{ kind: 'product', productId: quoteOnly.id, quantity: 1, unitPrice: 2500 }],
      }),
    );
    expect(priced.status).toBe(201);
    expect(priced.body.quote.lines[0]).toMatchObject({
      listPrice: 2500,
      unitPrice: 2500,
    });
    expect(priced.body.quote.lines[0]!.priceOverriddenBy).toBeTruthy();
  });

  it('prefills from a site survey, a contact request or an account; refuses unknown ones', async () => {
    const survey = await t.json<{ surveyId: number }>(
      'POST',
      '/api/site-survey',
      undefined,
      surveyForm({ customerEmail: 'sam.q@example.com' }),
    );
    const contact = await t.json<{ id: number }>(
      'POST',
      '/api/contact',
      undefined,
      contactForm({ email: 'dana.q@example.com' }),
    );
    const pre = await t.json<{ customer: object; site: object; terms: string }>(
      'GET',
      `/api/admin/quotes/prefill?siteSurveyId=${survey.body.surveyId}`,
      manager,
    );
    expect(pre.status).toBe(200);
    expect(pre.body.customer).toEqual({
      name: 'Sam Ortega',
      email: 'sam.q@example.com',
      phone: '702-555-0100',
      company: 'Ortega Logistics',
    });

    const fromSurvey = await create({ siteSurveyId: survey.body.surveyId });
    expect(fromSurvey.status, JSON.stringify(fromSurvey.body)).toBe(201);
    expect(fromSurvey.body.quote).toMatchObject({
      siteSurveyId: survey.body.surveyId,
      customerName: 'Sam Ortega',
      customerEmail: 'sam.q@example.com',
      customerCompany: 'Ortega Logistics',
      lead: { kind: 'survey', id: survey.body.surveyId, name: 'Sam Ortega' },
    });
    const fromContact = await create({ contactRequestId: contact.body.id, site: { zip: ZIP } });
    expect(fromContact.body.quote).toMatchObject({
      contactRequestId: contact.body.id,
      customerName: 'Dana Whitfield',
      customerEmail: 'dana.q@example.com',
      site: { zip: ZIP },
    });
    await t.query(sql`update users set address = '9 Elm St', city = 'Reno', state = 'NV',
      zip_code = '89501' where id = ${customer.id}`);
    const fromAccount = await create({ customerId: customer.id, customer: { name: 'R. Vance' } });
    expect(fromAccount.body.quote).toMatchObject({
      customerId: customer.id,
      customerName: 'R. Vance',
      customerEmail: customer.email,
      site: { street: '9 Elm St', city: 'Reno', zip: '89501' },
    });

    expect((await create({ siteSurveyId: 99_999_999 })).status).toBe(404);
    expect((await create({ contactRequestId: 99_999_999 })).status).toBe(404);
    // A staff account is not a customer to quote.
    expect((await create({ customerId: admin.id })).status).toBe(404);
    expect(
      (await create({ siteSurveyId: survey.body.surveyId, contactRequestId: contact.body.id }))
        .status,
    ).toBe(400);

    // The lead's quotes, for its screen.
    const list = await t.json<AdminQuotesResponse>(
      'GET',
      `/api/admin/quotes?siteSurveyId=${survey.body.surveyId}`,
      manager,
    );
    expect(list.body.quotes.map((q) => q.id)).toEqual([fromSurvey.body.quote.id]);
  });

  it("drafts a survey's quote with its estimated cameras as catalogue lines at today's prices, and its site address as the site", async () => {
    // 3 x 4MP, 4 x 8MP by resolution, 7 by area, 2 PTZ (lead-fixtures' survey).
    const survey = await t.json<{ surveyId: number }>(
      'POST',
      '/api/site-survey',
      undefined,
      surveyForm({
        customerEmail: 'site.q@example.com',
        siteAddress: {
          address: '1200 Industrial Rd',
          city: 'Las Vegas',
          state: 'nv',
          zipCode: ZIP,
        },
      }),
    );
    expect(survey.status, JSON.stringify(survey.body)).toBe(201);
    // The cheapest live, priced camera of each kind, by the catalogue's specs.
    const cheapest = async (where: ReturnType<typeof sql>) => {
      const [row] = await t.query<{ id: number; name: string; price: number }>(sql`
        select p.id, p.name, coalesce(
          (select k.price_cents from product_packages k where k.product_id = p.id
           order by k.position, k.id limit 1), p.price_cents) as price
        from products p join categories c on c.id = p.category_id
        where p.archived_at is null and not p.quote and p.price_cents is not null and ${where}
        order by p.price_cents, p.id limit 1`);
      return { id: Number(row!.id), name: row!.name, price: Number(row!.price) };
    };
    const fourMp = await cheapest(
      sql`c.slug = 'ip-cameras' and p.specs->>'Resolution' like '4MP%'`,
    );
    const eightMp = await cheapest(
      sql`c.slug = 'ip-cameras' and p.specs->>'Resolution' like '8MP%'`,
    );
    const ptz = await cheapest(sql`c.slug = 'ptz-cameras'`);
    const expected = [
      [eightMp, 4],
      [fourMp, 3],
      [ptz, 2],
    ] as const;
    const lineOf = ([product, quantity]: (typeof expected)[number]) => ({
      kind: 'product',
      productId: product.id,
      description: product.name,
      quantity,
      listPrice: product.price / 100,
      unitPrice: product.price / 100,
      lineTotal: (product.price * quantity) / 100,
      priceOverriddenBy: null,
    });
    const site = {
      street: '1200 Industrial Rd',
      city: 'Las Vegas',
      state: 'NV',
      zip: ZIP,
      country: 'United States',
    };

    const pre = await t.json<QuotePrefill>(
      'GET',
      `/api/admin/quotes/prefill?siteSurveyId=${survey.body.surveyId}`,
      manager,
    );
    expect(pre.status).toBe(200);
    expect(pre.body.site).toEqual(site);
    expect(pre.body.lines).toMatchObject(expected.map(lineOf));

    const made = await create({ siteSurveyId: survey.body.surveyId });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.quote.site).toEqual(site);
    expect(made.body.quote.lines).toMatchObject(expected.map(lineOf));
    const subtotal = expected.reduce((sum, [p, q]) => sum + p.price * q, 0);
    expect(made.body.quote.totals).toMatchObject({
      subtotal: subtotal / 100,
      tax: taxCentsOf(subtotal, taxRate) / 100,
    });
    // What the body gives wins: no lines, another street.
    const own = await create({
      siteSurveyId: survey.body.surveyId,
      lines: [],
      site: { street: '1 Gate Rd' },
    });
    expect(own.body.quote.lines).toEqual([]);
    expect(own.body.quote.site).toEqual({ ...site, street: '1 Gate Rd' });

    // A survey without an address leaves the site to the estimator; a contact request
    // suggests no lines.
    const bare = await t.json<{ surveyId: number }>(
      'POST',
      '/api/site-survey',
      undefined,
      surveyForm({ customerEmail: 'bare.q@example.com', ptzCameras: 'no' }),
    );
    const barePre = await t.json<QuotePrefill>(
      'GET',
      `/api/admin/quotes/prefill?siteSurveyId=${bare.body.surveyId}`,
      manager,
    );
    expect(barePre.body.site).toMatchObject({ street: '', city: '', state: '', zip: '' });
    expect(barePre.body.lines.map((l) => [l.productId, l.quantity])).toEqual([
      [eightMp.id, 4],
      [fourMp.id, 3],
    ]);
    const contact = await t.json<{ id: number }>(
      'POST',
      '/api/contact',
      undefined,
      contactForm({ email: 'lines.q@example.com' }),
    );
    const contactPre = await t.json<QuotePrefill>(
      'GET',
      `/api/admin/quotes/prefill?contactRequestId=${contact.body.id}`,
      manager,
    );
    expect(contactPre.body.lines).toEqual([]);
  });

  it('versions every save; a stale version is 409, and of two saves at once exactly one wins', async () => {
    const { quote } = (await create(blank())).body;
    const stale = await put(quote.id, { version: 5, discount: 1 });
    expect([stale.status, stale.body.error]).toEqual([409, QUOTE_ADMIN_MESSAGES.stale]);
    const first = await put(quote.id, {
      version: 1,
      terms: 'Net 30',
      validUntil: addDays(shopDay(new Date()), 10),
    });
    expect(first.status).toBe(200);
    expect(first.body.quote).toMatchObject({ version: 2, terms: 'Net 30' });
    expect(first.body.quote.lines).toHaveLength(2);
    expect(first.body.quote.versions.map((v) => v.version)).toEqual([2, 1]);

    const racing = await Promise.all([
      put(quote.id, { version: 2, discount: 1 }),
      put(quote.id, { version: 2, discount: 2 }, admin),
    ]);
    expect(racing.map((r) => r.status).sort()).toEqual([200, 409]);
    const after = (await get(quote.id)).body.quote;
    expect(after.version).toBe(3);
    const winner = racing.find((r) => r.status === 200)!.body.quote;
    expect(after.totals.discount).toBe(winner.totals.discount);
    const [{ n }] = (await t.query<{ n: number }>(
      sql`select count(*)::int as n from quote_versions where quote_id = ${quote.id}`,
    )) as [{ n: number }];
    expect(n).toBe(3);
  });

  it('sends a draft: a new link mailed (only its hash kept), the lead quoted; the link is never answered', async () => {
    const survey = await t.json<{ surveyId: number }>(
      'POST',
      '/api/site-survey',
      undefined,
      surveyForm({ customerEmail: 'send.q@example.com' }),
    );
    const empty = (await create({ siteSurveyId: survey.body.surveyId, lines: [] })).body.quote;
    const noLines = await send(empty.id);
    expect([noLines.status, noLines.body.error]).toEqual([400, QUOTE_MESSAGES.noLines]);
    const withLines = await put(empty.id, { version: 1, lines: blank().lines });
    expect(withLines.status).toBe(200);
    const noZip = await send(empty.id);
    expect([noZip.status, noZip.body.error]).toEqual([400, QUOTE_ADMIN_MESSAGES.zipToSend]);
    await put(empty.id, { version: 2, site: { zip: ZIP } });

    const sent = await send(empty.id);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.quote).toMatchObject({ status: 'sent', version: 3 });
    expect(sent.body.quote.sentAt).toBeTruthy();
    expect(sent.body.quote.events[0]).toMatchObject({ fromStatus: 'draft', toStatus: 'sent' });
    const [mail] = await mailsTo('send.q@example.com').then((m) =>
      m.filter((x) => x.kind === 'quote_sent'),
    );
    expect(mail!.subject).toContain(sent.body.quote.quoteNumber);
    const token = /\/quote\/([A-Za-z0-9_-]{43})/.exec(mail!.text_body)![1]!;
    const row = await quoteRow(empty.id);
    expect(row.link_token_hash).toBe(hashLinkToken(token));
    const lead = await t.json<{ survey: { status: string } }>(
      'GET',
      `/api/admin/site-surveys/${survey.body.surveyId}`,
      manager,
    );
    expect(lead.body.survey.status).toBe('quoted');

    // Neither the token nor its hash in any staff answer.
    for (const url of [
      `/api/admin/quotes/${empty.id}`,
      '/api/admin/quotes?limit=100',
      `/api/admin/quotes?siteSurveyId=${survey.body.surveyId}`,
    ]) {
      const body = (await t.call('GET', url, manager)).body;
      expect(body).not.toContain(token);
      expect(body).not.toContain(row.link_token_hash);
    }
    expect(JSON.stringify(sent.body)).not.toContain(token);

    // Sent twice: refused; edited: back to draft, the link cleared; sent again: a new link.
    expect((await send(empty.id)).status).toBe(409);
    const edited = await put(empty.id, { version: 3, discount: 1 });
    expect(edited.body.quote).toMatchObject({ status: 'draft', version: 4 });
    expect(edited.body.quote.events[0]).toMatchObject({ fromStatus: 'sent', toStatus: 'draft' });
    expect((await quoteRow(empty.id)).link_token_hash).toBeNull();
    expect((await send(empty.id)).status).toBe(200);
    const second = (await quoteRow(empty.id)).link_token_hash;
    expect(second).not.toBeNull();
    expect(second).not.toBe(row.link_token_hash);

    // Once sent, never deleted.
    await put(empty.id, { version: 4, terms: 'x' });
    const del = await t.json('DELETE', `/api/admin/quotes/${empty.id}`, manager);
    expect([del.status, del.body.error]).toEqual([409, QUOTE_ADMIN_MESSAGES.deleteSent]);
  });

  it('deletes an unsent draft; an answered quote cannot be changed', async () => {
    const { quote } = (await create(blank())).body;
    expect((await t.call('DELETE', `/api/admin/quotes/${quote.id}`, manager)).statusCode).toBe(200);
    expect((await t.call('DELETE', `/api/admin/quotes/${quote.id}`, manager)).statusCode).toBe(404);
    expect((await get(quote.id)).status).toBe(404);
    expect((await t.call('GET', '/api/admin/quotes/0', manager)).statusCode).toBe(400);

    const other = (await create(blank())).body.quote;
    await t.query(sql`update quotes set status = 'accepted' where id = ${other.id}`);
    const res = await put(other.id, { version: 1, terms: 'new' });
    expect([res.status, res.body.error]).toEqual([409, QUOTE_ADMIN_MESSAGES.answered('accepted')]);
  });

  it('shows the order made from the quote', async () => {
    const { quote } = (await create(blank())).body;
    const order = await createOrder(t, {
      customer: { id: customer.id, email: customer.email },
      lines: [{ product: products[0]!, quantity: 1 }],
    });
    await t.query(sql`update orders set quote_id = ${quote.id} where id = ${order.id}`);
    expect((await get(quote.id)).body.quote.order).toMatchObject({
      id: order.id,
      orderNumber: order.orderNumber,
      status: expect.any(String),
    });
  });

  it('prints the quote as a PDF from the same data', async () => {
    const { quote } = (await create(blank({ discount: 10, terms: 'Payment due on completion.' })))
      .body;
    const res = await t.call('GET', `/api/admin/quotes/${quote.id}/pdf`, manager);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`quote-${quote.quoteNumber}.pdf`);
    const text = await pdfText(res.rawPayload);
    const usd = (dollars: number) =>
      dollars.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
    for (const expected of [
      quote.quoteNumber,
      'Lee Park',
      products[0]!.name,
      'Camera installation',
      'Installation labour',
      `-${usd(10)}`,
      usd(quote.totals.total),
      'Deposit to book the work (30%)',
      usd(Math.round(quote.totals.total * 30) / 100),
      'Payment due on completion.',
      'Valid until',
    ])
      expect(text).toContain(expected);
    expect((await t.call('GET', '/api/admin/quotes/99999999/pdf', manager)).statusCode).toBe(404);
  });

  it('expires sent quotes past their day: an event by the shop, the lead lost, the link saying so', async () => {
    const contact = await t.json<{ id: number }>(
      'POST',
      '/api/contact',
      undefined,
      contactForm({ email: 'expire.q@example.com' }),
    );
    const { quote } = (
      await create({ contactRequestId: contact.body.id, site: { zip: ZIP }, lines: blank().lines })
    ).body;
    expect((await send(quote.id)).status).toBe(200);
    const fresh = (await create(blank())).body.quote;
    expect((await send(fresh.id)).status).toBe(200);
    await t.query(sql`update quotes set valid_until = current_date - 2 where id = ${quote.id}`);
    expect(await t.app.services.quotes.expire()).toBe(1);
    expect(await t.app.services.quotes.expire()).toBe(0);
    const expiredRow = await quoteRow(quote.id);
    expect(expiredRow.status).toBe('expired');
    // The link is kept: the customer opening it is told it expired (410), not "unknown".
    expect(expiredRow.link_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect((await quoteRow(fresh.id)).status).toBe('sent');
    const detail = (await get(quote.id)).body.quote;
    expect(detail.events[0]).toMatchObject({
      fromStatus: 'sent',
      toStatus: 'expired',
      userName: null,
    });
    expect(detail.lead).toMatchObject({ kind: 'contact', status: 'lost' });
    // An expired quote edited goes back to draft, to be sent again.
    const edited = await put(quote.id, { version: quote.version, terms: 'Renewed' });
    expect(edited.body.quote.status).toBe('draft');
  });

  it('lists quotes paged in SQL with filters, search, sorts and counts per status', async () => {
    await t.query(sql`delete from quotes`);
    const made: AdminQuote[] = [];
    for (const [name, qty] of [
      ['Alpha Storage', 1],
      ['Beta Bakery', 3],
      ['Gamma Gym', 2],
    ] as const) {
      const res = await create(
        blank({
          customer: { name, email: `${name.split(' ')[0]!.toLowerCase()}@example.com` },
          lines: [{ kind: 'labour', labourPriceId: callOut.id, quantity: qty }],
        }),
      );
      made.push(res.body.quote);
    }
    await send(made[1]!.id);
    const list = (query: string) =>
      t.json<AdminQuotesResponse & { error?: string }>(
        'GET',
        `/api/admin/quotes?${query}`,
        manager,
      );

    const all = await list('');
    expect(all.body.pagination).toMatchObject({ totalItems: 3, currentPage: 1 });
    expect(all.body.quotes.map((q) => q.id)).toEqual(made.map((q) => q.id).reverse());
    expect(all.body.counts).toEqual({
      draft: 2,
      sent: 1,
      viewed: 0,
      accepted: 0,
      declined: 0,
      expired: 0,
    });
    expect(all.body.quotes[0]).toEqual({
      id: made[2]!.id,
      quoteNumber: made[2]!.quoteNumber,
      status: 'draft',
      version: 1,
      customerId: null,
      customerName: 'Gamma Gym',
      customerEmail: 'gamma@example.com',
      customerCompany: null,
      total: made[2]!.totals.total,
      validUntil: made[2]!.validUntil,
      siteSurveyId: null,
      contactRequestId: null,
      sentAt: null,
      createdAt: made[2]!.createdAt,
    });

    const byTotal = await list('sort=total&order=asc');
    expect(byTotal.body.quotes.map((q) => q.customerName)).toEqual([
      'Alpha Storage',
      'Gamma Gym',
      'Beta Bakery',
    ]);
    const byNumber = await list('sort=number&order=asc&limit=2&page=2');
    expect(byNumber.body.quotes.map((q) => q.id)).toEqual([made[2]!.id]);
    expect(byNumber.body.pagination).toMatchObject({
      totalPages: 2,
      hasPrev: true,
      hasNext: false,
    });
    expect((await list('sort=validUntil')).status).toBe(200);

    const sent = await list('status=sent');
    expect(sent.body.quotes.map((q) => q.customerName)).toEqual(['Beta Bakery']);
    // Counts follow the other filters, not the status chip itself.
    expect(sent.body.counts.draft).toBe(2);

    expect((await list('search=bakery')).body.quotes.map((q) => q.customerName)).toEqual([
      'Beta Bakery',
    ]);
    expect((await list(`search=${made[0]!.quoteNumber}`)).body.quotes).toHaveLength(1);
    expect((await list('search=gamma%40example')).body.quotes).toHaveLength(1);
    expect((await list('search=%25')).body.quotes).toHaveLength(0);
    const today = shopDay(new Date());
    expect((await list(`createdFrom=${today}&createdTo=${today}`)).body.quotes).toHaveLength(3);
    expect((await list(`createdTo=${addDays(today, -1)}`)).body.quotes).toHaveLength(0);
    expect((await list(`customerId=${customer.id}`)).body.quotes).toHaveLength(0);

    for (const bad of [
      'limit=101',
      'sort=secret',
      'status=paid',
      'page=0',
      'createdFrom=yesterday',
    ])
      expect((await list(bad)).status, bad).toBe(400);
  });

  it('previews prices without saving anything', async () => {
    const before = await t.query<{ n: number }>(sql`select count(*)::int as n from quotes`);
    const res = await t.json<{ totals: { subtotal: number; tax: number } }>(
      'POST',
      '/api/admin/quotes/preview',
      manager,
      { lines: blank().lines, siteZip: ZIP, discount: 0 },
    );
    expect(res.status).toBe(200);
    const subtotal = products[0]!.priceCents * 3 + 45_000;
    expect(res.body.totals).toMatchObject({
      subtotal: subtotal / 100,
      tax: taxCentsOf(subtotal, taxRate) / 100,
    });
    expect(await t.query(sql`select count(*)::int as n from quotes`)).toEqual(before);
  });

  it("names the deposit policy's deposit on the quote and its preview: rounded, none at 0% or 100%", async () => {
    const atPercent = (percent: number) =>
      t.query(sql`insert into installation_settings (id, deposit_percent, slot_times)
        values (1, ${percent}, '["08:00"]'::jsonb)
        on conflict (id) do update set deposit_percent = ${percent}`);
    const made = await create(blank({ discount: 50.01 }));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const preview = () =>
      t.json<{ totals: { total: number; deposit: number; depositPercent: number } }>(
        'POST',
        '/api/admin/quotes/preview',
        manager,
        { lines: blank().lines, siteZip: ZIP, discount: 50.01 },
      );
    try {
      await atPercent(33);
      const { totals } = (await get(made.body.quote.id)).body.quote;
      const totalCents = Math.round(totals.total * 100);
      const expected = Math.round((totalCents * 33) / 100) / 100;
      expect(totals).toMatchObject({ depositPercent: 33, deposit: expected });
      expect((await preview()).body.totals).toMatchObject({
        depositPercent: 33,
        deposit: expected,
      });
      for (const percent of [0, 100]) {
        await atPercent(percent);
        expect((await get(made.body.quote.id)).body.quote.totals).toMatchObject({
          depositPercent: 0,
          deposit: 0,
        });
        expect((await preview()).body.totals).toMatchObject({ depositPercent: 0, deposit: 0 });
      }
    } finally {
      await t.query(sql`delete from installation_settings`);
    }
  });
});

describe('the labour price list', () => {
  let t: TestApp;
  let manager: Staff;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.createStaff('manager', { canManageOrders: true });
  });
  afterAll(async () => t.close());

  it('adds, edits, deactivates and deletes only an unused line', async () => {
    const add = await t.json<{ labourPrice: LabourPrice }>(
      'POST',
      '/api/admin/labour-prices',
      manager,
      {
        name: 'Cable run',
        unit: 'cable_run',
        price: 85,
      },
    );
    expect(add.status).toBe(201);
    const line = add.body.labourPrice;
    expect(line).toMatchObject({ name: 'Cable run', price: 85, active: true });

    const edit = await t.json<{ labourPrice: LabourPrice }>(
      'PUT',
      `/api/admin/labour-prices/${line.id}`,
      manager,
      { price: 90 },
    );
    expect(edit.body.labourPrice).toMatchObject({
      name: 'Cable run',
      price: 90,
      active: true,
    });

    for (const bad of [
      { name: '', unit: 'camera', price: 1 },
      { name: 'X', unit: 'hour', price: 1 },
      { name: 'X', unit: 'camera', price: -5 },
      { name: 'X', unit: 'camera', price: 1.555 },
      { name: 'X', unit: 'camera', price: 100_000.01 },
    ])
      expect((await t.call('POST', '/api/admin/labour-prices', manager, bad)).statusCode).toBe(400);
    expect(
      (await t.call('PUT', '/api/admin/labour-prices/99999', manager, { price: 1 })).statusCode,
    ).toBe(404);

    // Used by a quote: kept (deactivated), never deleted.
    const quote = await t.json<{ quote: AdminQuote }>('POST', '/api/admin/quotes', manager, {
      customer: { name: 'A', email: 'a@example.com' },
      lines: [{ kind: 'labour', labourPriceId: line.id, quantity: 2 }],
    });
    expect(quote.status).toBe(201);
    const del = await t.json('DELETE', `/api/admin/labour-prices/${line.id}`, manager);
    expect([del.status, del.body.error]).toEqual([409, QUOTE_ADMIN_MESSAGES.labourInUse]);
    const off = await t.json<{ labourPrice: LabourPrice }>(
      'PUT',
      `/api/admin/labour-prices/${line.id}`,
      manager,
      { active: false },
    );
    expect(off.body.labourPrice.active).toBe(false);
    // An inactive line is not offered to new quotes; a quote that has it keeps it.
    const refused = await t.json('POST', '/api/admin/quotes', manager, {
      customer: { name: 'B', email: 'b@example.com' },
      lines: [{ kind: 'labour', labourPriceId: line.id, quantity: 1 }],
    });
    expect([refused.status, refused.body.error]).toEqual([
      400,
      QUOTE_ADMIN_MESSAGES.labourInactive,
    ]);
    const kept = await t.json('PUT', `/api/admin/quotes/${quote.body.quote.id}`, manager, {
      version: 1,
      lines: [{ kind: 'labour', labourPriceId: line.id, quantity: 3 }],
    });
    expect(kept.status).toBe(200);

    const unused = (
      await t.json<{ labourPrice: LabourPrice }>('POST', '/api/admin/labour-prices', manager, {
        name: 'Spare',
        unit: 'call_out',
        price: 1,
      })
    ).body.labourPrice;
    expect(
      (await t.call('DELETE', `/api/admin/labour-prices/${unused.id}`, manager)).statusCode,
    ).toBe(200);
    expect(
      (await t.call('DELETE', `/api/admin/labour-prices/${unused.id}`, manager)).statusCode,
    ).toBe(404);

    const list = await t.json<{ labourPrices: LabourPrice[] }>(
      'GET',
      '/api/admin/labour-prices',
      manager,
    );
    // (On PostgreSQL the migration's default lines are there too.)
    const ids = list.body.labourPrices.map((l) => l.id);
    expect(list.body.labourPrices.find((l) => l.id === line.id)?.active).toBe(false);
    expect(ids).not.toContain(unused.id);
  });
});
