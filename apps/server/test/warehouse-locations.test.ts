import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MAPPING_MESSAGES, WAREHOUSE_MESSAGES } from '@shop/contract';
import { createTestApp, type TestApp, type CallArgs } from './helpers.ts';
import { pdfText } from './pdf-text.ts';
import { warehouseLocationCalls, type LocationCalls } from './unit-fixtures.ts';

type Person = { id: number; email: string; cookie: string };

// The grid, tree order, unit counts, search, xmin texts and races, on each engine:
// warehouse-locations.parity.test.ts.
describe('warehouse zones and locations', () => {
  let t: TestApp;
  let admin: Person;
  let manager: Person;
  let customer: Person;
  let productId: number;
  let code: LocationCalls['code'];
  let createZone: LocationCalls['createZone'];
  let locationsOf: LocationCalls['locationsOf'];

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
    ({ code, createZone, locationsOf } = warehouseLocationCalls(t, admin, productId));
  });
  afterAll(() => t.close());

  it('is for admins only: managers and customers are refused, visitors asked to sign in', async () => {
    const { zone } = await createZone({ zone_code: code('Q'), zone_name: 'Access' });
    const calls: CallArgs[] = [
      ['GET', '/api/warehouse-zones'],
      ['GET', '/api/locations/zones'],
      ['POST', '/api/warehouse-zones', undefined, { zone_code: 'X1', zone_name: 'X' }],
      ['GET', `/api/warehouse-zones/${zone.id}/aisles`],
      ['GET', `/api/warehouse-zones/${zone.id}/racks?aisle=1`],
      ['GET', `/api/warehouse-zones/${zone.id}/shelves?aisle=1&rack=1`],
      ['GET', `/api/warehouse-zones/${zone.id}/locations`],
      ['GET', '/api/warehouse-locations?warehouse_id=1&limit=5000'],
      ['GET', '/api/warehouse-locations/1'],
      ['GET', '/api/available-locations?warehouse_id=1'],
      ['POST', '/api/warehouse-locations', undefined, { zone_id: zone.id, aisle: '1' }],
    ];
    for (const [method, url, , body] of calls) {
      expect((await t.call(method, url, undefined, body)).statusCode, url).toBe(401);
      expect((await t.call(method, url, customer, body)).statusCode, url).toBe(403);
      expect((await t.call(method, url, manager, body)).statusCode, url).toBe(403);
    }
    const [row] = await t.query<{ n: number }>(
      sql`select count(*)::int as n from warehouse_zones where zone_code = 'X1'`,
    );
    expect(row!.n).toBe(0);
  });

  it('checks a zone as docs/modules/warehouse.md#rules says, and a taken code is a 409 that leaves no bins', async () => {
    const post = (body: Record<string, unknown>) =>
      t.call('POST', '/api/warehouse-zones', admin, body);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ zone_name: 'N' }, 'zone_code', WAREHOUSE_MESSAGES.zoneCodeRequired],
      [{ zone_code: '   ', zone_name: 'N' }, 'zone_code', WAREHOUSE_MESSAGES.zoneCodeRequired],
      [
        { zone_code: 'ABCDEFGHIJK', zone_name: 'N' },
        'zone_code',
        WAREHOUSE_MESSAGES.zoneCodeLength,
      ],
      [{ zone_code: 'N1', zone_name: ' ' }, 'zone_name', WAREHOUSE_MESSAGES.zoneNameRequired],
      [{ zone_code: 'N1', zone_name: 'N', capacity: -1 }, 'capacity', WAREHOUSE_MESSAGES.capacity],
      [
        { zone_code: 'N1', zone_name: 'N', capacity: 'lots' },
        'capacity',
        WAREHOUSE_MESSAGES.capacity,
      ],
      [
        { zone_code: 'N1', zone_name: 'N', aisles: 51 },
        'aisles',
        'Aisles must be between 1 and 50',
      ],
      [
        { zone_code: 'N1', zone_name: 'N', racks: 0 },
        'racks',
        'Racks per aisle must be between 1 and 100',
      ],
      [
        { zone_code: 'N1', zone_name: 'N', shelves: 21 },
        'shelves',
        'Shelves per rack must be between 1 and 20',
      ],
      [
        { zone_code: 'N1', zone_name: 'N', warehouse_id: 2 },
        'warehouse_id',
        WAREHOUSE_MESSAGES.warehouse,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[field], JSON.stringify(body)).toBe(message);
    }
    // Not a number: the default (5 aisles).
    const fallback = await createZone({
      zone_code: code('D'),
      zone_name: 'D',
      aisles: 'many',
      racks: 1,
      shelves: 1,
    });
    expect(fallback.locations_created).toBe(5);
    const taken = await post({
      zone_code: fallback.zone.zone_code.toLowerCase(),
      zone_name: 'Again',
      aisles: 2,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.zone_code).toBe(WAREHOUSE_MESSAGES.zoneCodeTaken);
    const [row] = await t.query<{ n: number }>(sql`
      select count(*)::int as n from warehouse_locations where zone_id = ${fallback.zone.id}`);
    expect(row!.n).toBe(5 + 1);
  });

  it('creates a bin: derived or entered coordinates, unique place (409), the spec messages', async () => {
    const { zone } = await createZone({ zone_code: code('E'), zone_name: 'Singles' });
    const post = (body: Record<string, unknown>) =>
      t.call('POST', '/api/warehouse-locations', admin, body);
    const derived = await post({
      zone_id: zone.id,
      aisle: ' 3 ',
      rack: 2,
      shelf: '5',
      capacity: '7.9',
    });
    expect(derived.statusCode, derived.body).toBe(201);
    expect(derived.json().location).toMatchObject({
      zone_code: zone.zone_code,
      aisle: '3',
      rack: '2',
      shelf: '5',
      // E = 4: 4 x 10 + 3 - 1.
      x_coordinate: 42,
      y_coordinate: 1,
      z_coordinate: 4,
      capacity: 7,
      location_code: `${zone.zone_code}-03-02-05`,
    });
    const entered = await post({
      zone_id: zone.id,
      aisle: '3',
      rack: '2',
      shelf: '6',
      x_coordinate: '1.25',
      z_coordinate: 2,
      location_type: 'bulk',
      notes: 'Pallet',
    });
    expect(entered.json().location).toMatchObject({
      x_coordinate: 1.3,
      y_coordinate: 0,
      z_coordinate: 2,
      capacity: null,
      location_type: 'bulk',
    });
    const again = await post({ zone_id: zone.id, aisle: '3', rack: '2', shelf: '5' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(WAREHOUSE_MESSAGES.locationTaken);
    const noZone = await post({ aisle: '1' });
    expect(noZone.statusCode).toBe(400);
    expect(noZone.json().errors.zone_id).toBe(WAREHOUSE_MESSAGES.selectZone);
    const badX = await post({ zone_id: zone.id, aisle: '9', x_coordinate: 'abc' });
    expect(badX.json().errors.x_coordinate).toBe('X coordinate must be a valid number');
    const badType = await post({ zone_id: zone.id, aisle: '9', location_type: 'attic' });
    expect(badType.statusCode).toBe(400);
    expect((await post({ zone_id: 999999, aisle: '1' })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/warehouse-locations/999999', admin)).statusCode).toBe(404);
    const one = await locationsOf(`location_id=${derived.json().location.id}`);
    expect(one.locations.map((l) => l.id)).toEqual([derived.json().location.id]);
  });

  it('maps order statuses to zones: create, read, edit, delete, with the spec messages and 404s', async () => {
    const { zone } = await createZone({ zone_code: code('M'), zone_name: 'Dock' });
    const other = (await createZone({ zone_code: code('M'), zone_name: 'Returns' })).zone;
    const post = (body: Record<string, unknown>) =>
      t.call('POST', '/api/status-mappings', admin, body);
    const made = await post({
      order_status: ' shipped ',
      zone_id: zone.id,
      description: 'Outbound',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().mapping).toMatchObject({
      order_status: 'shipped',
      zone_id: zone.id,
      zone_code: zone.zone_code,
      description: 'Outbound',
    });
    expect((await post({ order_status: 'shipped', zone_id: other.id })).statusCode).toBe(409);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ zone_id: zone.id }, 'order_status', MAPPING_MESSAGES.orderStatus],
      [{ order_status: '  ', zone_id: zone.id }, 'order_status', MAPPING_MESSAGES.orderStatus],
      [
        { order_status: 'teleported', zone_id: zone.id },
        'order_status',
        MAPPING_MESSAGES.unknownStatus,
      ],
      [{ order_status: 'delivered' }, 'zone_id', MAPPING_MESSAGES.zone],
      [
        { order_status: 'delivered', zone_id: zone.id, description: 'x'.repeat(256) },
        'description',
        MAPPING_MESSAGES.description,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[field]).toBe(message);
    }
    expect((await post({ order_status: 'delivered', zone_id: 999999 })).statusCode).toBe(404);
    const one = await t.call('GET', '/api/status-mapping/shipped', admin);
    expect(one.json().mapping.zone_id).toBe(zone.id);
    const edited = await t.call('PUT', '/api/status-mapping/shipped', admin, {
      zone_id: other.id,
      description: '',
    });
    expect(edited.json().mapping).toMatchObject({ zone_id: other.id, description: '' });
    const list = (await t.call('GET', '/api/status-mappings', admin)).json().mappings;
    expect(list.map((m: { order_status: string }) => m.order_status)).toEqual(['shipped']);
    expect((await t.call('DELETE', '/api/status-mapping/shipped', admin)).statusCode).toBe(200);
    for (const [method, url] of [
      ['GET', '/api/status-mapping/shipped'],
      ['PUT', '/api/status-mapping/shipped'],
      ['DELETE', '/api/status-mapping/shipped'],
    ] as const) {
      const res = await t.call(
        method,
        url,
        admin,
        method === 'PUT' ? { zone_id: zone.id } : undefined,
      );
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error).toBe(MAPPING_MESSAGES.notFound);
    }
    for (const who of [manager, customer]) {
      expect((await t.call('GET', '/api/status-mappings', who)).statusCode).toBe(403);
      expect(
        (
          await t.call('POST', '/api/status-mappings', who, {
            order_status: 'paid',
            zone_id: zone.id,
          })
        ).statusCode,
      ).toBe(403);
    }
    expect((await t.call('GET', '/api/status-mappings')).statusCode).toBe(401);
  });

  it('prints a PDF sheet of QR labels for a zone or one aisle', async () => {
    const { zone } = await createZone({
      zone_code: code('L'),
      zone_name: 'Labels',
      aisles: 2,
      racks: 2,
      shelves: 2,
    });
    const sheet = await t.call('GET', `/api/warehouse-zones/${zone.id}/labels`, admin);
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toBe('application/pdf');
    expect(sheet.headers['content-disposition']).toBe(
      `inline; filename="bin-labels-${zone.zone_code}.pdf"`,
    );
    const text = await pdfText(sheet.rawPayload);
    expect(text).toContain(`${zone.zone_code}-01-01-01`);
    expect(text).toContain(`${zone.zone_code}-02-02-02`);
    const aisle = await t.call('GET', `/api/warehouse-zones/${zone.id}/labels?aisle=2`, admin);
    const aisleText = await pdfText(aisle.rawPayload);
    expect(aisleText).toContain(`${zone.zone_code}-02-01-02`);
    expect(aisleText).not.toContain(`${zone.zone_code}-01-01-01`);
    expect((await t.call('GET', '/api/warehouse-zones/999999/labels', admin)).statusCode).toBe(404);
    expect(
      (await t.call('GET', `/api/warehouse-zones/${zone.id}/labels`, manager)).statusCode,
    ).toBe(403);
  });
});
