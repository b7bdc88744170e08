import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ProductUnit, WarehouseLocation, Zone } from '@shop/contract';
import type { TestApp, Who } from './helpers.ts';

/** Units received through the API (POST /api/product-units) into a place; 201 expected. */
export async function receiveUnits(
  t: TestApp,
  admin: Who,
  productId: number,
  quantity: number,
  location: Record<string, unknown>,
): Promise<ProductUnit[]> {
  const res = await t.call('POST', '/api/product-units', admin, {
    product_id: productId,
    quantity,
    location,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().units as ProductUnit[];
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
  // The grid's bins; each zone also has its staging bin (issue 20 item 10).
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
