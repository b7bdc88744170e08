import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers.ts';
import { insertRma, setUpStock, soldUnits } from './rma-fixtures.ts';

/**
 * The return rates on both engines (ADR 0050): the 12-month window starts at the shop's
 * day (Las Vegas time, whatever the server's zone), a unit counts by the day it reached the
 * customer (delivered, else shipped), and RMAs by the moment they were filed. The counts run
 * on migration 0038's covering index on PostgreSQL.
 */
describe('return rates: the window, on both engines', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await t.seedCatalogue();
  });
  afterAll(() => t.close());

  it('counts units and RMAs from the start of the shop day 12 months back to now', async () => {
    const admin = await t.createStaff('admin');
    const customer = await t.signUp();
    const stock = await setUpStock(t, admin, { units: 8 });
    const sold = await soldUnits(t, admin, stock, customer, { quantity: 8 });
    // Now: 10:00 UTC on 15 July 2026 (03:00 in Las Vegas); the window opens on the shop's
    // 15 July 2025 at 00:00 PDT, 07:00 UTC.
    const now = new Date('2026-07-15T10:00:00Z');
    const stamps: [delivered: string | null, shipped: string | null][] = [
      ['2025-07-15T07:00:00Z', '2025-07-10T00:00:00Z'], // delivered at the first moment: in
      ['2025-07-15T06:59:59Z', '2025-07-14T00:00:00Z'], // the shop's 14 July: out
      [null, '2026-01-02T00:00:00Z'], // shipped, delivery not recorded: in
      ['2025-07-01T00:00:00Z', '2025-08-01T00:00:00Z'], // delivered before (a bad stamp): out
      ['2026-07-15T10:00:00Z', '2026-07-14T00:00:00Z'], // at now: in
      ['2026-07-15T10:00:01Z', '2026-07-14T00:00:00Z'], // after now: out
      [null, null], // sold, not sent yet: out
      ['2026-03-03T00:00:00Z', null], // in
    ];
    for (const [i, [delivered, shipped]] of stamps.entries()) {
      await t.query(sql`
        update product_units set delivered_at = ${delivered}::timestamptz,
          shipped_at = ${shipped}::timestamptz
        where id = ${sold.units[i]!.id}`);
    }
    const counts = await t.app.services.units.soldUnitCounts({
      since: new Date('2025-07-15T07:00:00Z'),
      until: now,
    });
    expect(counts.get(stock.product.id)).toBe(4);
    expect(
      await t.app.services.units.soldUnitCounts({
        since: new Date('2025-07-15T07:00:00Z'),
        until: now,
        productIds: [stock.product.id + 100000],
      }),
    ).toEqual(new Map());

    // RMAs filed at the window's first moment and a second before it; one after now.
    const filed = ['2025-07-15T07:00:00Z', '2025-07-15T06:59:59Z', '2026-07-15T10:00:01Z'];
    for (const [i, at] of filed.entries()) {
      const { id } = await insertRma(t, { customer, unitId: sold.units[i]!.id });
      await t.query(sql`update rmas set created_at = ${at}::timestamptz where id = ${id}`);
    }
    const numbers = await t.app.services.rmaNumbers.numbers(now);
    expect(numbers.since).toBe('2025-07-15');
    expect(numbers.products).toEqual([
      expect.objectContaining({
        productId: stock.product.id,
        rmas: 1,
        unitsSold: 4,
        ratePercent: 25,
      }),
    ]);
    expect(numbers.categories).toEqual([
      expect.objectContaining({ rmas: 1, unitsSold: 4, ratePercent: 25 }),
    ]);
    // In winter the shop is on PST: 10:00 UTC on 15 January is 02:00 there, and the window
    // opens on 15 January 2025 at 08:00 UTC.
    expect((await t.app.services.rmaNumbers.numbers(new Date('2026-01-15T10:00:00Z'))).since).toBe(
      '2025-01-15',
    );
    // 05:00 UTC on 16 July is still the shop's 15 July.
    expect((await t.app.services.rmaNumbers.numbers(new Date('2026-07-16T05:00:00Z'))).since).toBe(
      '2025-07-15',
    );
  });
});
