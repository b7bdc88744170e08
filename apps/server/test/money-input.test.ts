import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers.ts';
import { labourPrice } from './quote-fixtures.ts';
import { pricedProducts, type FixtureProduct } from './order-fixtures.ts';

type Staff = { id: number; cookie: string };
type Refusal = { error: string; errors?: Record<string, string> };

const DECIMALS = 'Enter an amount in dollars and cents (at most two decimals)';
const NOT_AN_AMOUNT = 'Enter an amount in dollars';
const NEGATIVE = 'Enter an amount of 0 or more';
const TOO_LARGE = 'Enter an amount of at most $10,000,000';

/**
 * Money sent to the staff endpoints is dollars, checked before it becomes cents (ADR 0063):
 * a hostile amount is a 400 naming the field, never a rounded amount, a 500 or a saved row.
 * Raw JSON, so an amount JSON.stringify would not write (1e400, which parses as Infinity) is sent.
 */
const HOSTILE: [raw: string, message: string][] = [
  ['12.345', DECIMALS],
  ['-1', NEGATIVE],
  ['-0.01', NEGATIVE],
  ['"12"', NOT_AN_AMOUNT],
  ['"NaN"', NOT_AN_AMOUNT],
  ['1e400', NOT_AN_AMOUNT],
  ['10000000.01', TOO_LARGE],
];

describe('a hostile amount in a staff body', () => {
  let t: TestApp;
  let admin: Staff;
  let manager: Staff;
  let products: FixtureProduct[];
  let labourId: number;

  beforeAll(async () => {
    t = await createTestApp();
    await t.seedCatalogue();
    admin = await t.createStaff('admin');
    manager = await t.createStaff('manager', { canManageOrders: true });
    products = await pricedProducts(t);
    labourId = await labourPrice(t);
  });
  afterAll(async () => t.close());

  const send = async (method: 'POST' | 'PUT', url: string, who: Staff, json: string) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { cookie: who.cookie, 'content-type': 'application/json' },
      payload: json,
    });
    return { status: res.statusCode, body: res.json<Refusal>() };
  };
  const count = async (table: 'quotes' | 'labour_prices' | 'shop_settings') =>
    Number(
      (
        await t.query<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`)
      )[0]!.n,
    );

  it("refuses a quote line's price, a discount and a labour price that are not whole cents from $0 to $10,000,000", async () => {
    const quotes = await count('quotes');
    const labour = await count('labour_prices');
    const customer = '{"name":"Lee Park","email":"lee.park@example.com"}';
    for (const [amount, message] of HOSTILE) {
      const product = `{"kind":"product","productId":${products[0]!.id},"quantity":1,"unitPrice":${amount}}`;
      const labourLine = `{"kind":"labour","labourPriceId":${labourId},"quantity":1,"unitPrice":${amount}}`;
      const line = await send(
        'POST',
        '/api/admin/quotes',
        manager,
        `{"customer":${customer},"lines":[${product}]}`,
      );
      expect([line.status, line.body.errors?.['lines.0.unitPrice']], amount).toEqual([
        400,
        message,
      ]);
      const labourPrice = await send(
        'POST',
        '/api/admin/quotes/preview',
        manager,
        `{"lines":[${labourLine}]}`,
      );
      expect([labourPrice.status, labourPrice.body.errors?.['lines.0.unitPrice']], amount).toEqual([
        400,
        message,
      ]);
      const discount = await send(
        'POST',
        '/api/admin/quotes',
        manager,
        `{"customer":${customer},"lines":[],"discount":${amount}}`,
      );
      expect([discount.status, discount.body.errors?.discount], amount).toEqual([400, message]);
      const price = await send(
        'POST',
        '/api/admin/labour-prices',
        manager,
        `{"name":"Cable run","unit":"cable_run","price":${amount}}`,
      );
      expect([price.status, price.body.errors?.price], amount).toEqual([400, message]);
      const edit = await send(
        'PUT',
        `/api/admin/labour-prices/${labourId}`,
        manager,
        `{"price":${amount}}`,
      );
      expect([edit.status, edit.body.errors?.price], amount).toEqual([400, message]);
    }
    expect(await count('quotes')).toBe(quotes);
    expect(await count('labour_prices')).toBe(labour);
    const [kept] = await t.query<{ price: number }>(
      sql`select price_cents as price from labour_prices where id = ${labourId}`,
    );
    expect(kept!.price).toBe(15_000);
  });

  it("refuses a shipping rate that is not whole cents, and saves none of the form's details", async () => {
    const before = await count('shop_settings');
    const form = (rate: string) =>
      `{"companyName":"Northwind Cameras","street":"12 Harbour Road","cityLine":"Reno, NV 89501",` +
      `"phone":"(775) 555-0110","email":"hello@northwind.example.com","shippingRate":${rate}}`;
    for (const [amount, message] of [...HOSTILE, ['null', NOT_AN_AMOUNT]]) {
      const res = await send('PUT', '/api/admin/settings', admin, form(amount!));
      expect([res.status, res.body.errors?.shippingRate], amount).toEqual([400, message]);
    }
    expect(await count('shop_settings')).toBe(before);
    const settings = await t.json('GET', '/api/settings');
    expect(settings.body).toEqual({ company: null, shipping: 10 });
    // The shop's own bound: a flat rate above $1,000 is a typo, refused with its message.
    const high = await send('PUT', '/api/admin/settings', admin, form('1000.01'));
    expect([high.status, high.body.errors?.shippingRate]).toEqual([
      400,
      'Shipping must be an amount from $0.00 to $1000.00, in whole cents',
    ]);
    const saved = await send('PUT', '/api/admin/settings', admin, form('12.5'));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await t.json('GET', '/api/settings')).body).toMatchObject({ shipping: 12.5 });
  });
});
