import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  layoutHistoryResponse,
  UNIT_MESSAGES,
  WAREHOUSE_MESSAGES,
  type LayoutChange,
  type WarehouseLocation,
  type Zone,
} from '@shop/contract';
import { createTestApp, type CallArgs, type TestApp } from './helpers.ts';
import { warehouseLayoutCalls, type LayoutCalls } from './unit-fixtures.ts';

type Person = { id: number; email: string; cookie: string };

/**
 * The layout can be corrected. A zone renamed, a bin's capacity changed (never
 * below its units), a bin deactivated and reactivated, an empty bin or zone deleted (a mistyped
 * zone of thousands of bins in one call), every change in the layout history with who and when.
 * The zone of thousands of bins and a delete racing a placement, on each engine:
 * warehouse-layout.parity.test.ts.
 */
describe('warehouse layout corrections', () => {
  let t: TestApp;
  let admin: Person;
  let manager: Person;
  let customer: Person;
  let productId: number;
  let code: LayoutCalls['code'];
  let createZone: LayoutCalls['createZone'];
  let allBinsOf: LayoutCalls['allBinsOf'];
  let binsOf: LayoutCalls['binsOf'];
  let receive: LayoutCalls['receive'];
  let unitsIn: LayoutCalls['unitsIn'];

  const history = async (url: string) => {
    const res = await t.call('GET', url, admin);
    expect(res.statusCode, res.body).toBe(200);
    return layoutHistoryResponse.parse(res.json()).changes;
  };
  beforeAll(async () => {
    t = await createTestApp();
    await t.seedCatalogue();
    admin = await t.createStaff('admin');
    manager = await t.createStaff('manager', {
      canManageProducts: true,
      canManageOrders: true,
      canViewReports: true,
      canManageUsers: true,
    });
    customer = await t.signUp();
    const [p] = await t.query<{ id: number }>(sql`select id from products order by id limit 1`);
    productId = p!.id;
    await t.trackSerials(productId);
    ({ code, createZone, allBinsOf, binsOf, receive, unitsIn } = warehouseLayoutCalls(
      t,
      admin,
      productId,
    ));
  });
  afterAll(() => t.close());

  it('is for admins only: managers and customers are refused, visitors asked to sign in, nothing changes', async () => {
    const zone = await createZone({
      zone_code: code('Q'),
      zone_name: 'Guarded',
      aisles: 1,
      racks: 1,
      shelves: 1,
    });
    const [bin] = await binsOf(zone.id);
    const calls: CallArgs[] = [
      ['PUT', `/api/warehouse-zones/${zone.id}`, undefined, { zone_name: 'Taken over' }],
      ['DELETE', `/api/warehouse-zones/${zone.id}`],
      ['GET', `/api/warehouse-zones/${zone.id}/history`],
      ['PUT', `/api/warehouse-locations/${bin!.id}`, undefined, { capacity: 1 }],
      ['DELETE', `/api/warehouse-locations/${bin!.id}`],
      ['GET', `/api/warehouse-locations/${bin!.id}/history`],
    ];
    for (const [method, url, , body] of calls) {
      expect((await t.call(method, url, undefined, body)).statusCode, url).toBe(401);
      expect((await t.call(method, url, customer, body)).statusCode, url).toBe(403);
      expect((await t.call(method, url, manager, body)).statusCode, url).toBe(403);
    }
    const [row] = await t.query<{ name: string; bins: number }>(sql`
      select zone_name as name, (select count(*)::int from warehouse_locations where zone_id = ${zone.id}) as bins
      from warehouse_zones where id = ${zone.id}`);
    // Its one bin and its staging bin.
    expect(row).toEqual({ name: 'Guarded', bins: 2 });
  });

  it('renames a zone (name and description; the code stays, it is on the labels) and writes who and when', async () => {
    const zone = await createZone({
      zone_code: code('R'),
      zone_name: 'Recieving',
      aisles: 1,
      racks: 1,
      shelves: 1,
    });
    const res = await t.call('PUT', `/api/warehouse-zones/${zone.id}`, admin, {
      zone_name: '  Receiving ',
      description: 'Dock doors 1-3',
      zone_code: 'HACK',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().zone).toMatchObject({
      id: zone.id,
      zone_code: zone.zone_code,
      zone_name: 'Receiving',
      description: 'Dock doors 1-3',
      location_count: 2,
    });
    const [bin] = await binsOf(zone.id);
    expect(bin!.zone_name).toBe('Receiving');
    const changes = await history(`/api/warehouse-zones/${zone.id}/history`);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      action: 'zone_renamed',
      zone_id: zone.id,
      zone_code: zone.zone_code,
      location_id: null,
      details: 'Name "Recieving" -> "Receiving"; description "" -> "Dock doors 1-3"',
      changed_by_name: expect.stringMatching(/\S/),
    });
    expect(Date.now() - Date.parse(changes[0]!.created_at)).toBeLessThan(60_000);

    // Bad input and unknown zones.
    const empty = await t.call('PUT', `/api/warehouse-zones/${zone.id}`, admin, { zone_name: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toContain(WAREHOUSE_MESSAGES.zoneNameRequired);
    const nothing = await t.call('PUT', `/api/warehouse-zones/${zone.id}`, admin, {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error).toContain(WAREHOUSE_MESSAGES.nothingToChange);
    const unknown = await t.call('PUT', '/api/warehouse-zones/999999', admin, { zone_name: 'X' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(WAREHOUSE_MESSAGES.zoneNotFound);
    expect(
      (await t.call('PUT', '/api/warehouse-zones/abc', admin, { zone_name: 'X' })).statusCode,
    ).toBe(400);
    // Saving the same name again changes nothing and writes no history.
    await t.call('PUT', `/api/warehouse-zones/${zone.id}`, admin, { zone_name: 'Receiving' });
    expect(await history(`/api/warehouse-zones/${zone.id}/history`)).toHaveLength(1);
  });

  it("changes a bin's capacity, never below the units in it (the spec's message), and keeps the history", async () => {
    const zone = await createZone({
      zone_code: code('C'),
      zone_name: 'Capacity',
      aisles: 1,
      racks: 1,
      shelves: 1,
      capacity: 10,
    });
    const [bin] = await binsOf(zone.id);
    expect((await receive(bin!.id, 3)).statusCode).toBe(201);

    const below = await t.call('PUT', `/api/warehouse-locations/${bin!.id}`, admin, {
      capacity: 2,
    });
    expect(below.statusCode, below.body).toBe(409);
    expect(below.json().error).toBe(WAREHOUSE_MESSAGES.capacityBelowUnits);

    const exact = await t.call('PUT', `/api/warehouse-locations/${bin!.id}`, admin, {
      capacity: 3,
    });
    expect(exact.statusCode, exact.body).toBe(200);
    expect(exact.json().location).toMatchObject({
      capacity: 3,
      unit_count: 3,
      is_available: false,
    });
    // Full now: the next unit is refused.
    expect((await receive(bin!.id)).statusCode).toBe(409);

    const unlimited = await t.call('PUT', `/api/warehouse-locations/${bin!.id}`, admin, {
      capacity: null,
    });
    expect(unlimited.statusCode).toBe(200);
    expect(unlimited.json().location).toMatchObject({ capacity: null, is_available: true });

    for (const capacity of [-1, 'many', 2.5]) {
      const bad = await t.call('PUT', `/api/warehouse-locations/${bin!.id}`, admin, { capacity });
      expect(bad.statusCode, String(capacity)).toBe(400);
      expect(bad.json().error).toContain(WAREHOUSE_MESSAGES.capacity);
    }
    const unknown = await t.call('PUT', '/api/warehouse-locations/999999', admin, { capacity: 5 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(WAREHOUSE_MESSAGES.locationNotFound);

    const changes = await history(`/api/warehouse-locations/${bin!.id}/history`);
    expect(changes.map((c) => [c.action, c.details])).toEqual([
      ['capacity_changed', 'Capacity 3 -> no limit'],
      ['capacity_changed', 'Capacity 10 -> 3'],
    ]);
    expect(changes[0]).toMatchObject({ location_code: bin!.location_code, zone_id: zone.id });
  });

  it('deactivates a bin (no new units go in; the badge says Location Inactive) and reactivates it', async () => {
    const zone = await createZone({
      zone_code: code('D'),
      zone_name: 'Inactive',
      aisles: 1,
      racks: 1,
      shelves: 1,
    });
    const [bin] = await binsOf(zone.id);
    const off = await t.call('PUT', `/api/warehouse-locations/${bin!.id}`, admin, {
      is_active: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().location).toMatchObject({ is_active: false, is_available: false });

    const refused = await receive(bin!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(UNIT_MESSAGES.inactive(bin!.location_code));
    expect(await unitsIn(bin!.id)).toBe(0);
    // Not offered among the bins with room, nor as a shelf of the location form.
    const available = await t.call('GET', `/api/available-locations?zone_id=${zone.id}`, admin);
    const offered = (available.json().locations as WarehouseLocation[]).map((l) => l.id);
    expect(offered).not.toContain(bin!.id);
    expect(offered).toHaveLength(1); // the zone's staging bin

    // A product whose default bin is inactive shows the spec's "Location Inactive" badge.
    const put = await t.call('PUT', `/api/products/${productId}/default-location`, admin, {
      warehouse_location_id: bin!.id,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().defaultLocation).toMatchObject({
      location_is_active: false,
      badge: 'location_inactive',
    });

    const on = await t.call('PUT', `/api/warehouse-locations/${bin!.id}`, admin, {
      is_active: true,
    });
    expect(on.json().location).toMatchObject({ is_active: true, is_available: true });
    expect((await receive(bin!.id)).statusCode).toBe(201);
    const changes = await history(`/api/warehouse-locations/${bin!.id}/history`);
    expect(changes.map((c) => c.action)).toEqual(['reactivated', 'deactivated']);
    await t.call('DELETE', `/api/products/${productId}/default-location`, admin);

    expect(
      (await t.call('PUT', `/api/warehouse-locations/${bin!.id}`, admin, { is_active: 'no' }))
        .statusCode,
    ).toBe(400);
    expect((await t.call('PUT', `/api/warehouse-locations/${bin!.id}`, admin, {})).statusCode).toBe(
      400,
    );
  });

  it('deletes an empty bin; a bin holding units or named as a default answers 409 with the reason', async () => {
    const zone = await createZone({
      zone_code: code('E'),
      zone_name: 'Bins',
      aisles: 1,
      racks: 1,
      shelves: 3,
    });
    const [full, named, empty] = await binsOf(zone.id);
    expect((await receive(full!.id, 2)).statusCode).toBe(201);
    const holds = await t.call('DELETE', `/api/warehouse-locations/${full!.id}`, admin);
    expect(holds.statusCode).toBe(409);
    expect(holds.json().error).toBe(WAREHOUSE_MESSAGES.locationHoldsUnits(full!.location_code, 2));

    await t.call('PUT', `/api/products/${productId}/default-location`, admin, {
      warehouse_location_id: named!.id,
    });
    const isDefault = await t.call('DELETE', `/api/warehouse-locations/${named!.id}`, admin);
    expect(isDefault.statusCode).toBe(409);
    expect(isDefault.json().error).toBe(
      WAREHOUSE_MESSAGES.defaultOf(`Location ${named!.location_code}`, 1),
    );
    await t.call('DELETE', `/api/products/${productId}/default-location`, admin);

    const gone = await t.call('DELETE', `/api/warehouse-locations/${empty!.id}`, admin);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json().message).toBe(WAREHOUSE_MESSAGES.locationDeleted(empty!.location_code));
    expect((await t.call('GET', `/api/warehouse-locations/${empty!.id}`, admin)).statusCode).toBe(
      404,
    );
    expect(
      (await t.call('DELETE', `/api/warehouse-locations/${empty!.id}`, admin)).statusCode,
    ).toBe(404);
    expect((await t.call('DELETE', '/api/warehouse-locations/0', admin)).statusCode).toBe(400);
    // The deleted bin's history is kept with the zone's.
    const changes = await history(`/api/warehouse-zones/${zone.id}/history`);
    expect(changes[0]).toMatchObject({
      action: 'location_deleted',
      location_id: empty!.id,
      location_code: empty!.location_code,
    });
    expect(await binsOf(zone.id)).toHaveLength(2);
  });

  it('deletes an empty zone with all its bins; a zone holding units, or receiving a mapped status, answers 409', async () => {
    const zone = await createZone({
      zone_code: code('Z'),
      zone_name: 'Holding',
      aisles: 2,
      racks: 2,
      shelves: 3,
    });
    const bins = await binsOf(zone.id);
    expect((await receive(bins[0]!.id, 7)).statusCode).toBe(201);
    expect((await receive(bins[5]!.id, 5)).statusCode).toBe(201);
    const holds = await t.call('DELETE', `/api/warehouse-zones/${zone.id}`, admin);
    expect(holds.statusCode).toBe(409);
    expect(holds.json().error).toBe(WAREHOUSE_MESSAGES.zoneHoldsUnits(zone.zone_code, 12));

    // A unit placed in the zone without a bin holds it too.
    const loose = await createZone({ zone_code: code('L'), zone_name: 'Loose' });
    const placed = await t.call('POST', '/api/product-units', admin, {
      product_id: productId,
      quantity: 1,
      location: { zone_id: loose.id, aisle: '9' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const looseRes = await t.call('DELETE', `/api/warehouse-zones/${loose.id}`, admin);
    expect(looseRes.statusCode).toBe(409);
    expect(looseRes.json().error).toBe(WAREHOUSE_MESSAGES.zoneHoldsUnits(loose.zone_code, 1));

    const mapped = await createZone({
      zone_code: code('M'),
      zone_name: 'Mapped',
      aisles: 1,
      racks: 1,
      shelves: 1,
    });
    await t.call('POST', '/api/status-mappings', admin, {
      order_status: 'refunded',
      zone_id: mapped.id,
    });
    const mappedRes = await t.call('DELETE', `/api/warehouse-zones/${mapped.id}`, admin);
    expect(mappedRes.statusCode).toBe(409);
    expect(mappedRes.json().error).toBe(
      WAREHOUSE_MESSAGES.zoneMapped(mapped.zone_code, ['refunded']),
    );
    await t.call('DELETE', '/api/status-mapping/refunded', admin);

    const res = await t.call('DELETE', `/api/warehouse-zones/${mapped.id}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    // Its bin and its staging bin.
    expect(res.json().message).toBe(WAREHOUSE_MESSAGES.zoneDeleted(mapped.zone_code, 2));
    expect(
      (await t.call('GET', `/api/warehouse-zones/${mapped.id}/aisles`, admin)).statusCode,
    ).toBe(404);
    expect((await t.call('DELETE', `/api/warehouse-zones/${mapped.id}`, admin)).statusCode).toBe(
      404,
    );
    const zones = (await t.call('GET', '/api/warehouse-zones', admin)).json().zones as Zone[];
    expect(zones.some((z) => z.id === mapped.id)).toBe(false);
    const changes = await history(`/api/warehouse-zones/${mapped.id}/history`);
    expect(changes[0]).toMatchObject({
      action: 'zone_deleted',
      details: 'Deleted with 2 locations',
    });
  });

  it("keeps a zone's staging bin while the zone stands: never deleted, deactivated or limited alone", async () => {
    const zone = await createZone({ zone_code: code('S'), zone_name: 'Staged', aisles: 1 });
    const staging = (await allBinsOf(zone.id)).find((b) => b.is_staging)!;
    expect(staging).toBeDefined();
    const url = `/api/warehouse-locations/${staging.id}`;
    const deleted = await t.call('DELETE', url, admin);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().error).toBe(WAREHOUSE_MESSAGES.stagingBinDeleted(zone.zone_code));
    for (const body of [{ is_active: false }, { capacity: 5 }]) {
      const res = await t.call('PUT', url, admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(409);
      expect(res.json().error).toBe(WAREHOUSE_MESSAGES.stagingBinFixed(zone.zone_code));
    }
    const after = (await t.call('GET', url, admin)).json().location as WarehouseLocation;
    expect(after).toMatchObject({ is_active: true, capacity: null });
    // The zone, empty, goes with its staging bin.
    const res = await t.call('DELETE', `/api/warehouse-zones/${zone.id}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.call('GET', url, admin)).statusCode).toBe(404);
  });

  it('lists a zone\u2019s history newest first with its bins\u2019 changes; history of an unknown bin is empty', async () => {
    const zone = await createZone({
      zone_code: code('H'),
      zone_name: 'History',
      aisles: 1,
      racks: 1,
      shelves: 1,
    });
    const [bin] = await binsOf(zone.id);
    await t.call('PUT', `/api/warehouse-locations/${bin!.id}`, admin, { capacity: 4 });
    await t.call('PUT', `/api/warehouse-zones/${zone.id}`, admin, { zone_name: 'History 2' });
    const changes: LayoutChange[] = await history(`/api/warehouse-zones/${zone.id}/history`);
    expect(changes.map((c) => c.action)).toEqual(['zone_renamed', 'capacity_changed']);
    expect(await history('/api/warehouse-locations/999999/history')).toEqual([]);
  });
});
