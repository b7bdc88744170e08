import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  locationQrValue,
  orderItemQrValue,
  pickResponse,
  SCAN_MESSAGES,
  scanResponse,
  type AdminOrder,
  type OrderPick,
  type ProductUnit,
  type WarehouseLocation,
  type Zone,
} from '@shop/contract';
import { createTestApp, TEST_ENGINE, type TestApp } from './helpers.ts';
import { createOrder, pricedProducts, type FixtureProduct } from './order-fixtures.ts';

type Person = { id: number; email: string; cookie: string };

/**
 * Every QR the shop prints scans back to what it was printed for; scanning an
 * order's units marks them picked; units moved by a scan say so.
 */
describe(`scanning (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let admin: Person;
  let manager: Person;
  let customer: Person;
  let products: FixtureProduct[];
  let zone: Zone;
  let bins: WarehouseLocation[];
  /** An order of 3 units of products[0], all assigned; another of 1 unit of products[1]. */
  let order: { id: number; orderNumber: string };
  let other: { id: number; orderNumber: string };
  let held: ProductUnit[];
  let otherUnit: ProductUnit;
  let loose: ProductUnit;

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
  const unitsOfOrder = async (orderId: number) =>
    (await t.call('GET', `/api/product-units?order_id=${orderId}&limit=100`, admin)).json()
      .units as ProductUnit[];
  /** `nobody`: signed out (an undefined argument would take the default). */
  const as = (who: Person | 'nobody') => (who === 'nobody' ? undefined : who);
  const scan = (code: string, who: Person | 'nobody' = admin) =>
    t.call('GET', `/api/admin/scan?code=${encodeURIComponent(code)}`, as(who));
  const scanned = async (code: string) => {
    const res = await scan(code);
    expect(res.statusCode, res.body).toBe(200);
    return scanResponse.parse(res.json()).result;
  };
  const pick = (code: string, orderId = order.id, who: Person | 'nobody' = admin) =>
    t.call('POST', '/api/admin/scan/pick', as(who), { order_id: orderId, code });

  beforeAll(async () => {
    t = await createTestApp();
    await t.seedCatalogue();
    admin = await t.createStaff('admin');
    manager = await t.createStaff('manager', {
      canManageOrders: true,
      canManageProducts: true,
      canViewReports: true,
    });
    customer = await t.signUp();
    products = await pricedProducts(t);
    const made = await t.call('POST', '/api/warehouse-zones', admin, {
      zone_code: 'K',
      zone_name: 'Scan stock',
      aisles: 1,
      racks: 2,
      shelves: 2,
    });
    expect(made.statusCode, made.body).toBe(201);
    zone = made.json().zone;
    bins = (
      await t.call('GET', `/api/warehouse-locations?zone_id=${zone.id}&limit=100`, admin)
    ).json().locations;
    await receive(products[0]!.id, 3, bins[0]!.id);
    await receive(products[1]!.id, 1, bins[1]!.id);
    loose = (await receive(products[2]!.id, 1, bins[1]!.id))[0]!;
    order = await createOrder(t, { customer, lines: [{ product: products[0]!, quantity: 3 }] });
    other = await createOrder(t, { customer, lines: [{ product: products[1]!, quantity: 1 }] });
    await t.app.services.units.assignToOrder(order.id, null);
    await t.app.services.units.assignToOrder(other.id, null);
    held = await unitsOfOrder(order.id);
    otherUnit = (await unitsOfOrder(other.id))[0]!;
    expect(held).toHaveLength(3);
    expect(otherUnit).toBeDefined();
  });
  afterAll(() => t.close());

  it("a unit's identifier opens the unit, typed in any case", async () => {
    const unit = held[0]!;
    const result = await scanned(unit.unit_identifier);
    expect(result.kind).toBe('unit');
    if (result.kind !== 'unit') return;
    expect(result.unit.id).toBe(unit.id);
    expect(result.unit.order_number).toBe(order.orderNumber);
    const lower = await scanned(` ${unit.unit_identifier.toLowerCase()} `);
    expect(lower.kind === 'unit' && lower.unit.id).toBe(unit.id);
  });

  it('a bin label (zone,aisle,rack,shelf) opens the bin, as the screen and the printed label encode it', async () => {
    const bin = bins[2]!;
    const result = await scanned(locationQrValue(bin));
    expect(result.kind === 'location' && result.location.id).toBe(bin.id);
    const lower = await scanned(
      locationQrValue({ ...bin, zone_code: bin.zone_code.toLowerCase() }),
    );
    expect(lower.kind === 'location' && lower.location.id).toBe(bin.id);
  });

  it("the order QR (number or id), an item's QR and the bill of lading's tracking link open the order with its units", async () => {
    const detail = (await t.call('GET', `/api/admin/orders/${order.id}`, admin)).json()
      .order as AdminOrder;
    const codes = [
      order.orderNumber,
      String(order.id),
      orderItemQrValue(order.id, detail.items[0]!),
      detail.tracking_url,
    ];
    expect(codes[3]).toContain('/track/');
    for (const code of codes) {
      const result = await scanned(code);
      expect(result.kind, code).toBe('order');
      if (result.kind !== 'order') continue;
      expect(result.order.id).toBe(order.id);
      expect(result.order.order_number).toBe(order.orderNumber);
      expect(result.order.pick_list_url).toBe(`/api/admin/orders/${order.id}/pick-list.pdf`);
      expect(result.order.needed).toBe(3);
      expect(result.order.held).toBe(3);
      expect(result.order.lines).toHaveLength(1);
      const line = result.order.lines[0]!;
      expect(line.product_id).toBe(products[0]!.id);
      expect(line.quantity).toBe(3);
      expect(line.units.map((u) => u.unit_identifier).sort()).toEqual(
        held.map((u) => u.unit_identifier).sort(),
      );
      expect(line.units.every((u) => u.location_code === bins[0]!.location_code)).toBe(true);
    }
  });

  it('anything else is a 404 with the message, never a 500; hostile text is answered as data', async () => {
    for (const code of [
      'NOPE-000000',
      '<script>alert(1)</script>',
      "' or 1=1 --",
      'Z9,1,1,1',
      `${zone.zone_code},9,9,9`,
      '{"orderId": 999999}',
      '{"orderId": "x"} ',
      '999999',
      'SV-000000-XXXXXX',
      'http://localhost:3000/track/SV-000000-XXXXXX?key=abc',
      'http://%zz',
    ]) {
      const res = await scan(code);
      expect(res.statusCode, code).toBe(404);
      expect(res.json(), code).toEqual({ error: SCAN_MESSAGES.noMatch });
      expect(res.headers['content-type']).toContain('application/json');
    }
    // A control character is refused before the lookup, as any bad query is.
    const nul = await scan('\u0000');
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error).toEqual(expect.any(String));
  });

  it('an empty or too long code is a 400 with the message', async () => {
    for (const query of ['', '?code=', '?code=%20%20']) {
      const res = await t.call('GET', `/api/admin/scan${query}`, admin);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toBe(SCAN_MESSAGES.empty);
    }
    const long = await scan('A'.repeat(1001));
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe(SCAN_MESSAGES.tooLong);
  });

  it('only admins scan, as on the warehouse screens: signed out 401, customer and manager 403', async () => {
    const code = held[0]!.unit_identifier;
    expect((await scan(code, 'nobody')).statusCode).toBe(401);
    expect((await scan(code, customer)).statusCode).toBe(403);
    expect((await scan(code, manager)).statusCode).toBe(403);
    expect((await pick(code, order.id, 'nobody')).statusCode).toBe(401);
    expect((await pick(code, order.id, customer)).statusCode).toBe(403);
    expect((await pick(code, order.id, manager)).statusCode).toBe(403);
    const [row] = await t.query<{ n: number }>(
      sql`select count(*)::int as n from product_units where order_id = ${order.id} and picked_at is not null`,
    );
    expect(row!.n).toBe(0);
  });

  it("scanning an order's units marks them picked (who, when, a scan movement); twice is harmless", async () => {
    const [first, second] = held;
    const res = await pick(first!.unit_identifier);
    expect(res.statusCode, res.body).toBe(200);
    const body = pickResponse.parse(res.json());
    expect(body.newly_picked).toBe(true);
    expect(body.order.picked).toBe(1);
    expect(body.message).toBe(`${first!.unit_identifier} picked: 1 of 3 picked`);
    const pickedUnit = body.order.lines[0]!.units.find((u) => u.id === first!.id)!;
    expect(pickedUnit.picked_at).not.toBeNull();
    expect(pickedUnit.picked_by_name).not.toBeNull();

    const again = pickResponse.parse((await pick(first!.unit_identifier.toLowerCase())).json());
    expect(again.newly_picked).toBe(false);
    expect(again.order.picked).toBe(1);
    expect(again.message).toBe(`${first!.unit_identifier} was already picked: 1 of 3 picked`);
    expect(again.order.lines[0]!.units.find((u) => u.id === first!.id)!.picked_at).toBe(
      pickedUnit.picked_at,
    );

    const twice = pickResponse.parse((await pick(second!.unit_identifier)).json());
    expect(twice.order.picked).toBe(2);

    const movements = await t.query<{ method: string; reason: string; actor: number }>(sql`
      select method, reason, actor_id as actor from unit_movements
      where unit_id = ${first!.id} and reason like 'Picked%'`);
    expect(movements).toEqual([
      { method: 'scan', reason: `Picked for order ${order.orderNumber}`, actor: admin.id },
    ]);
    // Picking is not a move or a status change: the unit stays assigned in its bin.
    const unit = (await t.call('GET', `/api/product-units/${first!.id}`, admin)).json()
      .unit as ProductUnit;
    expect(unit.status).toBe('assigned');
    expect(unit.location?.warehouse_location_id).toBe(bins[0]!.id);
  });

  it("an order's pick counts only the products kept as units, so picking them all finishes it", async () => {
    // products[3] has no units in the warehouse: nothing of it is picked by serial.
    await receive(products[4]!.id, 1, bins[0]!.id);
    const mixed = await createOrder(t, {
      customer,
      lines: [
        { product: products[4]!, quantity: 1 },
        { product: products[3]!, quantity: 2 },
      ],
    });
    await t.app.services.units.assignToOrder(mixed.id, null);
    const [unit] = await unitsOfOrder(mixed.id);
    const res = await pick(unit!.unit_identifier, mixed.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = pickResponse.parse(res.json());
    expect(body.order).toMatchObject({ needed: 1, held: 1, picked: 1 });
    expect(body.message).toBe(`${unit!.unit_identifier} picked: 1 of 1 picked`);
    expect(body.order.lines.map((l) => l.product_id)).toEqual([products[4]!.id]);
  });

  it('a unit of another order, a unit on no order and an unknown code are refused with the reason', async () => {
    const refusal = `This unit is not on order ${order.orderNumber}`;
    for (const code of [otherUnit.unit_identifier, loose.unit_identifier]) {
      const res = await pick(code);
      expect(res.statusCode, code).toBe(409);
      expect(res.json().error).toBe(refusal);
    }
    const unknown = await pick('<b>NOPE</b>');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(SCAN_MESSAGES.noUnit);
    const noOrder = await pick(held[0]!.unit_identifier, 999_999);
    expect(noOrder.statusCode).toBe(404);
    const empty = await t.call('POST', '/api/admin/scan/pick', admin, {
      order_id: order.id,
      code: ' ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(SCAN_MESSAGES.empty);
    const [row] = await t.query<{ n: number }>(
      sql`select count(*)::int as n from product_units where id in (${otherUnit.id}, ${loose.id}) and picked_at is not null`,
    );
    expect(row!.n).toBe(0);
    // A unit of the order that has left the warehouse is not picked any more.
    const shipped = await t.call('PUT', `/api/product-units/${otherUnit.id}/status`, admin, {
      status: 'shipped',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const late = await pick(otherUnit.unit_identifier, other.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(SCAN_MESSAGES.notWaiting('shipped'));
  });

  it('unassigning a picked unit clears its pick', async () => {
    const unit = held[2]!;
    expect((await pick(unit.unit_identifier)).statusCode).toBe(200);
    const back = await t.call('PUT', `/api/product-units/${unit.id}/status`, admin, {
      status: 'available',
      notes: 'Wrong unit',
    });
    expect(back.statusCode, back.body).toBe(200);
    const [row] = await t.query<{ pickedAt: string | null; pickedBy: number | null }>(
      sql`select picked_at as "pickedAt", picked_by as "pickedBy" from product_units where id = ${unit.id}`,
    );
    expect(row).toEqual({ pickedAt: null, pickedBy: null });
    const result = await scanned(order.orderNumber);
    const pickView = (result as { order: OrderPick }).order;
    expect(pickView.held).toBe(2);
    // Assigned again (to the same order), it is not picked until scanned again.
    const again = await t.call('PUT', `/api/product-units/${unit.id}/status`, admin, {
      status: 'assigned',
      order_number: order.orderNumber,
    });
    expect(again.statusCode, again.body).toBe(200);
    const after = (await scanned(order.orderNumber)) as { order: OrderPick };
    expect(after.order.lines[0]!.units.find((u) => u.id === unit.id)!.picked_at).toBeNull();
  });

  it('two staff scanning one unit at once: one pick, one movement, both told', async () => {
    const unit = held[2]!;
    const picks = async () =>
      (
        await t.query<{ n: number }>(sql`select count(*)::int as n from unit_movements
          where unit_id = ${unit.id} and reason like 'Picked%'`)
      )[0]!.n;
    const before = await picks();
    const answers = await Promise.all([pick(unit.unit_identifier), pick(unit.unit_identifier)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const bodies = answers.map((a) => pickResponse.parse(a.json()));
    expect(bodies.map((b) => b.newly_picked).sort()).toEqual([false, true]);
    expect(await picks()).toBe(before + 1);
  });

  it('units moved by a scan record the method scan; the client cannot claim a server method', async () => {
    const units = held.slice(0, 2);
    const target = bins[3]!;
    const res = await t.call('POST', '/api/locations/bulk-move', admin, {
      unitIds: units.map((u) => u.id),
      location: { warehouse_location_id: target.id, update_method: 'scan' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.query<{ method: string; type: string; last: string }>(sql`
      select m.method, m.movement_type as type, u.last_movement_method as last
      from unit_movements m join product_units u on u.id = m.unit_id
      where m.unit_id in (${units[0]!.id}, ${units[1]!.id}) and m.to_place->>'locationId' = ${String(target.id)}`);
    expect(rows).toEqual([
      { method: 'scan', type: 'location_change', last: 'scan' },
      { method: 'scan', type: 'location_change', last: 'scan' },
    ]);
    // Picks stay with a unit that moves within its order.
    const view = (await scanned(order.orderNumber)) as { order: OrderPick };
    expect(view.order.picked).toBe(3);

    const plain = await t.call('POST', '/api/locations/bulk-move', admin, {
      unitIds: [units[0]!.id],
      location: { warehouse_location_id: bins[0]!.id },
    });
    expect(plain.statusCode).toBe(200);
    const [last] = await t.query<{ method: string }>(sql`
      select method from unit_movements where unit_id = ${units[0]!.id} order by id desc limit 1`);
    expect(last!.method).toBe('bulk');

    for (const method of ['order', 'system', 'camera']) {
      const refused = await t.call('POST', '/api/locations/bulk-move', admin, {
        unitIds: [units[0]!.id],
        location: { warehouse_location_id: target.id, update_method: method },
      });
      expect(refused.statusCode, method).toBe(400);
    }
  });
});
