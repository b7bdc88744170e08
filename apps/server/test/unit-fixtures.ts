import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { locationsResponse } from '@shop/contract';
import type { OrderStatus, ProductUnit, UnitStatus, WarehouseLocation, Zone } from '@shop/contract';
import type { TestApp, Who } from './helpers.ts';
import { createOrder, pricedProducts } from './order-fixtures.ts';

/** Units received through the API (POST /api/product-units) into a place, the product tracked by serial first; 201 expected. */
export async function receiveUnits(
  t: TestApp,
  admin: Who,
  productId: number,
  quantity: number,
  location: Record<string, unknown>,
): Promise<ProductUnit[]> {
  await t.trackSerials(productId);
  const res = await t.call('POST', '/api/product-units', admin, {
    product_id: productId,
    quantity,
    location,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().units as ProductUnit[];
}

/** A new zone of one bin (1 aisle, 1 rack, 1 shelf) and that bin, the zone's staging bin aside. */
export async function oneBinZone(
  t: TestApp,
  admin: Who,
  zone: { code: string; name: string },
): Promise<WarehouseLocation> {
  const made = await t.call('POST', '/api/warehouse-zones', admin, {
    zone_code: zone.code,
    zone_name: zone.name,
    aisles: 1,
    racks: 1,
    shelves: 1,
  });
  expect(made.statusCode, made.body).toBe(201);
  const zoneId = (made.json().zone as Zone).id;
  const bins = await t.call('GET', `/api/warehouse-locations?zone_id=${zoneId}&limit=10`, admin);
  return (bins.json().locations as WarehouseLocation[]).find((l) => !l.is_staging)!;
}

/** A bin's unit count as the database keeps it. */
export async function binUnitCount(t: TestApp, binId: number): Promise<number> {
  const [row] = await t.query<{ n: number }>(
    sql`select unit_count as n from warehouse_locations where id = ${binId}`,
  );
  return row!.n;
}

/**
 * The layout tests' calls as an admin: `code` a fresh zone code for a letter, `createZone`
 * (201 expected), a zone's bins (`allBinsOf` with its staging bin, `binsOf` the grid's),
 * `receive` units of the product into a bin (the response), `unitsIn` a bin counted.
 */
export function warehouseLayoutCalls(t: TestApp, admin: Who, productId: number) {
  let codeCounter = 0;
  const code = (letter: string) => `${letter}${String(++codeCounter).padStart(2, '0')}L`;

  const createZone = async (body: Record<string, unknown>) => {
    const res = await t.call('POST', '/api/warehouse-zones', admin, body);
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { zone: Zone }).zone;
  };
  const allBinsOf = async (zoneId: number) => {
    const res = await t.call('GET', `/api/warehouse-locations?zone_id=${zoneId}&limit=5000`, admin);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { locations: WarehouseLocation[] }).locations;
  };
  // The grid's bins; each zone also has its staging bin (ADR 0038).
  const binsOf = async (zoneId: number) =>
    (await allBinsOf(zoneId)).filter((bin) => !bin.is_staging);
  const receive = (binId: number, quantity = 1) =>
    t.call('POST', '/api/product-units', admin, {
      product_id: productId,
      quantity,
      location: { warehouse_location_id: binId },
    });
  const unitsIn = async (binId: number) =>
    (
      await t.query<{ n: number }>(
        sql`select count(*)::int as n from product_units where location_id = ${binId}`,
      )
    )[0]!.n;
  return { code, createZone, allBinsOf, binsOf, receive, unitsIn };
}
export type LayoutCalls = ReturnType<typeof warehouseLayoutCalls>;

export type UnitState = {
  id: number;
  status: UnitStatus;
  orderId: number | null;
  zoneId: number | null;
};

/**
 * The order-units files' shop: the demo catalogue, an admin, a customer, a priced product
 * with 200 units received into zone A's one bin, and the calls on its orders and units.
 */
export async function orderUnitsShop(t: TestApp) {
  await t.seedCatalogue();
  const admin = await t.createStaff('admin');
  const customer = await t.signUp();
  const product = (await pricedProducts(t))[0]!;
  const stockZone = (
    await t.call('POST', '/api/warehouse-zones', admin, {
      zone_code: 'A',
      zone_name: 'Stock',
      aisles: 1,
      racks: 1,
      shelves: 1,
    })
  ).json().zone as Zone;
  const binId = (
    await t.call('GET', `/api/warehouse-locations?zone_id=${stockZone.id}&limit=10`, admin)
  ).json().locations[0].id as number;
  await receiveUnits(t, admin, product.id, 200, { warehouse_location_id: binId });

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
  return {
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
  };
}
export type OrderUnitsShop = Awaited<ReturnType<typeof orderUnitsShop>>;

/**
 * The zones and locations tests' calls as an admin: `code` a fresh zone code for a letter,
 * `createZone` (201 expected), `locationsOf` a list query (its shape checked), `placeUnits`
 * of the product straight into a bin.
 */
export function warehouseLocationCalls(t: TestApp, admin: Who, productId: number) {
  let codeCounter = 0;
  /** A zone code no other test uses: a letter from the test, two digits. */
  const code = (letter: string) => `${letter}${String(++codeCounter).padStart(2, '0')}`;

  const createZone = async (body: Record<string, unknown>) => {
    const res = await t.call('POST', '/api/warehouse-zones', admin, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { zone: Zone; locations_created: number };
  };
  const locationsOf = async (query: string) => {
    const res = await t.call('GET', `/api/warehouse-locations?${query}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    // The list is sent without the serializer's check (built from one JSON text): its shape
    // is checked here instead.
    locationsResponse.parse(res.json());
    return res.json() as {
      locations: WarehouseLocation[];
      pagination: { total: number; pages: number };
    };
  };
  /** Units placed straight into the table (the receiving call is tested with the units). */
  const placeUnits = (locationId: number, count: number, prefix: string) =>
    t.query(sql`
      insert into product_units (unit_identifier, product_id, product_name_snapshot, warehouse_id,
        zone_id, location_id)
      select ${prefix} || '-' || g, ${productId}, 'Test', 1, l.zone_id, l.id
      from warehouse_locations l, generate_series(1, ${count}::int) g where l.id = ${locationId}`);
  return { code, createZone, locationsOf, placeUnits };
}
export type LocationCalls = ReturnType<typeof warehouseLocationCalls>;
