import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { taxCentsOf } from '@shop/contract';
import { STATE_SALES_TAX_RATES } from '../src/modules/tax/tax-data.ts';
import { createTestApp, TEST_ENGINE, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.services.tax.ensureRates();
});
afterAll(() => t.close());

const rate = async (zip?: string) => {
  const url = zip === undefined ? '/api/tax-rate' : `/api/tax-rate?zip=${encodeURIComponent(zip)}`;
  const response = await t.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json() as { state: string | null; taxRate: number };
};

describe(`GET /api/tax-rate (${TEST_ENGINE})`, () => {
  it('the table holds all 50 states and DC', async () => {
    const [row] = await t.query<{ n: number }>(sql`select count(*)::int as n from tax_rates`);
    expect(Number(row!.n)).toBe(51);
  });

  it("answers the ZIP's state and that state's rate", async () => {
    expect(await rate('89109')).toMatchObject({
      state: 'NV',
      taxRate: STATE_SALES_TAX_RATES.NV!.rate,
    });
    expect(await rate('90210-1234')).toMatchObject({
      state: 'CA',
      taxRate: STATE_SALES_TAX_RATES.CA!.rate,
    });
    expect(await rate('97201')).toMatchObject({ state: 'OR', taxRate: 0 });
  });

  it.each(['', 'abcde', '1234', '123456', '00001', "89109' or 1=1"])(
    'an unknown or malformed ZIP (%j) gets the default 8%',
    async (zip) => {
      expect((await rate(zip)).taxRate).toBe(0.08);
    },
  );

  it('no ZIP at all gets 8% too', async () => {
    expect((await rate()).taxRate).toBe(0.08);
  });

  it('a rate changed in the table is used, and a restart does not overwrite it', async () => {
    await t.query(sql`update tax_rates set rate = 0.09 where state = 'NV'`);
    await t.app.services.tax.ensureRates();
    expect((await rate('89109')).taxRate).toBe(0.09);
  });

  it('tax is a percent of the subtotal rounded to the cent', () => {
    expect(taxCentsOf(10_000, 0.0824)).toBe(824);
    expect(taxCentsOf(1_999, 0.0825)).toBe(165); // 164.9175
    expect(taxCentsOf(1_000, 0.08125)).toBe(81); // 81.25
    expect(taxCentsOf(0, 0.08)).toBe(0);
  });
});
