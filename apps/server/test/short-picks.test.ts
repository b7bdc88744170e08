import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type {
  AdminOrder,
  AdminOrderSummary,
  AdminStats,
  ProductUnit,
  WaitingOrder,
  WarehouseLocation,
} from '@shop/contract';
import { createTestApp, type TestApp } from './helpers.ts';
import { createOrderWithUnits, pricedProducts, type FixtureProduct } from './order-fixtures.ts';
import { oneBinZone } from './unit-fixtures.ts';

type Person = { id: number; email: string; cookie: string };

/**
 * A paid order that got fewer units than it bought says so (the admin list
 * with its "units missing" filter, the order dialog, the dashboard), and a receipt of that
 * product offers the new units to the waiting orders, oldest first.
 */
describe('short picks', () => {
  let t: TestApp;
  let admin: Person;
  let customer: Person;
  let products: FixtureProduct[];
  let bin: WarehouseLocation;

  const receive = async (productId: number, quantity: number) => {
    await t.trackSerials(productId);
    const res = await t.call('POST', '/api/product-units', admin, {
      product_id: productId,
      quantity,
      location: { warehouse_location_id: bin.id },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { units: ProductUnit[]; waiting_orders: WaitingOrder[] };
  };
  const order = (lines: { product: FixtureProduct; quantity: number }[], createdAt?: string) =>
    createOrderWithUnits(t, {
      customer: { id: customer.id, email: customer.email, name: 'Sam Short' },
      lines,
      ...(createdAt ? { createdAt, status: 'paid' as const } : {}),
    });
  const listed = async (query: string) => {
    const res = await t.call('GET', `/api/admin/orders?limit=100&${query}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { orders: AdminOrderSummary[]; pagination: { total: number } };
  };
  const dialog = async (id: number) =>
    (await t.call('GET', `/api/admin/orders/${id}`, admin)).json().order as AdminOrder;
  const setStatus = (id: number, status: string) =>
    t.query(sql`update orders set status = ${status} where id = ${id}`);

  beforeAll(async () => {
    t = await createTestApp();
    await t.seedCatalogue();
    admin = await t.createStaff('admin');
    customer = await t.signUp({ firstName: 'Sam', lastName: 'Short' });
    products = await pricedProducts(t);
    bin = await oneBinZone(t, admin, { code: 'P', name: 'Picking' });
  });
  afterAll(() => t.close());

  it('says "2 of 3 units assigned" in the list, the filter and the dialog; the dashboard counts it', async () => {
    const [tracked, untracked] = [products[0]!, products[1]!];
    await receive(tracked.id, 2);
    const short = await order([
      { product: tracked, quantity: 3 },
      // A product the shop keeps no units of needs none: it never makes an order short.
      { product: untracked, quantity: 4 },
    ]);
    await receive(tracked.id, 1);
    const full = await order([{ product: tracked, quantity: 1 }]);

    const all = await listed('');
    const shortRow = all.orders.find((o) => o.id === short.id)!;
    expect(shortRow).toMatchObject({ units_assigned: 2, units_needed: 3, units_missing: true });
    expect(all.orders.find((o) => o.id === full.id)).toMatchObject({
      units_assigned: 1,
      units_needed: 1,
      units_missing: false,
    });

    const missing = await listed('units_missing=true');
    expect(missing.orders.map((o) => o.id)).toEqual([short.id]);
    expect(missing.pagination.total).toBe(1);
    // The filter goes with the others (and the export takes it too).
    expect((await listed(`units_missing=true&search=${short.orderNumber}`)).orders).toHaveLength(1);
    expect((await listed('units_missing=true&status=shipped')).orders).toHaveLength(0);
    const csv = await t.call('GET', '/api/admin/orders/export?units_missing=true', admin);
    expect(csv.body).toContain(short.orderNumber);
    expect(csv.body).not.toContain(full.orderNumber);

    expect(await dialog(short.id)).toMatchObject({
      units_assigned: 2,
      units_needed: 3,
      units_missing: true,
    });

    const stats = (await t.call('GET', '/api/admin/stats', admin)).json() as AdminStats;
    expect(stats.totals.ordersMissingUnits).toBe(1);

    // Shipped short is no longer waiting: the list still counts its units, the filter drops it.
    await setStatus(short.id, 'shipped');
    expect((await listed('units_missing=true')).orders).toHaveLength(0);
    expect(
      ((await t.call('GET', '/api/admin/stats', admin)).json() as AdminStats).totals,
    ).toMatchObject({ ordersMissingUnits: 0 });
    expect(await dialog(short.id)).toMatchObject({ units_assigned: 2, units_missing: false });
    await setStatus(short.id, 'cancelled');
  });

  it('a unit of the order marked damaged no longer counts: the order is short, and waits for a receipt', async () => {
    const product = products[3]!;
    await receive(product.id, 1);
    const full = await order([{ product, quantity: 1 }]);
    expect(await dialog(full.id)).toMatchObject({ units_assigned: 1, units_missing: false });
    const [unit] = await t.query<{ id: number }>(
      sql`select id from product_units where order_id = ${full.id}`,
    );
    const damaged = await t.call('PUT', `/api/product-units/${unit!.id}/status`, admin, {
      status: 'damaged',
      notes: 'Dropped while packing',
    });
    expect(damaged.statusCode, damaged.body).toBe(200);
    // The same count everywhere: the dialog, the list's filter and a receipt's waiting orders.
    expect(await dialog(full.id)).toMatchObject({
      units_assigned: 0,
      units_needed: 1,
      units_missing: true,
    });
    expect((await listed('units_missing=true')).orders.map((o) => o.id)).toContain(full.id);
    const received = await receive(product.id, 1);
    expect(received.waiting_orders.map((o) => o.id)).toContain(full.id);
    await setStatus(full.id, 'cancelled');
  });

  it('a bad filter value is a 400 with its message', async () => {
    const res = await t.call('GET', '/api/admin/orders?units_missing=maybe', admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('units_missing must be true or false');
  });

  it('a receipt lists the waiting orders of its product; assigning gives the oldest first, in one go', async () => {
    const product = products[2]!;
    await receive(product.id, 1);
    const older = await order([{ product, quantity: 2 }], '2026-01-05T10:00:00Z'); // 1 of 2
    const newer = await order([{ product, quantity: 2 }], '2026-01-06T10:00:00Z'); // 0 of 2
    const processing = await order([{ product, quantity: 1 }], '2026-01-07T10:00:00Z');
    await setStatus(processing.id, 'processing'); // 0 of 1, still waiting
    const pending = await order([{ product, quantity: 1 }], '2026-01-04T10:00:00Z');
    await setStatus(pending.id, 'pending'); // not paid: not waiting

    const received = await receive(product.id, 3);
    expect(received.waiting_orders).toEqual([
      expect.objectContaining({ id: older.id, order_number: older.orderNumber, missing: 1 }),
      expect.objectContaining({ id: newer.id, missing: 2 }),
      expect.objectContaining({ id: processing.id, missing: 1 }),
    ]);

    const res = await t.call('POST', '/api/product-units/assign-waiting', admin, {
      product_id: product.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as {
      assigned: number;
      orders: { id: number; assigned: number }[];
      waiting_orders: WaitingOrder[];
    };
    expect(body.assigned).toBe(3);
    expect(body.orders).toEqual([
      expect.objectContaining({ id: older.id, assigned: 1 }),
      expect.objectContaining({ id: newer.id, assigned: 2 }),
    ]);
    expect(body.waiting_orders).toEqual([expect.objectContaining({ id: processing.id })]);
    expect((await dialog(older.id)).units_missing).toBe(false);
    expect((await dialog(newer.id)).units_missing).toBe(false);
    expect((await dialog(processing.id)).units_assigned).toBe(0);
    const [movements] = await t.query<{ n: number }>(sql`
      select count(*)::int as n from unit_movements m join product_units u on u.id = m.unit_id
      where u.product_id = ${product.id} and m.movement_type = 'order_assignment'`);
    expect(movements!.n).toBe(4); // the first unit at checkout, three now

    // Nothing left on the shelf: a second call assigns nothing and changes nothing.
    const again = await t.call('POST', '/api/product-units/assign-waiting', admin, {
      product_id: product.id,
    });
    expect(again.json()).toMatchObject({ assigned: 0, orders: [] });
  });

  it('refuses the assignment to anyone but an admin, and bad or unknown products', async () => {
    const manager = await t.createStaff('manager', {
      canManageOrders: true,
      canManageProducts: true,
      canViewReports: true,
    });
    const url = '/api/product-units/assign-waiting';
    const body = { product_id: products[0]!.id };
    expect((await t.call('POST', url, undefined, body)).statusCode).toBe(401);
    expect((await t.call('POST', url, customer, body)).statusCode).toBe(403);
    expect((await t.call('POST', url, manager, body)).statusCode).toBe(403);
    const bad = await t.call('POST', url, admin, { product_id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Product not found');
    const unknown = await t.call('POST', url, admin, { product_id: 99_999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Product not found');
  });
});
