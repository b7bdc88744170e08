import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ORDER_MESSAGES } from '@shop/contract';
import { createTestApp, type TestApp } from './helpers.ts';
import { orderUnitsShop, type OrderUnitsShop } from './unit-fixtures.ts';

/**
 * An order's units on each engine: one order walked to completed (its units' movements and
 * bins written by the unit triggers), and Bulk Actions moving several orders' units in one
 * request. Every pair of statuses, refusals and zone mappings: order-units.test.ts.
 */
describe('orders and their units stay in step (both engines)', () => {
  let t: TestApp;
  let admin: OrderUnitsShop['admin'];
  let unitsOfOrder: OrderUnitsShop['unitsOfOrder'];
  let orderStatus: OrderUnitsShop['orderStatus'];
  let strandedUnits: OrderUnitsShop['strandedUnits'];
  let paidOrderWithUnits: OrderUnitsShop['paidOrderWithUnits'];
  let setStatus: OrderUnitsShop['setStatus'];

  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, unitsOfOrder, orderStatus, strandedUnits, paidOrderWithUnits, setStatus } =
      await orderUnitsShop(t));
  });
  afterAll(() => t.close());

  it('paid -> completed walks each unit assigned -> shipped -> delivered, two movements, and they leave the bin', async () => {
    const order = await paidOrderWithUnits();
    const ids = (await unitsOfOrder(order.id)).map((u) => u.id);
    const res = await setStatus(order.id, 'completed');
    expect(res.statusCode, res.body).toBe(200);
    const steps = await t.query<{ unitId: number; from: string; to: string; type: string }>(sql`
      select unit_id as "unitId", from_status as from, to_status as to, movement_type as type
      from unit_movements where unit_id = any(${`{${ids.join(',')}}`}::int[])
        and reference_type = 'order' and reference_id = ${String(order.id)}
      order by unit_id, id`);
    expect(steps).toEqual(
      ids.flatMap((unitId) => [
        { unitId, from: 'available', to: 'assigned', type: 'order_assignment' },
        { unitId, from: 'assigned', to: 'shipped', type: 'order_shipment' },
        { unitId, from: 'shipped', to: 'delivered', type: 'status_change' },
      ]),
    );
    const placed = await t.query<{ n: number }>(sql`
      select count(*)::int as n from product_units
      where id = any(${`{${ids.join(',')}}`}::int[]) and location_id is not null`);
    expect(placed[0]!.n).toBe(0);
  });

  it('Bulk Actions: Completed walks the units to delivered; an order its units cannot follow is skipped with the reason', async () => {
    const a = await paidOrderWithUnits();
    const b = await paidOrderWithUnits();
    expect((await setStatus(b.id, 'completed')).statusCode).toBe(200);
    const c = await paidOrderWithUnits();
    const completed = await t.call('PUT', '/api/admin/orders/bulk-status', admin, {
      ids: [a.id, c.id],
      status: 'completed',
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toMatchObject({ updated: 2, skipped: [] });
    for (const id of [a.id, c.id]) {
      expect((await unitsOfOrder(id)).map((u) => u.status)).toEqual(['delivered', 'delivered']);
    }
    const back = await t.call('PUT', '/api/admin/orders/bulk-status', admin, {
      ids: [a.id, b.id],
      status: 'processing',
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({
      updated: 0,
      skipped: [
        { id: a.id, reason: ORDER_MESSAGES.unitsGone(a.orderNumber, 'delivered') },
        { id: b.id, reason: ORDER_MESSAGES.unitsGone(b.orderNumber, 'delivered') },
      ],
    });
    expect(await orderStatus(a.id)).toBe('completed');
    expect(await strandedUnits()).toBe(0);
  });
});
