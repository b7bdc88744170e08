import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { OrderStatus, RmaKind, RmaOutcome, RmaReason, RmaStatus } from '@shop/contract';
import { rmaNumber } from '@shop/contract';
import { createOrder, pricedProducts, type FixtureProduct } from './order-fixtures.ts';
import type { TestApp, Who } from './helpers.ts';

/**
 * The returns fixtures: a warehouse with a stock zone and units of a priced product, orders whose
 * units reached the customer, and RMAs written directly at any status (the request form's own
 * path is tested by its own file). Call `setUpStock` once per file, after `seedCatalogue`.
 */
export type RmaStock = { product: FixtureProduct; zoneId: number; binId: number };

let zoneSerial = 0;

/** A zone with one bin holding `units` units of the first priced product (or `product`). */
export async function setUpStock(
  t: TestApp,
  admin: Who,
  options: { units?: number; product?: FixtureProduct } = {},
): Promise<RmaStock> {
  const product = options.product ?? (await pricedProducts(t))[0]!;
  const zone = await t.call('POST', '/api/warehouse-zones', admin, {
    zone_code: `S${++zoneSerial}`,
    zone_name: 'Stock',
    aisles: 1,
    racks: 1,
    shelves: 1,
  });
  expect(zone.statusCode, zone.body).toBe(201);
  const zoneId = zone.json().zone.id as number;
  const bins = await t.call('GET', `/api/warehouse-locations?zone_id=${zoneId}&limit=10`, admin);
  const binId = (bins.json().locations as { id: number; is_staging: boolean }[]).find(
    (l) => !l.is_staging,
  )!.id;
  await t.trackSerials(product.id);
  const received = await t.call('POST', '/api/product-units', admin, {
    product_id: product.id,
    quantity: options.units ?? 20,
    location: { warehouse_location_id: binId },
  });
  expect(received.statusCode, received.body).toBe(201);
  return { product, zoneId, binId };
}

export type SoldUnits = {
  orderId: number;
  orderNumber: string;
  totalCents: number;
  paymentIntentId: string;
  units: { id: number; identifier: string }[];
};

/**
 * A paid order of `quantity` units of the stock's product for the customer, its units assigned
 * as checkout does, then moved by the admin's status call to `status` (default delivered), so
 * the units walk there and the database stamps their sale. `deliveredDaysAgo` moves the
 * stamps back (a unit delivered 40 days ago is past a 30-day return window).
 */
export async function soldUnits(
  t: TestApp,
  admin: Who,
  stock: RmaStock,
  customer: { id: number; email: string },
  options: { quantity?: number; status?: OrderStatus; deliveredDaysAgo?: number } = {},
): Promise<SoldUnits> {
  const quantity = options.quantity ?? 1;
  const order = await createOrder(t, { customer, lines: [{ product: stock.product, quantity }] });
  expect(await t.app.services.units.assignToOrder(order.id, null)).toBe(quantity);
  const status = options.status ?? 'delivered';
  if (status !== 'paid') {
    const moved = await t.call('PUT', `/api/admin/orders/${order.id}/status`, admin, { status });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  if (options.deliveredDaysAgo !== undefined) {
    await t.query(sql`
      update product_units set
        shipped_at = now() - make_interval(days => ${options.deliveredDaysAgo + 2}),
        delivered_at = case when delivered_at is not null
          then now() - make_interval(days => ${options.deliveredDaysAgo}) end
      where order_id = ${order.id}`);
  }
  const units = await t.query<{ id: number; identifier: string }>(sql`
    select id, unit_identifier as identifier from product_units
    where order_id = ${order.id} order by id`);
  expect(units).toHaveLength(quantity);
  return { ...order, orderId: order.id, units };
}

export type RmaFixtureInput = {
  customer: { id: number; email: string; name?: string };
  unitId: number;
  status?: RmaStatus;
  kind?: RmaKind;
  reason?: RmaReason;
  preferredOutcome?: RmaOutcome;
  description?: string;
};

/**
 * An RMA written directly for a unit sold to the customer, at the status asked for (the
 * steps' columns left empty; a test of a step takes the steps through the API). Answers its
 * id and number.
 */
export async function insertRma(
  t: TestApp,
  input: RmaFixtureInput,
): Promise<{ id: number; rmaNumber: string }> {
  const [unit] = await t.query<{
    productId: number;
    productName: string;
    identifier: string;
    orderId: number;
    orderNumber: string;
  }>(sql`
    select u.product_id as "productId", u.product_name_snapshot as "productName",
      u.unit_identifier as identifier, u.order_id as "orderId", o.order_number as "orderNumber"
    from product_units u join orders o on o.id = u.order_id where u.id = ${input.unitId}`);
  expect(unit, `unit ${input.unitId} is sold`).toBeDefined();
  const [row] = await t.query<{ id: number; createdAt: Date }>(sql`
    insert into rmas (rma_number, status, kind, reason, description, preferred_outcome,
      customer_id, customer_name, customer_email, unit_id, unit_identifier, product_id,
      product_name, order_id, order_number)
    values ('pending-' || gen_random_uuid(), ${input.status ?? 'requested'},
      ${input.kind ?? 'warranty'}, ${input.reason ?? 'defective'},
      ${input.description ?? 'It stopped recording after a week.'},
      ${input.preferredOutcome ?? 'replace'}, ${input.customer.id},
      ${input.customer.name ?? 'Test Customer'}, ${input.customer.email}, ${input.unitId},
      ${unit!.identifier}, ${unit!.productId}, ${unit!.productName}, ${unit!.orderId},
      ${unit!.orderNumber})
    returning id, created_at as "createdAt"`);
  const number = rmaNumber(row!.id, new Date(row!.createdAt));
  await t.query(sql`update rmas set rma_number = ${number} where id = ${row!.id}`);
  await t.query(sql`
    insert into rma_events (rma_id, from_status, to_status, by_customer, user_id)
    values (${row!.id}, null, ${input.status ?? 'requested'}, true, ${input.customer.id})`);
  return { id: row!.id, rmaNumber: number };
}
