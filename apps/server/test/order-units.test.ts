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
import {
  checkoutOrder,
  createOrder,
  pricedProducts,
  type FixtureProduct,
} from './order-fixtures.ts';

type Person = { id: number; email: string; cookie: string };
type UnitState = { id: number; status: UnitStatus; orderId: number | null; zoneId: number | null };

/** Whether an order at this status has its goods out of the warehouse. */
const UNITS_GONE: readonly OrderStatus[] = ['shipped', 'delivered', 'completed'];
const DELIVERED: readonly OrderStatus[] = ['delivered', 'completed'];

/**
 * What each change does to an order holding two units that followed it to `from`
 * (DECISIONS.md section 5, ADR 0035): the status the units end in, or the change refused.
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
 * Item 1 of issue 20: every order status change, single or bulk, brings the order's units to
 * the matching state through the allowed unit transitions, each step a movement, or is
 * refused with its reason; item 5: the zone status mappings fire on every path.
 */
describe('orders and their units stay in step', () => {
  let t: TestApp;
  let admin: Person;
  let customer: { id: number; email: string; cookie: string };
  let product: FixtureProduct;
  let stockZone: Zone;
  let binId: number;

  const unitsOfOrder = (orderId: number) =>
    t.query<UnitState>(sql`
      select id, status, order_id as "orderId", zone_id as "zoneId" from product_units
      where order_id = ${orderId} order by id`);
  const unitsById = (ids: number[]) =>
    t.query<UnitState>(sql`
      select id, status, order_id as "orderId", zone_id as "zoneId" from product_units
      where id = any(${`{${ids.join(',')}}`}::int[]) order by id`);
  const movementCount = async (unitIds: number[]) =>
    (
      await t.query<{ n: number }>(sql`
        select count(*)::int as n from unit_movements
        where unit_id = any(${`{${unitIds.join(',')}}`}::int[])`)
    )[0]!.n;
  const orderStatus = async (orderId: number) =>
    (
      await t.query<{ status: OrderStatus }>(sql`select status from orders where id = ${orderId}`)
    )[0]!.status;
  /** The recount: units still assigned to an order that is no longer open (must be none). */
  const strandedUnits = async () =>
    (
      await t.query<{ n: number }>(sql`
        select count(*)::int as n from product_units u join orders o on o.id = u.order_id
        where u.status = 'assigned' and o.status not in ('pending', 'paid', 'processing')`)
    )[0]!.n;

  /** A paid order of two units of the product, its units assigned as checkout does it. */
  async function paidOrderWithUnits() {
    const order = await createOrder(t, { customer, lines: [{ product, quantity: 2 }] });
    expect(await t.app.services.units.assignToOrder(order.id, null)).toBe(2);
    return order;
  }
  const setStatus = (orderId: number, status: OrderStatus) =>
    t.call('PUT', `/api/admin/orders/${orderId}/status`, admin, { status });

  beforeAll(async () => {
    t = await createTestApp();
    await t.seedCatalogue();
    admin = await t.createStaff('admin');
    customer = await t.signUp();
    product = (await pricedProducts(t))[0]!;
    stockZone = (
      await t.call('POST', '/api/warehouse-zones', admin, {
        zone_code: 'A',
        zone_name: 'Stock',
        aisles: 1,
        racks: 1,
        shelves: 1,
      })
    ).json().zone;
    binId = (
      await t.call('GET', `/api/warehouse-locations?zone_id=${stockZone.id}&limit=10`, admin)
    ).json().locations[0].id;
    const received = await t.call('POST', '/api/product-units', admin, {
      product_id: product.id,
      quantity: 200,
      location: { warehouse_location_id: binId },
    });
    expect(received.statusCode, received.body).toBe(201);
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
