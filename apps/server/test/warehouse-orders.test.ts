import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  UNIT_MESSAGES,
  type AssignableOrder,
  type PaymentIntentResponse,
  type ProductUnit,
  type WarehouseLocation,
  type Zone,
} from '@shop/contract';
import { createTestApp, TEST_ENGINE, type TestApp } from './helpers.ts';
import { CARD, createOrder, NV, pricedProducts, type FixtureProduct } from './order-fixtures.ts';

type Person = { id: number; email: string; cookie: string };

/**
 * docs/modules/warehouse.md#units: orders take units off the shelf, and their status moves them.
 */
describe(`orders and units (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let admin: Person;
  let zone: Zone;
  let dock: Zone;
  let bins: WarehouseLocation[];
  let products: { id: number; name: string }[];

  const receive = async (productId: number, quantity: number, binId: number) => {
    await t.trackSerials(productId);
    const res = await t.call('POST', '/api/product-units', admin, {
      product_id: productId,
      quantity,
      location: { warehouse_location_id: binId },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().units as ProductUnit[];
  };
  const unitsOf = async (productId: number) =>
    (
      await t.call(
        'GET',
        `/api/product-units?product_id=${productId}&limit=100&sort=unit_identifier&order=asc`,
        admin,
      )
    ).json().units as ProductUnit[];
  const stockOf = async (productId: number) =>
    (await t.query<{ stock: number }>(sql`select stock from products where id = ${productId}`))[0]!
      .stock;
  const countIn = async (binId: number) =>
    (
      await t.query<{ n: number }>(
        sql`select unit_count as n from warehouse_locations where id = ${binId}`,
      )
    )[0]!.n;

  /** A customer who has paid for `quantity` of a product (the order not made yet). */
  /**
   * A customer who has paid for `quantity` of a product. Their stock hold is dropped, as if it
   * had run out: the races below are between orders, after the checkouts' holds.
   */
  async function paidBuyer(productId: number, quantity: number) {
    const user = await t.signUp();
    const added = await t.call('POST', '/api/cart/add', user, { productId, quantity });
    expect(added.statusCode, added.body).toBe(200);
    const started = await t.call('POST', '/api/create-payment-intent', user, {
      shippingAddress: NV,
    });
    expect(started.statusCode, started.body).toBe(200);
    const intent = started.json() as PaymentIntentResponse;
    await t.query(sql`delete from stock_holds where user_id = ${user.id}`);
    const paid = await t.call('POST', '/api/test-payments/confirm', user, {
      paymentIntentId: intent.paymentIntentId,
      ...CARD,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    return { user, intent };
  }
  const placeOrder = (buyer: { user: Person; intent: PaymentIntentResponse }) =>
    t.call('POST', '/api/orders', buyer.user, {
      paymentIntentId: buyer.intent.paymentIntentId,
      shippingAddress: NV,
    });

  beforeAll(async () => {
    t = await createTestApp();
    await t.seedCatalogue();
    admin = await t.createStaff('admin');
    products = await t.query<{ id: number; name: string }>(
      sql`select id, name from products where not quote and price_cents is not null order by id limit 4`,
    );
    zone = (
      await t.call('POST', '/api/warehouse-zones', admin, {
        zone_code: 'A',
        zone_name: 'Stock',
        aisles: 1,
        racks: 2,
        shelves: 2,
      })
    ).json().zone;
    dock = (
      await t.call('POST', '/api/warehouse-zones', admin, {
        zone_code: 'S',
        zone_name: 'Shipping dock',
      })
    ).json().zone;
    bins = (
      await t.call('GET', `/api/warehouse-locations?zone_id=${zone.id}&limit=100`, admin)
    ).json().locations;
    bins = bins.filter((b) => !b.is_staging);
  });
  afterAll(() => t.close());

  it('20 buyers at once for 3 units: 3 orders, each unit assigned to exactly one of them', async () => {
    const product = products[0]!;
    await receive(product.id, 3, bins[0]!.id);
    expect(await stockOf(product.id)).toBe(3);
    const buyers = [];
    for (let i = 0; i < 20; i++) buyers.push(await paidBuyer(product.id, 1));
    const results = await Promise.all(buyers.map(placeOrder));
    const made = results.filter((r) => r.statusCode === 200);
    expect(made).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(17);
    const units = await unitsOf(product.id);
    expect(units.map((u) => u.status)).toEqual(['assigned', 'assigned', 'assigned']);
    const orderIds = made.map((r) => (r.json() as { order: { id: number } }).order.id).sort();
    expect(units.map((u) => u.order_id).sort()).toEqual(orderIds);
    expect(await stockOf(product.id)).toBe(0);
    const [movements] = await t.query<{ n: number }>(sql`
      select count(*)::int as n from unit_movements m join product_units u on u.id = m.unit_id
      where u.product_id = ${product.id} and m.movement_type = 'order_assignment'`);
    expect(movements!.n).toBe(3);
  });

  it('assigns from the default bin first, and the units follow the order: shipped to the mapped zone, then delivered', async () => {
    const product = products[1]!;
    const [older, preferred] = [bins[1]!, bins[2]!];
    const old = await receive(product.id, 2, older.id);
    const fresh = await receive(product.id, 2, preferred.id);
    await t.query(sql`insert into product_default_locations (product_id, zone_id, location_id)
      values (${product.id}, ${zone.id}, ${preferred.id})`);
    expect(
      (
        await t.call('POST', '/api/status-mappings', admin, {
          order_status: 'shipped',
          zone_id: dock.id,
          description: 'Outbound dock',
        })
      ).statusCode,
    ).toBe(201);
    const res = await placeOrder(await paidBuyer(product.id, 2));
    expect(res.statusCode, res.body).toBe(200);
    const orderId = (res.json() as { order: { id: number } }).order.id;
    const assigned = (await unitsOf(product.id)).filter((u) => u.order_id === orderId);
    expect(assigned.map((u) => u.id).sort()).toEqual(fresh.map((u) => u.id).sort());
    expect(old.every((u) => u.status === 'available')).toBe(true);
    expect(await stockOf(product.id)).toBe(2);

    const [dockStaging] = (
      await t.call('GET', `/api/warehouse-locations?zone_id=${dock.id}&limit=100`, admin)
    ).json().locations as WarehouseLocation[];
    const shipped = await t.call('PUT', `/api/admin/orders/${orderId}/status`, admin, {
      status: 'shipped',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    for (const u of (await unitsOf(product.id)).filter((x) => x.order_id === orderId)) {
      // Into the dock's staging bin (ADR 0038): the dock has no other bin.
      expect(u).toMatchObject({ status: 'shipped', zone_code: 'S' });
      expect(u.location!.warehouse_location_id).toBe(dockStaging!.id);
      const { movements } = (await t.call('GET', `/api/product-units/${u.id}`, admin)).json() as {
        movements: { movement_type: string; to_location: string | null; reason: string }[];
      };
      expect(
        movements
          .slice(0, 2)
          .map((m) => m.movement_type)
          .sort(),
      ).toEqual(['location_change', 'order_shipment']);
      expect(movements.find((m) => m.movement_type === 'location_change')).toMatchObject({
        to_location: 'S staging',
        reason: expect.stringContaining('shipped'),
      });
    }
    // The units left their bin.
    expect(await countIn(preferred.id)).toBe(0);
    expect(await countIn(older.id)).toBe(2);
    await t.call('PUT', `/api/admin/orders/${orderId}/status`, admin, { status: 'delivered' });
    const delivered = (await unitsOf(product.id)).filter((u) => u.order_id === orderId);
    expect(delivered.map((u) => u.status)).toEqual(['delivered', 'delivered']);
    await t.call('DELETE', '/api/status-mapping/shipped', admin);
  });

  it('a cancelled order gives its units back: available again, and stock with them; reopened, it takes them again', async () => {
    const product = products[2]!;
    await receive(product.id, 3, bins[3]!.id);
    const res = await placeOrder(await paidBuyer(product.id, 2));
    const orderId = (res.json() as { order: { id: number } }).order.id;
    expect(await stockOf(product.id)).toBe(1);
    const cancelled = await t.call('PUT', `/api/admin/orders/${orderId}/status`, admin, {
      status: 'cancelled',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const units = await unitsOf(product.id);
    expect(units.map((u) => [u.status, u.order_id])).toEqual([
      ['available', null],
      ['available', null],
      ['available', null],
    ]);
    // Stock is the units again (not the units plus the order's lines put back).
    expect(await stockOf(product.id)).toBe(3);
    expect(await countIn(bins[3]!.id)).toBe(3);

    // Reopened as pending (ADR 0012): two units are the order's again, and stock agrees.
    const reopened = await t.call('PUT', `/api/admin/orders/${orderId}/status`, admin, {
      status: 'pending',
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    const again = await unitsOf(product.id);
    expect(again.filter((u) => u.status === 'assigned' && u.order_id === orderId)).toHaveLength(2);
    expect(again.filter((u) => u.status === 'available')).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(1);
  });

  it('leaves products without units as they were: the typed stock is taken and put back', async () => {
    const product = products[3]!;
    const before = await stockOf(product.id);
    const res = await placeOrder(await paidBuyer(product.id, 1));
    const orderId = (res.json() as { order: { id: number } }).order.id;
    expect(await stockOf(product.id)).toBe(before - 1);
    await t.call('PUT', `/api/admin/orders/${orderId}/status`, admin, { status: 'cancelled' });
    expect(await stockOf(product.id)).toBe(before);
  });

  /**
   * Assign to Order offers only open orders still needing units of the
   * product, and never gives an order more units than it bought, however many people assign
   * at once (the order row is locked before its units and counted inside the transaction).
   */
  describe('Assign to Order', () => {
    let customer: Person;
    let spare: FixtureProduct[];
    const assign = (unitId: number, orderNumber: string) =>
      t.call('PUT', `/api/product-units/${unitId}/status`, admin, {
        status: 'assigned',
        order_number: orderNumber,
      });
    /** The recount: orders of the product holding more units than they bought (none). */
    const overAssigned = async (productId: number) =>
      t.query<{ orderId: number }>(sql`
        select i.order_id as "orderId" from order_items i
        where i.product_id = ${productId}
        group by i.order_id
        having sum(i.quantity) < (select count(*) from product_units u
          where u.order_id = i.order_id and u.product_id = ${productId}
            and u.status in ('assigned', 'shipped', 'delivered'))`);

    beforeAll(async () => {
      customer = await t.signUp();
      const used = new Set(products.map((p) => p.id));
      spare = (await pricedProducts(t)).filter((p) => !used.has(p.id));
    });

    it('offers the open orders that still need units of the product, oldest first, with how many', async () => {
      const [product, other] = [spare[0]!, spare[1]!];
      const order = (
        status: 'paid' | 'shipped' | 'cancelled' | 'pending',
        quantity: number,
        on = product,
      ) =>
        createOrder(t, {
          customer,
          lines: [{ product: on, quantity }],
          status,
          paymentStatus: status === 'pending' ? 'pending' : 'paid',
        });
      const older = await order('paid', 3);
      const newer = await order('pending', 1);
      const full = await order('paid', 1);
      const shipped = await order('shipped', 2);
      await order('cancelled', 1);
      await order('paid', 1, other);
      const units = await receive(product.id, 6, bins[0]!.id);
      expect((await assign(units[0]!.id, older.orderNumber)).statusCode).toBe(200);
      expect((await assign(units[1]!.id, full.orderNumber)).statusCode).toBe(200);

      const url = (unitId: number) => `/api/product-units/${unitId}/assignable-orders`;
      const res = await t.call('GET', url(units[5]!.id), admin);
      expect(res.statusCode, res.body).toBe(200);
      const offered = res.json().orders as AssignableOrder[];
      expect(offered.map((o) => [o.order_number, o.quantity, o.assigned, o.needed])).toEqual([
        [older.orderNumber, 3, 1, 2],
        [newer.orderNumber, 1, 0, 1],
      ]);
      expect(offered[0]).toMatchObject({ status: 'paid', customer_name: expect.any(String) });

      // Admins only; an unknown unit is 404; a full or shipped order says why it takes none.
      const manager = await t.createStaff('manager', { canManageOrders: true });
      expect((await t.call('GET', url(units[5]!.id), manager)).statusCode).toBe(403);
      expect((await t.call('GET', url(999_999), admin)).statusCode).toBe(404);
      const refused = await assign(units[2]!.id, full.orderNumber);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe(UNIT_MESSAGES.orderFull);
      const notOpen = await assign(units[2]!.id, shipped.orderNumber);
      expect(notOpen.statusCode).toBe(409);
      expect(notOpen.json().error).toBe(
        UNIT_MESSAGES.orderNotTaking(shipped.orderNumber, 'shipped'),
      );
      const taken = await assign(units[0]!.id, newer.orderNumber);
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error).toBe(UNIT_MESSAGES.alreadyAssigned);
    });

    it('admins racing for the last unit an order needs: exactly one gets it, the others 409', async () => {
      const product = spare[2]!;
      const order = await createOrder(t, { customer, lines: [{ product, quantity: 2 }] });
      const units = await receive(product.id, 6, bins[1]!.id);
      expect((await assign(units[0]!.id, order.orderNumber)).statusCode).toBe(200);
      const results = await Promise.all(units.slice(1).map((u) => assign(u.id, order.orderNumber)));
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      const losers = results.filter((r) => r.statusCode !== 200);
      expect(losers.map((r) => r.statusCode)).toEqual([409, 409, 409, 409]);
      for (const r of losers) expect(r.json().error).toBe(UNIT_MESSAGES.orderFull);
      const held = (await unitsOf(product.id)).filter((u) => u.order_id === order.id);
      expect(held).toHaveLength(2);
      expect(await overAssigned(product.id)).toEqual([]);
    });

    it("an admin racing the order's own assignment (Mark as Paid) and a checkout: no order gets more than it bought", async () => {
      const product = spare[3]!;
      const waiting = await createOrder(t, {
        customer,
        lines: [{ product, quantity: 2 }],
        status: 'pending',
        paymentStatus: 'pending',
      });
      const other = await createOrder(t, { customer, lines: [{ product, quantity: 1 }] });
      const units = await receive(product.id, 6, bins[2]!.id);
      const buyer = await paidBuyer(product.id, 1);
      const [markPaid, byHand, alsoByHand, toOther, checkout] = await Promise.all([
        t.call('PUT', `/api/admin/orders/${waiting.id}/payment-status`, admin, {
          payment_status: 'paid',
        }),
        assign(units[0]!.id, waiting.orderNumber),
        assign(units[1]!.id, waiting.orderNumber),
        assign(units[2]!.id, other.orderNumber),
        placeOrder(buyer),
      ]);
      expect(markPaid.statusCode, markPaid.body).toBe(200);
      for (const r of [byHand, alsoByHand, toOther, checkout])
        expect([200, 409]).toContain(r.statusCode);
      expect(await overAssigned(product.id)).toEqual([]);
      // However the race went, the unit given by hand went to the order it was given to.
      const [hand] = await t.query<{ orderId: number | null }>(
        sql`select order_id as "orderId" from product_units where id = ${units[0]!.id}`,
      );
      if (byHand.statusCode === 200) expect(hand).toMatchObject({ orderId: waiting.id });
    });
  });
});
