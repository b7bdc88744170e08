import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers.ts';
import { insertRma, setUpStock, soldUnits, type RmaStock } from './rma-fixtures.ts';

/**
 * The returns data model (ADR 0046), on both engines: the database stamps a unit's sale on
 * every path, and a unit is in at most one open RMA.
 */
describe('devices and RMAs: the data the database keeps', () => {
  let t: TestApp;
  let admin: { cookie: string };
  let customer: { id: number; email: string };
  let stock: RmaStock;

  type Stamps = {
    status: string;
    warrantyMonths: number | null;
    shipped: boolean;
    delivered: boolean;
  };
  const stampsOf = async (unitId: number) =>
    (
      await t.query<Stamps>(sql`
        select status, warranty_months as "warrantyMonths", shipped_at is not null as shipped,
          delivered_at is not null as delivered
        from product_units where id = ${unitId}`)
    )[0]!;

  beforeAll(async () => {
    t = await createTestApp();
    await t.seedCatalogue();
    admin = await t.createStaff('admin');
    customer = await t.signUp();
    stock = await setUpStock(t, admin, { units: 10 });
  });
  afterAll(() => t.close());

  it('a unit keeps the warranty term it was sold with, and when it shipped and arrived', async () => {
    await t.query(sql`update products set warranty_months = 24 where id = ${stock.product.id}`);
    const paid = await soldUnits(t, admin, stock, customer, { status: 'paid' });
    const unitId = paid.units[0]!.id;
    expect(await stampsOf(unitId)).toEqual({
      status: 'assigned',
      warrantyMonths: 24,
      shipped: false,
      delivered: false,
    });
    // A later change on the product form leaves the sold unit's term as sold.
    await t.query(sql`update products set warranty_months = 6 where id = ${stock.product.id}`);
    const ship = await t.call('PUT', `/api/admin/orders/${paid.orderId}/status`, admin, {
      status: 'shipped',
    });
    expect(ship.statusCode, ship.body).toBe(200);
    expect(await stampsOf(unitId)).toMatchObject({
      warrantyMonths: 24,
      shipped: true,
      delivered: false,
    });
    const deliver = await t.call('PUT', `/api/admin/orders/${paid.orderId}/status`, admin, {
      status: 'delivered',
    });
    expect(deliver.statusCode, deliver.body).toBe(200);
    expect(await stampsOf(unitId)).toEqual({
      status: 'delivered',
      warrantyMonths: 24,
      shipped: true,
      delivered: true,
    });
    await t.query(sql`update products set warranty_months = 12 where id = ${stock.product.id}`);
  });

  it('a unit that leaves its order before shipping loses the sale', async () => {
    const paid = await soldUnits(t, admin, stock, customer, { status: 'paid' });
    const cancel = await t.call('PUT', `/api/admin/orders/${paid.orderId}/status`, admin, {
      status: 'cancelled',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await stampsOf(paid.units[0]!.id)).toEqual({
      status: 'available',
      warrantyMonths: null,
      shipped: false,
      delivered: false,
    });
  });

  it('a unit is in at most one open RMA; a closed one does not count', async () => {
    const sold = await soldUnits(t, admin, stock, customer);
    const unitId = sold.units[0]!.id;
    const first = await insertRma(t, { customer, unitId });
    expect(first.rmaNumber).toMatch(/^RMA-\d{4}-\d{6}$/);
    await expect(insertRma(t, { customer, unitId })).rejects.toThrow();
    await t.query(sql`update rmas set status = 'rejected' where id = ${first.id}`);
    await expect(insertRma(t, { customer, unitId, kind: 'return' })).resolves.toBeDefined();
  });
});
