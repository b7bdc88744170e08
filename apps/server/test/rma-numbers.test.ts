import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  RMA_SETTINGS_MESSAGES,
  type AdminStats,
  rmaNumbersResponse,
  type RmaNumbersResponse,
  type RmaStatus,
} from '@shop/contract';
import { createTestApp, type TestApp } from './helpers.ts';
import { pricedProducts, type FixtureProduct } from './order-fixtures.ts';
import { insertRma, setUpStock, soldUnits } from './rma-fixtures.ts';

type Person = { id: number; email: string; cookie: string };

/**
 * ADR 0050: return rates per product and per category over 12 months
 * (rejected and withdrawn RMAs left out, old sales and old RMAs too), the settings' threshold
 * and minimum units, the average days to resolve over 90 days, the open RMAs per status, the
 * product list's flag, the dashboard's card, the returns settings and who may see each.
 */
describe('returns: the numbers and the settings', () => {
  let t: TestApp;
  let admin: Person;
  let customer: Person;
  let orders: Person;
  let reports: Person;
  let products: Person;
  /** a: returned often; c: a's category, sold, never returned; b: another category, few sold. */
  let a: FixtureProduct;
  let b: FixtureProduct;
  let c: FixtureProduct;
  let soldB: Awaited<ReturnType<typeof soldUnits>>;
  let bRma: number;

  const numbers = async (who: Person = orders) => {
    const res = await t.call('GET', '/api/admin/rmas/numbers', who);
    expect(res.statusCode, res.body).toBe(200);
    // Sent without a check against its schema: it must carry nothing the schema would drop.
    const body = res.json() as RmaNumbersResponse;
    expect(body).toStrictEqual(rmaNumbersResponse.parse(body));
    return body;
  };
  const rma = async (unitId: number, status: RmaStatus) =>
    (await insertRma(t, { customer, unitId, status })).id;
  /** A resolved RMA filed `filedDaysAgo` days ago and resolved `resolvedDaysAgo` days ago. */
  const resolved = async (unitId: number, filedDaysAgo: number, resolvedDaysAgo: number) => {
    const id = await rma(unitId, 'requested');
    await t.query(sql`
      update rmas set status = 'resolved', resolution = 'replace',
        created_at = now() - make_interval(days => ${filedDaysAgo}),
        resolved_at = now() - make_interval(days => ${resolvedDaysAgo})
      where id = ${id}`);
  };
  const setThresholds = (percent: number, minUnits: number) =>
    t.call('PUT', '/api/admin/rma-settings', admin, {
      returnWindowDays: 30,
      returnRateFlagPercent: percent,
      returnRateMinUnits: minUnits,
    });

  beforeAll(async () => {
    t = await createTestApp();
    await t.seedCatalogue();
    admin = await t.createStaff('admin');
    orders = await t.createStaff('manager', { canManageOrders: true });
    reports = await t.createStaff('manager', { canViewReports: true });
    products = await t.createStaff('manager', { canManageProducts: true });
    customer = await t.signUp();
    const priced = await pricedProducts(t);
    const categories = new Map(
      (
        await t.query<{ id: number; categoryId: number }>(sql`
          select id, category_id as "categoryId" from products`)
      ).map((r) => [r.id, r.categoryId]),
    );
    a = priced[0]!;
    c = priced.find((p) => p.id !== a.id && categories.get(p.id) === categories.get(a.id))!;
    b = priced.find((p) => categories.get(p.id) !== categories.get(a.id))!;
    expect(c && b).toBeTruthy();

    // a: 10 units delivered this year, and one 400 days ago (out of the window).
    const stockA = await setUpStock(t, admin, { product: a, units: 11 });
    const soldA = await soldUnits(t, admin, stockA, customer, { quantity: 10 });
    const oldA = await soldUnits(t, admin, stockA, customer, { deliveredDaysAgo: 400 });
    const [u0, u1, u2, u3, u4, u5] = soldA.units.map((u) => u.id);
    await rma(u0!, 'requested');
    await rma(u1!, 'approved');
    await rma(u2!, 'rejected');
    await rma(u3!, 'withdrawn');
    await resolved(u4!, 5, 1); // 4 days
    await resolved(u5!, 12, 10); // 2 days
    // Filed 400 days ago (out of the rate's window), resolved 100 days ago (out of the 90).
    await resolved(oldA.units[0]!.id, 400, 100);
    // c: 10 units shipped (not yet delivered), no RMA.
    const stockC = await setUpStock(t, admin, { product: c, units: 10 });
    await soldUnits(t, admin, stockC, customer, { quantity: 10, status: 'shipped' });
    // b: 4 units delivered, one RMA being inspected.
    const stockB = await setUpStock(t, admin, { product: b, units: 4 });
    soldB = await soldUnits(t, admin, stockB, customer, { quantity: 4 });
    bRma = await rma(soldB.units[0]!.id, 'inspected');
  });
  afterAll(() => t.close());

  it('rates each product and category over 12 months: rejected, withdrawn and old ones left out', async () => {
    const n = await numbers();
    expect(n.products.map((p) => p.productId)).toEqual([a.id, b.id]);
    // a: requested, approved and two resolved of 10 units; b: 1 of 4.
    expect(n.products[0]).toMatchObject({
      productId: a.id,
      name: a.name,
      sku: a.sku,
      rmas: 4,
      unitsSold: 10,
      ratePercent: 40,
      flagged: true,
    });
    // 25% but under the 5 units sold the defaults ask for before flagging.
    expect(n.products[1]).toMatchObject({ rmas: 1, unitsSold: 4, ratePercent: 25, flagged: false });
    // a's category counts c's units (shipped, not returned) too: 4 of 20.
    expect(n.categories).toHaveLength(2);
    expect(n.categories[0]).toMatchObject({ rmas: 1, unitsSold: 4, ratePercent: 25 });
    expect(n.categories[1]).toMatchObject({
      name: n.products[0]!.categoryName,
      rmas: 4,
      unitsSold: 20,
      ratePercent: 20,
      flagged: true,
    });
    expect(n.thresholds).toEqual({ returnRateFlagPercent: 10, returnRateMinUnits: 5 });
    expect(n.since).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Open: one requested, one approved, one inspected; resolved in 90 days: 4 and 2 days.
    expect(n.open).toEqual({ requested: 1, approved: 1, received: 0, inspected: 1, total: 3 });
    expect(n.resolve).toEqual({ resolved: 2, averageDays: 3 });
  });

  it('flags over the threshold once the minimum units sold: the settings decide', async () => {
    const flagged = (ids: number[], who: Person = products) =>
      t.call('GET', `/api/admin/rmas/flagged-products?ids=${ids.join(',')}`, who);
    const first = await flagged([a.id, b.id, c.id, 999999]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().flagged).toEqual([
      { productId: a.id, rmas: 4, unitsSold: 10, ratePercent: 40 },
    ]);
    // 4 units are enough now: b at exactly 25% is not over 25%, over 24% it is.
    expect((await setThresholds(25, 4)).statusCode).toBe(200);
    expect(
      (await flagged([a.id, b.id])).json().flagged.map((f: { productId: number }) => f.productId),
    ).toEqual([a.id]);
    expect((await setThresholds(24, 4)).statusCode).toBe(200);
    expect((await flagged([a.id, b.id])).json().flagged).toEqual([
      { productId: a.id, rmas: 4, unitsSold: 10, ratePercent: 40 },
      { productId: b.id, rmas: 1, unitsSold: 4, ratePercent: 25 },
    ]);
    // a's 10 units are under a minimum of 11.
    expect((await setThresholds(10, 11)).statusCode).toBe(200);
    expect((await flagged([a.id, b.id])).json().flagged).toEqual([]);
    expect((await numbers()).products.every((p) => !p.flagged)).toBe(true);
    expect((await setThresholds(10, 5)).statusCode).toBe(200);
    // The ids are checked: a list of whole ids, at most 100.
    for (const bad of [
      '',
      'abc',
      '1,,2',
      '-1',
      '0',
      Array.from({ length: 101 }, (_, i) => i + 1).join(','),
    ]) {
      const res = await t.call('GET', `/api/admin/rmas/flagged-products?ids=${bad}`, products);
      expect(res.statusCode, bad).toBe(400);
    }
    // The product list's own people (canManageProducts) and admins; not orders-only staff.
    expect((await flagged([a.id], admin)).statusCode).toBe(200);
    expect((await flagged([a.id], orders)).statusCode).toBe(403);
    expect((await flagged([a.id], customer)).statusCode).toBe(403);
    expect(
      (await t.inject({ method: 'GET', url: '/api/admin/rmas/flagged-products?ids=1' })).statusCode,
    ).toBe(401);
  });

  it('shows the returns on the dashboard: open RMAs, days to resolve, the flagged products', async () => {
    const res = await t.call('GET', '/api/admin/stats', reports);
    expect(res.statusCode, res.body).toBe(200);
    const { returns } = res.json() as AdminStats;
    expect(returns.open.total).toBe(3);
    expect(returns.resolve).toEqual({ resolved: 2, averageDays: 3 });
    expect(returns.flagged).toEqual([
      { productId: a.id, name: a.name, sku: a.sku, rmas: 4, unitsSold: 10, ratePercent: 40 },
    ]);
  });

  it('lets staff who work orders read the numbers; no one else', async () => {
    expect((await t.call('GET', '/api/admin/rmas/numbers', admin)).statusCode).toBe(200);
    for (const who of [reports, products, customer]) {
      expect((await t.call('GET', '/api/admin/rmas/numbers', who)).statusCode).toBe(403);
    }
    expect((await t.inject({ method: 'GET', url: '/api/admin/rmas/numbers' })).statusCode).toBe(
      401,
    );
  });

  it('keeps the returns settings: admins only, every value checked, defaults until saved', async () => {
    await t.query(sql`delete from rma_settings`);
    const read = await t.call('GET', '/api/admin/rma-settings', admin);
    expect(read.json().settings).toEqual({
      returnWindowDays: 30,
      returnRateFlagPercent: 10,
      returnRateMinUnits: 5,
    });
    const good = { returnWindowDays: 45, returnRateFlagPercent: 12, returnRateMinUnits: 8 };
    const bad: [Partial<typeof good> | Record<string, unknown>, keyof typeof good][] = [
      [{ returnWindowDays: 366 }, 'returnWindowDays'],
      [{ returnWindowDays: -1 }, 'returnWindowDays'],
      [{ returnWindowDays: 1.5 }, 'returnWindowDays'],
      [{ returnRateFlagPercent: 0 }, 'returnRateFlagPercent'],
      [{ returnRateFlagPercent: 101 }, 'returnRateFlagPercent'],
      [{ returnRateFlagPercent: '10' }, 'returnRateFlagPercent'],
      [{ returnRateMinUnits: 0 }, 'returnRateMinUnits'],
      [{ returnRateMinUnits: null }, 'returnRateMinUnits'],
    ];
    for (const [change, field] of bad) {
      const res = await t.call('PUT', '/api/admin/rma-settings', admin, { ...good, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.body).toContain(RMA_SETTINGS_MESSAGES[field]);
    }
    expect(
      (await t.call('GET', '/api/admin/rma-settings', admin)).json().settings.returnWindowDays,
    ).toBe(30);
    const saved = await t.call('PUT', '/api/admin/rma-settings', admin, good);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings).toEqual(good);
    expect((await t.call('GET', '/api/admin/rma-settings', admin)).json().settings).toEqual(good);
    const [row] = await t.query<{ updatedBy: number }>(sql`
      select updated_by as "updatedBy" from rma_settings`);
    expect(row!.updatedBy).toBe(admin.id);
    // Managers, whatever they may do, and customers: refused, nothing saved.
    const everything = await t.createStaff('manager', {
      canManageOrders: true,
      canManageProducts: true,
      canViewReports: true,
    });
    for (const who of [everything, orders, customer]) {
      expect((await t.call('GET', '/api/admin/rma-settings', who)).statusCode).toBe(403);
      expect(
        (await t.call('PUT', '/api/admin/rma-settings', who, { ...good, returnWindowDays: 1 }))
          .statusCode,
      ).toBe(403);
    }
    expect((await t.call('GET', '/api/admin/rma-settings', admin)).json().settings).toEqual(good);
    await setThresholds(10, 5);
  });

  it('counts a replacement shipment as no sale, and a repaired unit once, at its first sale', async () => {
    await setUpStock(t, admin, { product: b, units: 1 });
    const ship = async (orderId: number) => {
      for (const status of ['shipped', 'delivered']) {
        const moved = await t.call('PUT', `/api/admin/orders/${orderId}/status`, admin, {
          status,
        });
        expect(moved.statusCode, moved.body).toBe(200);
      }
    };
    await t.query(sql`update product_units set status = 'damaged'
      where id = ${soldB.units[0]!.id}`);
    const replaced = await t.call('POST', `/api/admin/rmas/${bRma}/resolve`, admin, {
      resolution: 'replace',
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    await ship(replaced.json().resolution.resolutionOrderId as number);
    const repairRma = await rma(soldB.units[1]!.id, 'inspected');
    await t.query(sql`update product_units set status = 'damaged'
      where id = ${soldB.units[1]!.id}`);
    const repaired = await t.call('POST', `/api/admin/rmas/${repairRma}/resolve`, admin, {
      resolution: 'repair',
    });
    expect(repaired.statusCode, repaired.body).toBe(200);
    await ship(repaired.json().resolution.resolutionOrderId as number);
    // Still the 4 units sold: the replacement is not a sale, the repaired unit is one of the 4.
    const row = (await numbers()).products.find((p) => p.productId === b.id);
    expect(row).toMatchObject({ rmas: 2, unitsSold: 4, ratePercent: 50 });
  });

  it('lists its calls in the OpenAPI document', async () => {
    const doc = (await t.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths['/api/admin/rma-settings'] ?? {})).toEqual(
      expect.arrayContaining(['get', 'put']),
    );
    expect(doc.paths['/api/admin/rmas/numbers']?.get).toBeDefined();
    expect(doc.paths['/api/admin/rmas/flagged-products']?.get).toBeDefined();
  });
});
