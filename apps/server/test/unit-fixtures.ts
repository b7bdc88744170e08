import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ProductUnit } from '@shop/contract';
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
