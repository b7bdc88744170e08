import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  CLOSED_ORDER_STATUSES,
  ORDER_MESSAGES,
  ORDER_STATUSES,
  type OrderStatus,
  type UnitStatus,
  type Zone,
} from '@shop/contract';
import { createTestApp, type TestApp } from './helpers.ts';
import { checkoutOrder, createOrder } from './order-fixtures.ts';
import { orderUnitsShop, type OrderUnitsShop } from './unit-fixtures.ts';

/** Whether an order at this status has its goods out of the warehouse. */
const UNITS_GONE: readonly OrderStatus[] = ['shipped', 'delivered', 'completed'];
const DELIVERED: readonly OrderStatus[] = ['delivered', 'completed'];

/**
 * What each change does to an order holding two units that followed it to `from`
 * (docs/modules/warehouse.md#units, ADR 0035): the status the units end in, or the change refused.
 */
function expected(from: OrderStatus, to: OrderStatus): UnitStatus | 'refused' {
  const closed = (s: OrderStatus) => CLOSED_ORDER_STATUSES.includes(s);
  if (closed(from)) return to === 'pending' ? 'assigned' : 'refused';
  if (closed(to)) return UNITS_GONE.includes(from) ? 'returned' : 'available';
  if (to === 'shipped') return DELIVERED.includes(from) ? 'refused' : 'shipped';
  if (DELIVERED.includes(to)) return 'delivered';
  // pending, paid, processing: the units are on a shelf, the order's.
  return UNITS_GONE.includes(from) ? 'refused' : 'assigned';
}

/**
 * Every order status change, single or bulk, brings the order's units to
 * the matching state through the allowed unit transitions, each step a movement, or is
 * refused with its reason; and the zone status mappings fire on every path. One order
 * walked to completed and Bulk Actions, on each engine: order-units.parity.test.ts.
 */
describe('orders and their units stay in step', () => {
  let t: TestApp;
  let customer: OrderUnitsShop['customer'];
  let product: OrderUnitsShop['product'];
  let admin: OrderUnitsShop['admin'];
  let unitsOfOrder: OrderUnitsShop['unitsOfOrder'];
  let unitsById: OrderUnitsShop['unitsById'];
  let movementCount: OrderUnitsShop['movementCount'];
  let orderStatus: OrderUnitsShop['orderStatus'];
  let strandedUnits: OrderUnitsShop['strandedUnits'];
  let paidOrderWithUnits: OrderUnitsShop['paidOrderWithUnits'];
  let setStatus: OrderUnitsShop['setStatus'];

  beforeAll(async () => {
    t = await createTestApp();
    ({
      admin,
      customer,
      product,
      unitsOfOrder,
      unitsById,
      movementCount,
      orderStatus,
      strandedUnits,
      paidOrderWithUnits,
      setStatus,
    } = await orderUnitsShop(t));
  });
  afterAll(() => t.close());

  it('every pair of order statuses: the units follow through allowed steps with a movement each, or the change is refused and nothing moves', async () => {
    const failures: string[] = [];
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const order = await paidOrderWithUnits();
        const ids = (await unitsOfOrder(order.id)).map((u) => u.id);
        if (from !== 'paid') {
          const reached = await setStatus(order.id, from);
          expect(reached.statusCode, `paid -> ${from}: ${reached.body}`).toBe(200);
        }
        const before = await unitsById(ids);
        const movementsBefore = await movementCount(ids);
        const res = await setStatus(order.id, to);
        const after = await unitsById(ids);
        const want = expected(from, to);
        const label = `${from} -> ${to}`;
        if (want === 'refused') {
          if (res.statusCode !== 409)
            failures.push(`${label}: ${res.statusCode} ${res.json().error ?? ''}`);
          else if (!res.json().error) failures.push(`${label}: refused without a reason`);
          if (JSON.stringify(after) !== JSON.stringify(before))
            failures.push(`${label}: refused, yet the units changed`);
          if ((await orderStatus(order.id)) !== from) failures.push(`${label}: order changed`);
          if ((await movementCount(ids)) !== movementsBefore)
            failures.push(`${label}: refused, yet movements were written`);
          continue;
        }
        if (res.statusCode !== 200) {
          failures.push(`${label}: ${res.statusCode} ${res.json().error ?? ''}`);
          continue;
        }
        const statuses = after.map((u) => u.status);
        // A reopened order takes any two units again: count the ones it holds.
        const held = to === 'pending' && CLOSED_ORDER_STATUSES.includes(from);
        const now = held ? await unitsOfOrder(order.id) : after;
        if (
          held
            ? now.filter((u) => u.status === 'assigned').length !== 2
            : statuses.some((s) => s !== want)
        )
          failures.push(`${label}: units ${statuses.join(', ')}, expected ${want}`);
        const changed = before.some((u, i) => u.status !== after[i]?.status);
        if (changed && (await movementCount(ids)) === movementsBefore)
          failures.push(`${label}: units changed without a movement`);
      }
    }
    expect(failures).toEqual([]);
    expect(await strandedUnits()).toBe(0);
  });

  it('a change the units cannot follow answers 409 with the reason', async () => {
    const order = await paidOrderWithUnits();
    expect((await setStatus(order.id, 'delivered')).statusCode).toBe(200);
    const back = await setStatus(order.id, 'processing');
    expect(back.statusCode).toBe(409);
    expect(back.json().error).toBe(ORDER_MESSAGES.unitsGone(order.orderNumber, 'delivered'));
    const reship = await setStatus(order.id, 'shipped');
    expect(reship.statusCode).toBe(409);
    expect(reship.json().error).toBe(ORDER_MESSAGES.unitsGone(order.orderNumber, 'delivered'));
  });

  describe('zone status mappings fire on every path (item 5)', () => {
    let zones: Record<string, Zone>;
    const map = async (status: OrderStatus) => {
      const res = await t.call('POST', '/api/status-mappings', admin, {
        order_status: status,
        zone_id: zones[status]!.id,
        description: `${status} zone`,
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    const zonesOf = async (orderId: number) => (await unitsOfOrder(orderId)).map((u) => u.zoneId);

    beforeAll(async () => {
      zones = {};
      for (const [i, status] of ORDER_STATUSES.entries()) {
        const res = await t.call('POST', '/api/warehouse-zones', admin, {
          zone_code: `M${i}`,
          zone_name: `${status} mapped`,
        });
        expect(res.statusCode, res.body).toBe(201);
        zones[status] = res.json().zone;
      }
    });
    afterAll(async () => {
      for (const status of ORDER_STATUSES)
        await t.call('DELETE', `/api/status-mapping/${status}`, admin);
    });

    it('paid at checkout: the assigned units move to the paid zone, with a location change', async () => {
      await map('paid');
      const placed = await checkoutOrder(t, customer, [{ product, quantity: 2 }]);
      const orderId = Number(placed.id);
      expect(await zonesOf(orderId)).toEqual([zones.paid!.id, zones.paid!.id]);
      const moves = await t.query<{ n: number }>(sql`
        select count(*)::int as n from unit_movements
        where reference_type = 'order' and reference_id = ${String(orderId)}
          and movement_type = 'location_change' and reason like '%paid%'`);
      expect(moves[0]!.n).toBe(2);
    });

    it('every status on a single change, and pending when a closed order is reopened', async () => {
      for (const status of ORDER_STATUSES) if (status !== 'paid') await map(status);
      for (const status of ['processing', 'shipped', 'delivered', 'completed'] as const) {
        const order = await paidOrderWithUnits();
        expect((await setStatus(order.id, status)).statusCode).toBe(200);
        expect(await zonesOf(order.id), status).toEqual([zones[status]!.id, zones[status]!.id]);
      }
      const order = await paidOrderWithUnits();
      expect((await setStatus(order.id, 'pending')).statusCode).toBe(200);
      expect(await zonesOf(order.id)).toEqual([zones.pending!.id, zones.pending!.id]);
      for (const status of ['cancelled', 'refunded'] as const) {
        const closed = await paidOrderWithUnits();
        const ids = (await unitsOfOrder(closed.id)).map((u) => u.id);
        expect((await setStatus(closed.id, status)).statusCode).toBe(200);
        expect(
          (await unitsById(ids)).map((u) => u.zoneId),
          status,
        ).toEqual([zones[status]!.id, zones[status]!.id]);
        const reopened = await setStatus(closed.id, 'pending');
        expect(reopened.statusCode, reopened.body).toBe(200);
        expect(await zonesOf(closed.id), `${status} reopened`).toEqual([
          zones.pending!.id,
          zones.pending!.id,
        ]);
      }
    });

    it('Bulk Actions and Mark as Paid move the units to the mapped zone too', async () => {
      const a = await paidOrderWithUnits();
      const b = await paidOrderWithUnits();
      const bulk = await t.call('PUT', '/api/admin/orders/bulk-status', admin, {
        ids: [a.id, b.id],
        status: 'processing',
      });
      expect(bulk.statusCode, bulk.body).toBe(200);
      for (const id of [a.id, b.id])
        expect(await zonesOf(id)).toEqual([zones.processing!.id, zones.processing!.id]);

      // A pending order (reopened without units to take at first) paid later: the units it
      // is given go straight to the zone of its status.
      const unpaid = await createOrder(t, {
        customer,
        lines: [{ product, quantity: 1 }],
        status: 'pending',
        paymentStatus: 'pending',
      });
      const paid = await t.call('PUT', `/api/admin/orders/${unpaid.id}/payment-status`, admin, {
        payment_status: 'paid',
      });
      expect(paid.statusCode, paid.body).toBe(200);
      expect(await zonesOf(unpaid.id)).toEqual([zones.pending!.id]);
    });
  });
});
