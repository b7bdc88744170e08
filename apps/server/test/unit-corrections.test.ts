import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  UNIT_MESSAGES,
  UNIT_TRANSITIONS,
  type ProductUnit,
  type UnitMovement,
  type WarehouseLocation,
  type Zone,
} from '@shop/contract';
import { createTestApp, type TestApp } from './helpers.ts';
import { createOrder, pricedProducts, stockOf, type FixtureProduct } from './order-fixtures.ts';
import { binUnitCount, receiveUnits } from './unit-fixtures.ts';

type Person = { id: number; email: string; cookie: string };
type Detail = {
  unit: ProductUnit;
  movements: UnitMovement[];
  order_units: { ordered: number; assigned: number } | null;
};

/**
 * A receipt typed wrong is voided (never sold units only, with a
 * reason, stock following), and lost or damaged always carry the reason someone gave.
 */
describe('unit corrections: voided receipts, lost and damaged with a reason', () => {
  let t: TestApp;
  let admin: Person;
  let manager: Person;
  let customer: Person;
  let products: FixtureProduct[];
  let zone: Zone;
  let bins: WarehouseLocation[];

  const receive = (productId: number, quantity: number, binId: number) =>
    receiveUnits(t, admin, productId, quantity, { warehouse_location_id: binId });
  const detail = async (id: number) => {
    const res = await t.call('GET', `/api/product-units/${id}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Detail;
  };
  const setStatus = (id: number, body: Record<string, unknown>, who: Person = admin) =>
    t.call('PUT', `/api/product-units/${id}/status`, who, body);
  const bulkStatus = (body: Record<string, unknown>) =>
    t.call('PUT', '/api/product-units/bulk-update-status', admin, body);
  const countIn = (binId: number) => binUnitCount(t, binId);
  const inStock = async (productId: number, quantity: number) =>
    (await t.call('GET', `/api/products/${productId}/in-stock?quantity=${quantity}`)).json()
      .inStock as boolean;
  const listed = async (query: string) =>
    (
      (await t.call('GET', `/api/product-units?limit=100&${query}`, admin)).json()
        .units as ProductUnit[]
    ).map((u) => u.id);

  beforeAll(async () => {
    t = await createTestApp();
    await t.seedCatalogue();
    admin = await t.createStaff('admin');
    manager = await t.createStaff('manager', { canManageProducts: true, canManageOrders: true });
    customer = await t.signUp();
    products = await pricedProducts(t);
    zone = (
      await t.call('POST', '/api/warehouse-zones', admin, {
        zone_code: 'V',
        zone_name: 'Receiving',
        aisles: 1,
        racks: 2,
        shelves: 2,
        capacity: 20,
      })
    ).json().zone;
    bins = (
      await t.call('GET', `/api/warehouse-locations?zone_id=${zone.id}&limit=5000`, admin)
    ).json().locations;
    bins = bins.filter((b) => b.aisle !== '');
  });
  afterAll(() => t.close());

  it('voids units received by mistake: a movement with who and reason, out of the bin, the stock and the storefront follow', async () => {
    const product = products[0]!;
    const into = bins[0]!;
    const made = await receive(product.id, 3, into.id);
    // Its first units: the product's stock is now its available units, the three.
    const stock = await stockOf(t, product.id);
    expect(stock).toBe(3);
    const bin = await countIn(into.id);

    const res = await setStatus(made[0]!.id, {
      status: 'voided',
      notes: 'Wrong product delivered: counted as cameras',
    });
    expect(res.statusCode, res.body).toBe(200);
    const voided = res.json() as Detail;
    expect(voided.unit).toMatchObject({ status: 'voided', order_id: null, location: null });
    expect(voided.unit.unit_identifier).toBe(made[0]!.unit_identifier);
    expect(voided.movements[0]).toMatchObject({
      from_status: 'available',
      to_status: 'voided',
      movement_type: 'inventory_adjustment',
      reason: 'Wrong product delivered: counted as cameras',
      to_location: null,
    });
    expect(voided.movements[0]!.from_location).toBe(into.location_code);
    expect(voided.movements[0]!.created_by_name).toBeTruthy();
    expect(await stockOf(t, product.id)).toBe(stock - 1);
    expect(await countIn(into.id)).toBe(bin - 1);

    // A selection: the other two at once; the storefront no longer sells them.
    const rest = made.slice(1).map((u) => u.id);
    expect(await inStock(product.id, stock - 1)).toBe(true);
    const bulk = await bulkStatus({
      unitIds: rest,
      status: 'voided',
      notes: 'Quantity typed 3, was 0',
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(await stockOf(t, product.id)).toBe(stock - 3);
    expect(await inStock(product.id, 1)).toBe(false);
    expect(await countIn(into.id)).toBe(bin - 3);
    const [moved] = await t.query<{ reason: string; actor: number }>(sql`
      select reason, actor_id as actor from unit_movements
      where unit_id = ${rest[0]!} order by id desc limit 1`);
    expect(moved).toEqual({ reason: 'Quantity typed 3, was 0', actor: admin.id });

    // Out of the lists and totals by default; asked for by status, they are there.
    const ids = made.map((u) => u.id);
    expect((await listed(`product_id=${product.id}`)).filter((id) => ids.includes(id))).toEqual([]);
    expect((await listed(`product_id=${product.id}&status=voided`)).sort()).toEqual(ids.sort());
    const all = (await t.call('GET', '/api/product-units?limit=1', admin)).json();
    const [total] = await t.query<{ n: number }>(
      sql`select count(*)::int as n from product_units where status <> 'voided'`,
    );
    expect(all.pagination.total).toBe(total!.n);
    const stats = (await t.call('GET', '/api/product-units/stats', admin)).json().stats;
    expect(stats.totalUnits).toBe(total!.n);
    expect(stats.statusBreakdown.voided).toBeGreaterThanOrEqual(3);

    // Its identifier stays its own: a new receipt never takes it.
    const again = await receive(product.id, 3, into.id);
    expect(again.map((u) => u.unit_identifier)).not.toContain(made[0]!.unit_identifier);
    // Voided is the end: no status, no move.
    const back = await setStatus(made[0]!.id, { status: 'available' });
    expect(back.statusCode).toBe(409);
    expect(back.json().error).toBe(UNIT_MESSAGES.refused('voided', 'available', []));
    const move = await t.call('PUT', `/api/product-units/${made[0]!.id}/location`, admin, {
      warehouse_location_id: into.id,
    });
    expect(move.statusCode).toBe(409);
  });

  it('asks for the reason of a void (400), single and bulk, and changes nothing without it', async () => {
    const [unit] = await receive(products[1]!.id, 1, bins[1]!.id);
    for (const body of [{ status: 'voided' }, { status: 'voided', notes: '   ' }]) {
      const res = await setStatus(unit!.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.notes).toBe(UNIT_MESSAGES.reasonRequired('voided'));
    }
    const bulk = await bulkStatus({ unitIds: [unit!.id], status: 'voided' });
    expect(bulk.statusCode).toBe(400);
    expect(bulk.json().errors.notes).toBe(UNIT_MESSAGES.reasonRequired('voided'));
    expect((await detail(unit!.id)).unit.status).toBe('available');
  });

  it('refuses to void a unit that is or was sold, assigned, shipped or not available (409), all or none', async () => {
    const product = products[2]!;
    const made = await receive(product.id, 5, bins[2]!.id);
    const order = await createOrder(t, { customer, lines: [{ product, quantity: 2 }] });
    const assign = (id: number) =>
      setStatus(id, { status: 'assigned', order_number: order.orderNumber });
    // Assigned now; assigned once and put back; shipped; damaged.
    expect((await assign(made[0]!.id)).statusCode).toBe(200);
    expect((await assign(made[1]!.id)).statusCode).toBe(200);
    expect((await setStatus(made[1]!.id, { status: 'available' })).statusCode).toBe(200);
    expect((await assign(made[2]!.id)).statusCode).toBe(200);
    expect((await setStatus(made[2]!.id, { status: 'shipped' })).statusCode).toBe(200);
    expect((await setStatus(made[3]!.id, { status: 'damaged', notes: 'Dropped' })).statusCode).toBe(
      200,
    );
    const reason = { status: 'voided', notes: 'Received twice' };

    const assigned = await setStatus(made[0]!.id, reason);
    expect(assigned.statusCode).toBe(409);
    expect(assigned.json().error).toBe(
      UNIT_MESSAGES.refused('assigned', 'voided', UNIT_TRANSITIONS.assigned),
    );
    const wasSold = await setStatus(made[1]!.id, reason);
    expect(wasSold.statusCode).toBe(409);
    expect(wasSold.json().error).toBe(
      UNIT_MESSAGES.voidSold(made[1]!.unit_identifier, order.orderNumber),
    );
    expect((await setStatus(made[2]!.id, reason)).statusCode).toBe(409);
    expect((await setStatus(made[3]!.id, reason)).statusCode).toBe(409);

    // One sold unit in a selection: nothing is voided.
    const stock = await stockOf(t, product.id);
    const bulk = await bulkStatus({ unitIds: [made[4]!.id, made[1]!.id], ...reason });
    expect(bulk.statusCode).toBe(409);
    expect(bulk.json().error).toBe(
      UNIT_MESSAGES.voidSold(made[1]!.unit_identifier, order.orderNumber),
    );
    expect((await detail(made[4]!.id)).unit.status).toBe('available');
    expect(await stockOf(t, product.id)).toBe(stock);

    // Not an admin, not a unit.
    expect((await setStatus(made[4]!.id, reason, manager)).statusCode).toBe(403);
    expect((await setStatus(made[4]!.id, reason, customer)).statusCode).toBe(403);
    expect((await setStatus(999999, reason)).statusCode).toBe(404);
    expect((await bulkStatus({ unitIds: [made[4]!.id, 999999], ...reason })).statusCode).toBe(404);
  });

  it('marks lost or damaged with the spec\u2019s body: notes is the reason (400 naming notes without it), single and bulk', async () => {
    const made = await receive(products[3]!.id, 4, bins[3]!.id);
    for (const status of ['lost', 'damaged'] as const) {
      for (const body of [{ status }, { status, notes: '   ' }]) {
        const single = await setStatus(made[0]!.id, body);
        expect(single.statusCode).toBe(400);
        expect(single.json().error).toBe(UNIT_MESSAGES.reasonRequired(status));
        expect(single.json().errors).toEqual({ notes: UNIT_MESSAGES.reasonRequired(status) });
      }
      const bulk = await bulkStatus({ unitIds: [made[0]!.id, made[1]!.id], status, notes: '' });
      expect(bulk.statusCode).toBe(400);
      expect(bulk.json().errors).toEqual({ notes: UNIT_MESSAGES.reasonRequired(status) });
    }
    expect((await detail(made[0]!.id)).unit.status).toBe('available');

    // PUT /product-units/{id}/status with { status, notes } (docs/modules/warehouse.md#calls).
    const damaged = await setStatus(made[0]!.id, {
      status: 'damaged',
      notes: 'Box crushed by the forklift',
    });
    expect(damaged.statusCode, damaged.body).toBe(200);
    expect((damaged.json() as Detail).movements[0]).toMatchObject({
      to_status: 'damaged',
      movement_type: 'damage_report',
      reason: 'Box crushed by the forklift',
      notes: 'Box crushed by the forklift',
    });
    // The bulk menu's own notes ("Bulk status update to {status}") are a reason too.
    const lost = await bulkStatus({
      unitIds: [made[1]!.id, made[2]!.id],
      status: 'lost',
      notes: 'Bulk status update to lost',
    });
    expect(lost.statusCode, lost.body).toBe(200);
    expect((await detail(made[2]!.id)).movements[0]).toMatchObject({
      to_status: 'lost',
      reason: 'Bulk status update to lost',
      notes: 'Bulk status update to lost',
    });
    // Other statuses need no notes.
    expect((await setStatus(made[0]!.id, { status: 'available' })).statusCode).toBe(200);
  });

  it('tells what a unit of an order counts for: ordered and assigned of its product', async () => {
    const product = products[4]!;
    const made = await receive(product.id, 3, bins[0]!.id);
    const order = await createOrder(t, { customer, lines: [{ product, quantity: 3 }] });
    for (const unit of made) {
      await setStatus(unit.id, { status: 'assigned', order_number: order.orderNumber });
    }
    expect((await detail(made[0]!.id)).order_units).toEqual({ ordered: 3, assigned: 3 });
    // Lost, the unit leaves the order: 2 of 3 assigned.
    const lost = await setStatus(made[0]!.id, { status: 'lost', notes: 'Fell behind the rack' });
    expect(lost.statusCode, lost.body).toBe(200);
    expect((await detail(made[1]!.id)).order_units).toEqual({ ordered: 3, assigned: 2 });
    expect((await detail(made[0]!.id)).order_units).toBeNull();
    // Damaged, the unit stays linked to the order (its history) but no longer counts among
    // its units (ADR 0035: an order holds its assigned, shipped and delivered units).
    await setStatus(made[1]!.id, { status: 'damaged', notes: 'Lens scratched' });
    expect((await detail(made[1]!.id)).order_units).toEqual({ ordered: 3, assigned: 1 });
    expect((await detail(made[1]!.id)).unit.order_id).toBe(order.id);
  });
});
