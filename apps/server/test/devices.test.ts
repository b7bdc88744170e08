import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  DEVICE_MESSAGES,
  returnWindowEndDay,
  shopDay,
  warrantyEndDay,
  type CustomerDevice,
  type CustomerDevicesResponse,
} from '@shop/contract';
import { createTestApp, type TestApp } from './helpers.ts';
import { insertRma, setUpStock, soldUnits, type RmaStock } from './rma-fixtures.ts';

/**
 * My devices (ADR 0047): the units shipped, delivered or installed to the customer,
 * with their warranty and what may be filed for them, and only their own.
 */
describe('my devices', () => {
  let t: TestApp;
  let admin: { cookie: string };
  let customer: { id: number; email: string; cookie: string };
  let other: { id: number; email: string; cookie: string };
  let stock: RmaStock;

  const list = async (who: { cookie: string }, query = '') => {
    const res = await t.call('GET', `/api/customer/devices${query}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CustomerDevicesResponse;
  };
  const stampDay = async (unitId: number, column: 'delivered_at' | 'shipped_at') =>
    shopDay(
      (
        await t.query<{ at: Date }>(
          sql`select ${sql.raw(column)} as at from product_units where id = ${unitId}`,
        )
      )[0]!.at,
    );

  beforeAll(async () => {
    t = await createTestApp();
    await t.seedCatalogue();
    admin = await t.createStaff('admin');
    customer = await t.signUp();
    other = await t.signUp();
    stock = await setUpStock(t, admin, { units: 20 });
  });
  afterAll(() => t.close());

  it('asks for a session, and a customer without devices gets the empty list', async () => {
    expect((await t.call('GET', '/api/customer/devices')).statusCode).toBe(401);
    expect((await t.call('GET', '/api/customer/devices/1')).statusCode).toBe(401);
    const empty = await list(customer);
    expect(empty.devices).toEqual([]);
    expect(empty.pagination.totalItems).toBe(0);
  });

  it('lists the units that reached the customer, newest delivery first, with their terms', async () => {
    await t.query(sql`update products set warranty_months = 24 where id = ${stock.product.id}`);
    const old = await soldUnits(t, admin, stock, customer, { deliveredDaysAgo: 400 });
    const month = await soldUnits(t, admin, stock, customer, { deliveredDaysAgo: 40 });
    const fresh = await soldUnits(t, admin, stock, customer, { quantity: 2 });
    const shipped = await soldUnits(t, admin, stock, customer, {
      status: 'shipped',
      deliveredDaysAgo: 1,
    });
    // Not with the customer yet: a paid order's unit, on the shelf for it.
    await soldUnits(t, admin, stock, customer, { status: 'paid' });
    // Someone else's device.
    const theirs = await soldUnits(t, admin, stock, other);
    await t.query(sql`update products set warranty_months = 12 where id = ${stock.product.id}`);

    const { devices, pagination } = await list(customer);
    expect(pagination.totalItems).toBe(5);
    const ids = devices.map((d) => d.unitId);
    // The shipped unit reached the customer a day ago by its shipment (3 days back), the
    // fresh ones today: newest first, then by id, descending.
    expect(ids).toEqual([
      fresh.units[1]!.id,
      fresh.units[0]!.id,
      shipped.units[0]!.id,
      month.units[0]!.id,
      old.units[0]!.id,
    ]);
    expect(ids).not.toContain(theirs.units[0]!.id);

    const today = shopDay(new Date());
    const freshDay = await stampDay(fresh.units[0]!.id, 'delivered_at');
    expect(devices[1]).toEqual<CustomerDevice>({
      unitId: fresh.units[0]!.id,
      serial: fresh.units[0]!.identifier,
      product: { id: stock.product.id, name: stock.product.name, imageUrl: null },
      orderId: fresh.orderId,
      orderNumber: fresh.orderNumber,
      unitStatus: 'delivered',
      shippedOn: await stampDay(fresh.units[0]!.id, 'shipped_at'),
      deliveredOn: freshDay,
      installed: false,
      // The term the unit was sold with, not the product's now.
      warrantyMonths: 24,
      warrantyEndsOn: warrantyEndDay(freshDay, 24),
      state: 'in_warranty',
      returnWindowEndsOn: returnWindowEndDay(freshDay, 30),
      canReturn: true,
      canClaim: true,
      coveredBy: null,
      openRma: null,
    });
    expect(freshDay).toBe(today);

    // Shipped, not delivered: the warranty and the window run from the shipment's day.
    const shippedDay = await stampDay(shipped.units[0]!.id, 'shipped_at');
    expect(devices[2]).toMatchObject({
      unitStatus: 'shipped',
      deliveredOn: null,
      shippedOn: shippedDay,
      warrantyEndsOn: warrantyEndDay(shippedDay, 24),
      returnWindowEndsOn: returnWindowEndDay(shippedDay, 30),
      canReturn: true,
    });
    // Past the 30-day window, in warranty: a claim only.
    expect(devices[3]).toMatchObject({ state: 'in_warranty', canReturn: false, canClaim: true });
    // 400 days with 24 months: still in warranty; with the window long gone.
    expect(devices[4]).toMatchObject({ state: 'in_warranty', canReturn: false, canClaim: true });

    // Paged in the database.
    const second = await list(customer, '?page=2&limit=2');
    expect(second.devices.map((d) => d.unitId)).toEqual(ids.slice(2, 4));
    expect(second.pagination).toMatchObject({ totalItems: 5, totalPages: 3, currentPage: 2 });
    const beyond = await list(customer, '?page=9&limit=2');
    expect(beyond.devices).toEqual([]);
    expect(beyond.pagination.totalItems).toBe(5);
    expect((await t.call('GET', '/api/customer/devices?limit=500', customer)).statusCode).toBe(400);
  });

  it('an expired warranty, the settings\u2019 return window and an installed unit', async () => {
    const expired = await soldUnits(t, admin, stock, customer, { deliveredDaysAgo: 800 });
    const installed = await soldUnits(t, admin, stock, customer, { deliveredDaysAgo: 20 });
    await t.query(
      sql`update product_units set status = 'installed' where id = ${installed.units[0]!.id}`,
    );
    const read = async (unitId: number) => {
      const res = await t.call('GET', `/api/customer/devices/${unitId}`, customer);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { device: CustomerDevice }).device;
    };
    expect(await read(expired.units[0]!.id)).toMatchObject({
      state: 'expired',
      canReturn: false,
      canClaim: false,
    });
    expect(await read(installed.units[0]!.id)).toMatchObject({
      unitStatus: 'installed',
      installed: true,
      canReturn: true,
    });
    // A 10-day window in the settings closes the 20-day-old device's.
    await t.query(sql`insert into rma_settings (id, return_window_days) values (1, 10)
      on conflict (id) do update set return_window_days = 10`);
    try {
      const day = await stampDay(installed.units[0]!.id, 'delivered_at');
      expect(await read(installed.units[0]!.id)).toMatchObject({
        returnWindowEndsOn: returnWindowEndDay(day, 10),
        canReturn: false,
        canClaim: true,
      });
    } finally {
      // The defaults again (read when the row is missing).
      await t.query(sql`delete from rma_settings`);
    }
  });

  it('a device under an open RMA is under claim, listed even once it is back with the shop', async () => {
    const sold = await soldUnits(t, admin, stock, customer);
    const unitId = sold.units[0]!.id;
    const rma = await insertRma(t, { customer, unitId, status: 'approved' });
    const open = { id: rma.id, rmaNumber: rma.rmaNumber, status: 'approved' };
    const device = (await list(customer, '?limit=100')).devices.find((d) => d.unitId === unitId);
    expect(device).toMatchObject({
      state: 'under_claim',
      canReturn: false,
      canClaim: false,
      openRma: open,
    });
    // Received back: returned, and not the customer's order's any more.
    await t.query(
      sql`update product_units set status = 'returned', order_id = null where id = ${unitId}`,
    );
    const back = (await list(customer, '?limit=100')).devices.find((d) => d.unitId === unitId);
    expect(back).toMatchObject({
      unitStatus: 'returned',
      state: 'under_claim',
      orderId: sold.orderId,
      orderNumber: sold.orderNumber,
      openRma: open,
    });
    // Put on another customer's order meanwhile: the device still names the customer's own
    // order, never the other one's.
    const theirs = await soldUnits(t, admin, stock, other, { status: 'paid' });
    await t.query(sql`update product_units set status = 'assigned', order_id = ${theirs.orderId}
      where id = ${unitId}`);
    const taken = (await list(customer, '?limit=100')).devices.find((d) => d.unitId === unitId);
    expect(taken).toMatchObject({ orderId: sold.orderId, orderNumber: sold.orderNumber });
    const one = await t.call('GET', `/api/customer/devices/${unitId}`, customer);
    expect(one.json().device).toMatchObject({
      orderId: sold.orderId,
      orderNumber: sold.orderNumber,
    });
    // Closed, the returned unit leaves the list.
    await t.query(sql`update rmas set status = 'withdrawn' where id = ${rma.id}`);
    const after = (await list(customer, '?limit=100')).devices.map((d) => d.unitId);
    expect(after).not.toContain(unitId);
  });

  it('another customer\u2019s unit is not found, in the same words as one that does not exist', async () => {
    const theirs = await soldUnits(t, admin, stock, other);
    const mine = await soldUnits(t, admin, stock, customer);
    const missing = await t.call('GET', '/api/customer/devices/999999', customer);
    const foreign = await t.call('GET', `/api/customer/devices/${theirs.units[0]!.id}`, customer);
    expect(missing.statusCode).toBe(404);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect(missing.json()).toMatchObject({ error: DEVICE_MESSAGES.notFound });
    // Staff have no devices of their own: the customer's are not theirs either.
    expect(
      (await t.call('GET', `/api/customer/devices/${mine.units[0]!.id}`, admin)).statusCode,
    ).toBe(404);
    expect((await list(admin)).devices).toEqual([]);
    expect((await list(other)).devices.map((d) => d.unitId)).toContain(theirs.units[0]!.id);
  });

  it('lists its calls in the OpenAPI document', async () => {
    const doc = (await t.call('GET', '/api/docs/json', admin)).json() as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/customer/devices', '/api/customer/devices/{id}']),
    );
  });
});
