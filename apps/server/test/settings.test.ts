import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { EVERY_PERMISSION, createTestApp, type TestApp } from './helpers.ts';
import { checkoutOrder, pricedProducts, type FixtureProduct } from './order-fixtures.ts';
import { pdfText } from './pdf-text.ts';
import { STATE_SALES_TAX_RATES } from '../src/modules/tax/tax-data.ts';
import { shopDay } from '@shop/contract';
import { DEMO_COMPANY } from '../src/demo/company.ts';

type Person = { id: number; email: string; cookie: string };

/** A complete, valid settings form; override any field. */
const details = (overrides: Record<string, unknown> = {}) => ({
  companyName: 'Northwind Cameras',
  legalName: 'Northwind Cameras Inc.',
  tagline: 'Cameras for the north.',
  street: '12 Harbour Road',
  cityLine: 'Reno, NV 89501',
  phone: '(775) 555-0110',
  email: 'Hello@Northwind.example.com',
  hours: [{ days: 'Monday - Friday', time: '9:00 AM - 5:00 PM' }],
  social: { linkedin: 'https://www.linkedin.com/company/northwind' },
  shippingRate: 12.5,
  ...overrides,
});

const today = () => shopDay(new Date());
const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The shop's own details are data: admins edit them, every visitor reads
 * the public part, new orders take their shipping and tax from them, placed ones keep theirs.
 */
describe('shop settings', () => {
  let t: TestApp;
  let admin: Person;
  let manager: Person;
  let customer: Person;
  let products: FixtureProduct[];

  beforeAll(async () => {
    t = await createTestApp();
    await t.seedCatalogue();
    admin = await t.createStaff('admin');
    manager = await t.createStaff('manager', EVERY_PERMISSION);
    customer = await t.signUp();
    products = await pricedProducts(t);
  });
  afterAll(() => t.close());

  it('a shop without details says so: no company, the flat $10 shipping, nothing private', async () => {
    const res = await t.call('GET', '/api/settings');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ company: null, shipping: 10 });
    const admins = await t.json('GET', '/api/admin/settings', admin);
    expect(admins.body).toMatchObject({ settings: null, shippingRate: 10, updatedBy: null });
  });

  it('only admins read or write the settings and the tax table; the server refuses the rest', async () => {
    const calls: [method: 'GET' | 'PUT', url: string, body?: unknown][] = [
      ['GET', '/api/admin/settings'],
      ['PUT', '/api/admin/settings', details()],
      ['GET', '/api/admin/tax-rates'],
      ['GET', '/api/admin/tax-rates/NV/history'],
      ['PUT', '/api/admin/tax-rates/NV', { rate: 0.01, effectiveFrom: today() }],
    ];
    for (const [method, url, body] of calls) {
      expect((await t.call(method, url, undefined, body)).statusCode, url).toBe(401);
      expect((await t.call(method, url, customer, body)).statusCode, url).toBe(403);
      expect((await t.call(method, url, manager, body)).statusCode, url).toBe(403);
    }
    expect((await t.call('GET', '/api/settings')).json()).toEqual({ company: null, shipping: 10 });
    const [changes] = await t.query<{ n: number }>(
      sql`select count(*)::int as n from tax_rate_changes`,
    );
    expect(Number(changes!.n)).toBe(0);
  });

  it('refuses bad values with a message per field, and saves nothing', async () => {
    const bad = await t.json<{ error: string; errors: Record<string, string> }>(
      'PUT',
      '/api/admin/settings',
      admin,
      details({
        companyName: '  ',
        email: 'not-an-address',
        phone: 'call us',
        social: { facebook: 'javascript:alert(1)', x: 'http://x.com/plain' },
        shippingRate: -1,
        hours: [{ days: 'Sunday', time: '' }],
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      companyName: 'Company name is required',
      email: 'Please enter a valid e-mail address',
      phone: 'Phone must hold 7 to 15 digits',
      'social.facebook': expect.stringContaining('https://'),
      'social.x': expect.stringContaining('https://'),
      shippingRate: 'Enter an amount of 0 or more',
      'hours.0.days': 'Give both the days and the hours, or remove the line',
    });
    for (const shippingRate of [1.005, 1001, '10']) {
      const res = await t.call('PUT', '/api/admin/settings', admin, details({ shippingRate }));
      expect(res.statusCode, String(shippingRate)).toBe(400);
    }
    expect((await t.call('GET', '/api/settings')).json()).toMatchObject({ company: null });
  });

  it('an admin saves the details: the public part shows them at once, with who saved them kept private', async () => {
    await t.call('GET', '/api/settings'); // cached now
    const saved = await t.json<Record<string, unknown>>(
      'PUT',
      '/api/admin/settings',
      admin,
      details({ role: 'admin', updatedBy: 'someone else' }),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      settings: { companyName: 'Northwind Cameras', email: 'hello@northwind.example.com' },
      shippingRate: 12.5,
      updatedBy: expect.any(String),
      updatedAt: expect.any(String),
    });
    const pub = (await t.call('GET', '/api/settings')).json();
    expect(pub).toEqual({
      company: {
        name: 'Northwind Cameras',
        shortName: 'Northwind Cameras',
        legalName: 'Northwind Cameras Inc.',
        tagline: 'Cameras for the north.',
        street: '12 Harbour Road',
        cityLine: 'Reno, NV 89501',
        phone: '(775) 555-0110',
        email: 'hello@northwind.example.com',
        hours: [{ days: 'Monday - Friday', time: '9:00 AM - 5:00 PM' }],
        social: {
          facebook: null,
          instagram: null,
          linkedin: 'https://www.linkedin.com/company/northwind',
          x: null,
          youtube: null,
        },
      },
      shipping: 12.5,
    });
    expect(JSON.stringify(pub)).not.toMatch(/updated|admin/i);
  });

  it('the demo seed never overwrites details an admin saved', async () => {
    expect(await t.app.services.settings.seed(DEMO_COMPANY)).toBe(false);
    expect((await t.call('GET', '/api/settings')).json().company.name).toBe('Northwind Cameras');
  });

  it('HTML in the company name is kept as text: e-mails escape it', async () => {
    const name = '<img src=x onerror=alert(1)> Cams & Co';
    expect(
      (await t.call('PUT', '/api/admin/settings', admin, details({ companyName: name })))
        .statusCode,
    ).toBe(200);
    expect((await t.call('GET', '/api/settings')).json().company.name).toBe(name);
    await t.call('POST', '/api/forgot-password', undefined, { email: customer.email });
    const [mail] = await t.query<{ subject: string; html_body: string; text_body: string }>(
      sql`select subject, html_body, text_body from mail_outbox
          where to_address = ${customer.email} order by id desc limit 1`,
    );
    expect(mail!.subject).toContain(name);
    expect(mail!.html_body).not.toContain('<img src=x');
    expect(mail!.html_body).toContain('&lt;img src=x onerror=alert(1)&gt; Cams &amp; Co');
    expect(mail!.text_body).toContain('(775) 555-0110 · hello@northwind.example.com');
    await t.call('PUT', '/api/admin/settings', admin, details());
  });

  describe('the sales-tax table', () => {
    it('an admin sets a state’s rate from today: the tax of that state follows, the table says who and when', async () => {
      const res = await t.json<Record<string, unknown>>('PUT', '/api/admin/tax-rates/nv', admin, {
        rate: 0.0912,
        effectiveFrom: today(),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({
        state: 'NV',
        name: 'Nevada',
        rate: 0.0912,
        effectiveFrom: today(),
        changedBy: expect.stringMatching(/\S/),
        changedAt: expect.any(String),
        upcoming: null,
      });
      const tax = (await t.call('GET', '/api/tax-rate?zip=89109')).json();
      expect(tax).toMatchObject({ state: 'NV', taxRate: 0.0912 });
      const table = (await t.call('GET', '/api/admin/tax-rates', admin)).json().rates as {
        state: string;
        rate: number;
        changedBy: string | null;
      }[];
      expect(table).toHaveLength(51);
      expect(table.find((r) => r.state === 'CA')).toMatchObject({
        rate: STATE_SALES_TAX_RATES.CA!.rate,
        changedBy: null,
      });
    });

    it('a rate from a later date waits for it; the history keeps every change', async () => {
      const later = dayAfter(today(), 30);
      const res = await t.json<Record<string, unknown>>('PUT', '/api/admin/tax-rates/NV', admin, {
        rate: 0.1,
        effectiveFrom: later,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        rate: 0.0912,
        upcoming: { rate: 0.1, effectiveFrom: later },
      });
      expect((await t.call('GET', '/api/tax-rate?zip=89109')).json().taxRate).toBe(0.0912);
      const history = (await t.call('GET', '/api/admin/tax-rates/NV/history', admin)).json();
      expect(history).toMatchObject({
        state: 'NV',
        publishedRate: STATE_SALES_TAX_RATES.NV!.rate,
        changes: [
          { rate: 0.1, effectiveFrom: later },
          { rate: 0.0912, effectiveFrom: today() },
        ],
      });
    });

    it('refuses a past date, a rate out of range, an unknown state', async () => {
      const put = (state: string, body: unknown) =>
        t.json<{ error: string }>('PUT', `/api/admin/tax-rates/${state}`, admin, body);
      const past = await put('NV', { rate: 0.05, effectiveFrom: dayAfter(today(), -1) });
      expect(past).toMatchObject({
        status: 400,
        body: { error: expect.stringContaining('today') },
      });
      for (const body of [
        { rate: 0.3, effectiveFrom: today() },
        { rate: -0.01, effectiveFrom: today() },
        { rate: 0.123456, effectiveFrom: today() },
        { rate: 0.05, effectiveFrom: '2026-02-30' },
        { rate: 0.05, effectiveFrom: "today'); drop table tax_rates; --" },
      ]) {
        expect((await put('NV', body)).status, JSON.stringify(body)).toBe(400);
      }
      expect((await put('ZZ', { rate: 0.05, effectiveFrom: today() })).status).toBe(404);
      expect((await put('N1', { rate: 0.05, effectiveFrom: today() })).status).toBe(400);
    });
  });

  it('an order keeps the rates it was placed with; a new order takes the new ones', async () => {
    const buyer = await t.signUp({ firstName: 'Kim', lastName: 'Keeper' });
    const place = async () =>
      (await checkoutOrder(t, buyer, [{ product: products[0]!, quantity: 1 }])) as {
        id: number;
        tax_rate: number;
        shipping_cost: number;
      };
    const orderOf = async (id: number) =>
      (await t.json('GET', `/api/customer/orders/${id}`, buyer.cookie)).body;
    const invoice = async (id: number) =>
      pdfText((await t.call('GET', `/api/customer/orders/${id}/invoice`, buyer)).rawPayload);

    const first = await place();
    expect(first).toMatchObject({ shipping_cost: 12.5, tax_rate: 0.0912 });
    const firstOrder = await orderOf(first.id);
    const firstInvoice = await invoice(first.id);
    expect(firstInvoice).toContain('Sales tax (9.12%)');
    expect(firstInvoice).toContain('$12.50');
    expect(firstInvoice).toContain('Northwind Cameras');
    expect(firstInvoice).toContain('Questions about this invoice: hello@northwind.example.com');

    expect(
      (await t.call('PUT', '/api/admin/settings', admin, details({ shippingRate: 20 }))).statusCode,
    ).toBe(200);
    const nv = await t.call('PUT', '/api/admin/tax-rates/NV', admin, {
      rate: 0.05,
      effectiveFrom: today(),
    });
    expect(nv.statusCode).toBe(200);

    expect(await orderOf(first.id)).toEqual(firstOrder);
    expect(await invoice(first.id)).toBe(firstInvoice);

    const second = await place();
    expect(second).toMatchObject({ shipping_cost: 20, tax_rate: 0.05 });
    const secondInvoice = await invoice(second.id);
    expect(secondInvoice).toContain('Sales tax (5.00%)');
    expect(secondInvoice).toContain('$20.00');
    const [row] = await t.query<{ tax_rate: string; shipping_cents: number }>(
      sql`select tax_rate, shipping_cents from orders where id = ${second.id}`,
    );
    expect(Number(row!.tax_rate)).toBe(0.05);
    expect(Number(row!.shipping_cents)).toBe(2000);
  });
});
