import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import {
  locationSearchResponse,
  mapDataResponse,
  type WarehouseLocation,
  type Zone,
} from '@shop/contract';
import { blockedBy, createTestApp, secondSession, TEST_ENGINE, type TestApp } from './helpers.ts';
import { warehouseLocationCalls, type LocationCalls } from './unit-fixtures.ts';
import type { Person } from './user-fixtures.ts';

/**
 * Zones and bins on each engine: a zone's grid inserted in one statement, the tree order and
 * pages in SQL, unit counts kept by triggers and capacity checked by the database (also by two
 * sessions at once), bin search and stats, one new bin asked for twice at once, and zone texts
 * kept by row version (xmin). Access, checks, mappings and labels: warehouse-locations.test.ts.
 */
describe('warehouse zones and locations (both engines)', () => {
  let t: TestApp;
  let admin: Person;
  let manager: Person;
  let productId: number;
  let code: LocationCalls['code'];
  let createZone: LocationCalls['createZone'];
  let locationsOf: LocationCalls['locationsOf'];
  let placeUnits: LocationCalls['placeUnits'];

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
    const [p] = await t.query<{ id: number }>(sql`select id from products order by id limit 1`);
    productId = p!.id;
    await t.trackSerials(productId);
    ({ code, createZone, locationsOf, placeUnits } = warehouseLocationCalls(t, admin, productId));
  });
  afterAll(() => t.close());

  it('creates a zone with its 2 x 3 x 4 grid in one call: codes, coordinates, capacity, notes', async () => {
    const zoneCode = code('B');
    const made = await createZone({
      warehouse_id: 1,
      zone_code: `  ${zoneCode.toLowerCase()} `,
      zone_name: 'Bulk cameras',
      description: 'Fast movers',
      aisles: 2,
      racks: '3',
      shelves: 4,
      capacity: 12,
    });
    // The grid's 24, and the zone's staging bin made with it (ADR 0038).
    expect(made.locations_created).toBe(24);
    expect(made.zone).toMatchObject({
      zone_code: zoneCode,
      zone_name: 'Bulk cameras',
      warehouse_id: 1,
      location_count: 25,
      unit_count: 0,
    });
    const { locations, pagination } = await locationsOf(`zone_id=${made.zone.id}&limit=5000`);
    expect(pagination.total).toBe(25);
    expect(locations.filter((l) => l.is_staging).map((l) => l.location_code)).toEqual([zoneCode]);
    const last = locations.find((l) => l.aisle === '2' && l.rack === '3' && l.shelf === '4')!;
    // x = letter index (B = 1) x 10 + aisle - 1; y = rack - 1; z = shelf - 1.
    expect(last).toMatchObject({
      x_coordinate: 11,
      y_coordinate: 2,
      z_coordinate: 3,
      capacity: 12,
      location_type: 'standard',
      notes: 'Part of zone: Fast movers',
      location_code: `${zoneCode}-02-03-04`,
      is_available: true,
    });
    // The zone alone, without a grid (the zone service's call).
    const bare = await createZone({ zone_code: code('C'), zone_name: 'Returns' });
    expect(bare.locations_created).toBe(0);
    const zones = (await t.call('GET', '/api/warehouse-zones?warehouse_id=1', admin)).json()
      .zones as Zone[];
    expect(zones.map((z) => z.zone_code)).toEqual(
      expect.arrayContaining([zoneCode, bare.zone.zone_code]),
    );
  });

  it('lists bins in the tree order (numbers numerically), paged, filtered, and the cascading options', async () => {
    const { zone } = await createZone({ zone_code: code('F'), zone_name: 'Tree' });
    for (const aisle of ['10', '9', '2', 'X']) {
      for (const shelf of ['1', '2']) {
        const res = await t.call('POST', '/api/warehouse-locations', admin, {
          zone_id: zone.id,
          aisle,
          rack: '1',
          shelf,
          capacity: 1,
        });
        expect(res.statusCode, res.body).toBe(201);
      }
    }
    const all = await locationsOf(`zone_id=${zone.id}&limit=5000`);
    expect(all.locations.map((l) => `${l.aisle}/${l.shelf}`)).toEqual([
      '2/1',
      '2/2',
      '9/1',
      '9/2',
      '10/1',
      '10/2',
      // The zone's staging bin: no aisle, rack or shelf (after the numbers, before the text).
      '/',
      'X/1',
      'X/2',
    ]);
    // The list is sent as the database writes it; each bin reads exactly as the one-bin call
    // (the service's mapping) gives it, dates and coordinates included.
    for (const listed of all.locations) {
      const one = await t.call('GET', `/api/warehouse-locations/${listed.id}`, admin);
      expect(listed).toEqual(one.json().location);
    }
    const page2 = await locationsOf(`zone_id=${zone.id}&limit=3&page=2`);
    expect(page2.locations.map((l) => l.aisle)).toEqual(['9', '10', '10']);
    expect(page2.pagination).toMatchObject({ total: 9, pages: 3 });
    expect((await locationsOf(`zone_id=${zone.id}&aisle=9&shelf=2`)).locations).toHaveLength(1);

    // One bin of aisle 9 full: the options and the available list say so.
    const full = all.locations.find((l) => l.aisle === '9' && l.shelf === '1')!;
    await placeUnits(full.id, 1, `TREE${zone.id}`);
    const fullListed = (await locationsOf(`zone_id=${zone.id}&aisle=9&shelf=1`)).locations[0]!;
    expect(fullListed).toMatchObject({ unit_count: 1, is_available: false });
    expect(fullListed).toEqual(
      (await t.call('GET', `/api/warehouse-locations/${full.id}`, admin)).json().location,
    );
    const aisles = (await t.call('GET', `/api/warehouse-zones/${zone.id}/aisles`, admin)).json();
    expect(aisles.aisles).toEqual([
      { aisle: '2', available_locations: 2, total_locations: 2 },
      { aisle: '9', available_locations: 1, total_locations: 2 },
      { aisle: '10', available_locations: 2, total_locations: 2 },
      { aisle: 'X', available_locations: 2, total_locations: 2 },
    ]);
    const racks = (
      await t.call('GET', `/api/warehouse-zones/${zone.id}/racks?aisle=9`, admin)
    ).json();
    expect(racks.racks).toEqual([{ rack: '1', available_locations: 1, total_locations: 2 }]);
    const shelves = (
      await t.call('GET', `/api/warehouse-zones/${zone.id}/shelves?aisle=9&rack=1`, admin)
    ).json();
    expect(shelves.shelves).toEqual([
      { shelf: '1', available_capacity: 0, capacity: 1, location_id: full.id },
      expect.objectContaining({ shelf: '2', available_capacity: 1, capacity: 1 }),
    ]);
    const free = (
      await t.call('GET', `/api/available-locations?warehouse_id=1&zone_id=${zone.id}`, admin)
    ).json().locations as WarehouseLocation[];
    // Seven bins with room, and the staging bin (no capacity: always room).
    expect(free).toHaveLength(7 + 1);
    expect(free.some((l) => l.id === full.id)).toBe(false);
    expect((await t.call('GET', '/api/warehouse-zones/999999/aisles', admin)).statusCode).toBe(404);
  });

  it("keeps each bin's unit count and refuses a placement past capacity in the database; stock follows available units", async () => {
    const { zone } = await createZone({
      zone_code: code('G'),
      zone_name: 'Count',
      aisles: 1,
      racks: 1,
      shelves: 2,
      capacity: 2,
    });
    const [a, b] = (await locationsOf(`zone_id=${zone.id}`)).locations;
    await placeUnits(a!.id, 2, `CNT${zone.id}A`);
    await expect(placeUnits(a!.id, 1, `CNT${zone.id}B`)).rejects.toThrow();
    const countOf = async (id: number) =>
      (
        await t.query<{ n: number }>(
          sql`select unit_count as n from warehouse_locations where id = ${id}`,
        )
      )[0]!.n;
    expect(await countOf(a!.id)).toBe(2);
    // A move is one statement: out of A, into B.
    await t.query(
      sql`update product_units set location_id = ${b!.id} where location_id = ${a!.id}`,
    );
    expect([await countOf(a!.id), await countOf(b!.id)]).toEqual([0, 2]);
    const stock = async () =>
      (
        await t.query<{ stock: number; available: number }>(sql`
        select p.stock, (select count(*)::int from product_units u
          where u.product_id = p.id and u.status = 'available') as available
        from products p where p.id = ${productId}`)
      )[0]!;
    const before = await stock();
    expect(before.stock).toBe(before.available);
    await t.query(sql`update product_units set status = 'damaged' where location_id = ${b!.id}`);
    const after = await stock();
    expect(after.stock).toBe(before.stock - 2);
    expect(after.stock).toBe(after.available);
  });

  it.skipIf(TEST_ENGINE !== 'postgres')(
    'two staff filling the last place of a bin at once: one succeeds, the other is refused',
    async () => {
      const { zone } = await createZone({
        zone_code: code('H'),
        zone_name: 'Race',
        aisles: 1,
        racks: 1,
        shelves: 1,
        capacity: 1,
      });
      const [bin] = (await locationsOf(`zone_id=${zone.id}`)).locations;
      const clients = (await Promise.all([secondSession(t), secondSession(t)])) as [
        pg.Client,
        pg.Client,
      ];
      const place = (c: pg.Client, name: string) =>
        c.query(
          `insert into product_units (unit_identifier, product_id, product_name_snapshot,
             warehouse_id, zone_id, location_id) values ($1, $2, 'Race', 1, $3, $4)`,
          [name, productId, zone.id, bin!.id],
        );
      try {
        const [x, y] = clients;
        await x.query('begin');
        await y.query('begin');
        await place(x, `RACE${zone.id}-1`);
        // Y waits on X's lock of the bin; X commits while Y waits.
        const second = place(y, `RACE${zone.id}-2`).then(
          () => 'placed',
          (err: { code?: string }) => err.code,
        );
        await blockedBy(x, second);
        await x.query('commit');
        expect(await second).toBe('23514');
        await y.query('rollback');
      } finally {
        await Promise.all(clients.map((c) => c.end()));
      }
      const [row] = await t.query<{ n: number; units: number }>(sql`
        select unit_count as n, (select count(*)::int from product_units where location_id = ${bin!.id}) as units
        from warehouse_locations where id = ${bin!.id}`);
      expect(row).toEqual({ n: 1, units: 1 });
    },
  );

  it('searches bins, counts them for the stats, and gives the map every bin with its load', async () => {
    const { zone } = await createZone({
      zone_code: code('P'),
      zone_name: 'Pallets',
      aisles: 2,
      racks: 2,
      shelves: 1,
      capacity: 1,
    });
    const { locations } = await locationsOf(`zone_id=${zone.id}`);
    await placeUnits(locations[0]!.id, 1, `MAP${zone.id}`);
    const search = (
      await t.call('GET', `/api/locations/search?search=${zone.zone_code.toLowerCase()}-02`, admin)
    ).json();
    locationSearchResponse.parse(search);
    expect(search.locations.map((l: WarehouseLocation) => l.location_code)).toEqual([
      `${zone.zone_code}-02-01-01`,
      `${zone.zone_code}-02-02-01`,
    ]);
    const stats = (await t.call('GET', '/api/locations/stats?warehouse_id=1', admin)).json().stats;
    const [counts] = await t.query<{ bins: number; units: number }>(sql`
      select (select count(*)::int from warehouse_locations) as bins,
        (select count(*)::int from product_units where zone_id is not null) as units`);
    expect(stats).toMatchObject({ totalLocations: counts!.bins, totalWithLocation: counts!.units });
    expect(stats.fullLocations).toBeGreaterThanOrEqual(1);
    expect(
      stats.zoneBreakdown.find((z: { zone_id: number }) => z.zone_id === zone.id),
    ).toMatchObject({ locations: 4 + 1, units: 1 });
    expect(stats.warehouseBounds.max_x).toBeGreaterThanOrEqual(locations[3]!.x_coordinate);
    const map = (
      await t.call(
        'GET',
        `/api/locations/map-data?warehouse_id=1&zone=${zone.zone_code.toLowerCase()}`,
        admin,
      )
    ).json();
    // The grid's four and the staging bin, told apart.
    expect(map.locations).toHaveLength(4 + 1);
    expect(map.locations.filter((b: { is_staging: boolean }) => b.is_staging)).toHaveLength(1);
    expect(map.locations.find((l: { id: number }) => l.id === locations[0]!.id)).toMatchObject({
      unit_count: 1,
      capacity: 1,
    });
    expect(map.zones.some((z: { id: number }) => z.id === zone.id)).toBe(true);
    const everything = mapDataResponse.parse(
      (await t.call('GET', '/api/locations/map-data', admin)).json(),
    );
    expect(everything.locations).toHaveLength(counts!.bins);
    expect((await t.call('GET', '/api/locations/map-data?zone=NOPE', admin)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/locations/map-data', manager)).statusCode).toBe(403);
  });

  it('makes two requests for the same new bin one bin', async () => {
    const { zone } = await createZone({ zone_code: code('J'), zone_name: 'Twice' });
    const body = { zone_id: zone.id, aisle: '1', rack: '1', shelf: '1' };
    const answers = await Promise.all([
      t.call('POST', '/api/warehouse-locations', admin, body),
      t.call('POST', '/api/warehouse-locations', admin, body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });

  it('sends every change of a bin or zone in the next whole list and map, zone by zone (ADR 0016)', async () => {
    const { zone: k } = await createZone({
      zone_code: code('K'),
      zone_name: 'Kept',
      aisles: 2,
      racks: 1,
      shelves: 2,
      capacity: 3,
    });
    const { zone: l } = await createZone({
      zone_code: code('L'),
      zone_name: 'Left alone',
      aisles: 1,
      racks: 1,
      shelves: 1,
    });
    const whole = () => locationsOf('warehouse_id=1&limit=5000');
    const mapOf = async (zone?: string) =>
      mapDataResponse.parse(
        (
          await t.call('GET', `/api/locations/map-data${zone ? `?zone=${zone}` : ''}`, admin)
        ).json(),
      );
    /** The warehouse's bin ids in the tree's order, straight from the table. */
    const treeIds = async () =>
      (
        await t.query<{ id: number }>(sql`
          select l.id from warehouse_locations l join warehouse_zones z on z.id = l.zone_id
          where l.warehouse_id = 1
          order by z.zone_code, l.aisle_number nulls last, l.aisle, l.rack_number nulls last,
            l.rack, l.shelf_number nulls last, l.shelf, l.id`)
      ).map((r) => r.id);
    const oneBin = async (id: number) =>
      (await t.call('GET', `/api/warehouse-locations/${id}`, admin)).json().location;

    // Asked once: every zone's text is kept.
    const first = await whole();
    expect(first.locations.map((b) => b.id)).toEqual(await treeIds());
    expect(first.pagination.total).toBe(first.locations.length);
    // K's grid (its staging bin, the fifth, comes last in the tree).
    const kBins = first.locations.filter((b) => b.zone_id === k.id && !b.is_staging);
    expect(kBins).toHaveLength(4);
    await mapOf();
    await mapOf(k.zone_code);

    // Units on a shelf of K: the next answers carry the new count, in every list and the map.
    await placeUnits(kBins[1]!.id, 3, `KEEP${k.id}`);
    const afterUnits = await whole();
    const shelf = afterUnits.locations.find((b) => b.id === kBins[1]!.id)!;
    expect(shelf).toMatchObject({ unit_count: 3, is_available: false });
    expect(shelf).toEqual(await oneBin(shelf.id));
    expect((await locationsOf(`zone_id=${k.id}&limit=5000`)).locations[1]).toEqual(shelf);
    const kMap = await mapOf(k.zone_code);
    expect(kMap.locations.find((b) => b.id === shelf.id)).toMatchObject({ unit_count: 3 });
    expect(kMap.locations).toHaveLength(4 + 1);
    expect((await mapOf()).locations.find((b) => b.id === shelf.id)).toMatchObject({
      unit_count: 3,
    });
    // The zone left alone reads as before.
    const lBin = afterUnits.locations.find((b) => b.zone_id === l.id)!;
    expect(lBin).toEqual(first.locations.find((b) => b.zone_id === l.id));
    expect(lBin).toEqual(await oneBin(lBin.id));

    // A zone renamed (no screen does it yet; the table may be changed by hand): its name is
    // sent at once, on every bin of the zone.
    await t.query(sql`update warehouse_zones set zone_name = 'Renamed' where id = ${k.id}`);
    const renamed = (await whole()).locations.filter((b) => b.zone_id === k.id);
    expect(renamed.map((b) => b.zone_name)).toEqual(Array(5).fill('Renamed'));
    expect((await mapOf()).zones.find((z) => z.id === k.id)?.zone_name).toBe('Renamed');

    // A bin added takes its place in the tree; a bin removed is gone.
    const added = await t.call('POST', '/api/warehouse-locations', admin, {
      zone_id: k.id,
      aisle: '1',
      rack: '1',
      shelf: '3',
    });
    expect(added.statusCode, added.body).toBe(201);
    const withAdded = await whole();
    expect(withAdded.locations.map((b) => b.id)).toEqual(await treeIds());
    expect(withAdded.pagination.total).toBe(first.pagination.total + 1);
    expect(withAdded.locations.filter((b) => b.zone_id === k.id).map((b) => b.shelf)).toEqual([
      '1',
      '2',
      '3',
      '1',
      '2',
      '',
    ]);
    await t.query(sql`delete from warehouse_locations where id = ${kBins[3]!.id}`);
    const withRemoved = await whole();
    expect(withRemoved.locations.some((b) => b.id === kBins[3]!.id)).toBe(false);
    expect(withRemoved.locations.map((b) => b.id)).toEqual(await treeIds());
    expect((await mapOf(k.zone_code)).locations).toHaveLength(4 + 1);

    // More bins than the page holds: paged as before.
    const paged = await locationsOf(`zone_id=${k.id}&limit=3`);
    expect(paged.locations).toHaveLength(3);
    expect(paged.pagination).toMatchObject({ total: 5, pages: 2 });
    // A zone that is not there lists nothing.
    expect((await locationsOf('zone_id=999999&limit=5000')).pagination.total).toBe(0);
  });
});
