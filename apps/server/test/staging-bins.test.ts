import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { UNIT_MESSAGES, type WarehouseLocation, type Zone } from '@shop/contract';
import { createTestApp, type TestApp } from './helpers.ts';
import { createOrder, pricedProducts, type FixtureProduct } from './order-fixtures.ts';
import { receiveUnits } from './unit-fixtures.ts';

type Person = { id: number; email: string; cookie: string };

const migrations = new URL('../../../packages/db/migrations/', import.meta.url);

/**
 * Every zone has a staging bin, made with it; a unit placed in a zone
 * without naming a bin goes there (a receipt, a move, a status mapping's move), so bin
 * counts and capacity cover every unit on the premises.
 */
describe('staging bins', () => {
  let t: TestApp;
  let admin: Person;
  let customer: Person;
  let products: FixtureProduct[];
  let stock: Zone;
  let dock: Zone;

  const binsOf = async (zoneId: number) =>
    (await t.call('GET', `/api/warehouse-locations?zone_id=${zoneId}&limit=5000`, admin)).json()
      .locations as WarehouseLocation[];
  const stagingOf = async (zoneId: number) => {
    const staging = (await binsOf(zoneId)).filter((b) => b.is_staging);
    expect(staging).toHaveLength(1);
    return staging[0]!;
  };
  const receive = (productId: number, quantity: number, location: Record<string, unknown>) =>
    receiveUnits(t, admin, productId, quantity, location);
  /** Units with a zone and no bin, and bins whose count is not their units: both none. */
  const recount = async () => {
    const [row] = await t.query<{ loose: number; miscounted: number }>(sql`
      select (select count(*)::int from product_units
              where zone_id is not null and location_id is null) as loose,
        (select count(*)::int from warehouse_locations l
          where l.unit_count <> (select count(*) from product_units u where u.location_id = l.id))
          as miscounted`);
    return row;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.seedCatalogue();
    admin = await t.createStaff('admin');
    customer = await t.signUp();
    products = await pricedProducts(t);
    stock = (
      await t.call('POST', '/api/warehouse-zones', admin, {
        zone_code: 'C',
        zone_name: 'Stock',
        aisles: 1,
        racks: 2,
        shelves: 1,
        capacity: 10,
      })
    ).json().zone;
    dock = (
      await t.call('POST', '/api/warehouse-zones', admin, {
        zone_code: 'D',
        zone_name: 'Dock',
      })
    ).json().zone;
  });
  afterAll(() => t.close());

  it('is made with every zone, with or without its grid: active, no capacity, shown as staging', async () => {
    const staging = await stagingOf(dock.id);
    expect(staging).toMatchObject({
      zone_id: dock.id,
      aisle: '',
      rack: '',
      shelf: '',
      capacity: null,
      is_active: true,
      is_staging: true,
      location_code: 'D',
    });
    // Beside the zone's first aisle on the map (derived x of "aisle 0"), not on top of a rack.
    expect([staging.x_coordinate, staging.y_coordinate, staging.z_coordinate]).toEqual([29, 0, 0]);
    const grid = await binsOf(stock.id);
    expect(grid.filter((b) => b.is_staging)).toHaveLength(1);
    expect(grid.filter((b) => !b.is_staging)).toHaveLength(2);
    const zones = (await t.call('GET', '/api/warehouse-zones', admin)).json().zones as Zone[];
    expect(zones.find((z) => z.id === stock.id)!.location_count).toBe(3);
    // The database keeps it one per zone, and active.
    await expect(
      t.query(sql`update warehouse_locations set is_active = false where id = ${staging.id}`),
    ).rejects.toThrow();
    await expect(
      t.query(sql`insert into warehouse_locations (zone_id, aisle, location_code, is_staging)
        values (${dock.id}, 'X', 'D-X', true)`),
    ).rejects.toThrow();
  });

  it('takes what is received, moved or sent by a status mapping to a zone without a bin; a recount finds no unit outside a bin', async () => {
    const product = products[0]!;
    const dockStaging = await stagingOf(dock.id);
    const stockStaging = await stagingOf(stock.id);
    // Received into the zone, at a place that is no bin.
    const received = await receive(product.id, 2, { zone_id: stock.id, aisle: '7', rack: '3' });
    for (const unit of received) {
      expect(unit.location).toMatchObject({
        warehouse_location_id: stockStaging.id,
        location_code: 'C',
        aisle: '',
      });
    }
    // Moved by hand to a zone that has no bin at all.
    const moved = await t.call('PUT', `/api/product-units/${received[0]!.id}/location`, admin, {
      zone_id: dock.id,
      x_coordinate: 3,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().unit.location.warehouse_location_id).toBe(dockStaging.id);
    const bulk = await t.call('POST', '/api/locations/bulk-move', admin, {
      unitIds: [received[1]!.id],
      location: { zone_id: dock.id, aisle: '1' },
    });
    expect(bulk.statusCode, bulk.body).toBe(200);

    // A status mapping's move: the shipped order's units go to the dock's staging bin.
    const [onShelf] = await receive(product.id, 1, {
      warehouse_location_id: (await binsOf(stock.id)).find((b) => !b.is_staging)!.id,
    });
    const order = await createOrder(t, { customer, lines: [{ product, quantity: 1 }] });
    const assigned = await t.call('PUT', `/api/product-units/${onShelf!.id}/status`, admin, {
      status: 'assigned',
      order_number: order.orderNumber,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const mapping = await t.call('POST', '/api/status-mappings', admin, {
      order_status: 'processing',
      zone_id: dock.id,
    });
    expect(mapping.statusCode, mapping.body).toBe(201);
    const processing = await t.call('PUT', `/api/admin/orders/${order.id}/status`, admin, {
      status: 'processing',
    });
    expect(processing.statusCode, processing.body).toBe(200);
    const unit = (await t.call('GET', `/api/product-units/${onShelf!.id}`, admin)).json().unit;
    expect(unit).toMatchObject({ status: 'assigned', zone_code: 'D' });
    expect(unit.location.warehouse_location_id).toBe(dockStaging.id);

    expect((await stagingOf(dock.id)).unit_count).toBe(3);
    expect(await recount()).toEqual({ loose: 0, miscounted: 0 });
  });

  it('receives into a zone named alone (no aisle, rack, shelf or coordinates): its staging bin, whose place reads "C staging"', async () => {
    const product = products[2]!;
    const staging = await stagingOf(stock.id);
    const before = staging.unit_count;
    const received = await receive(product.id, 2, { zone_id: stock.id });
    for (const unit of received) {
      expect(unit.location).toMatchObject({ warehouse_location_id: staging.id, aisle: '' });
    }
    expect((await stagingOf(stock.id)).unit_count).toBe(before + 2);
    const detail = (await t.call('GET', `/api/product-units/${received[0]!.id}`, admin)).json();
    expect(detail.movements[0]).toMatchObject({ to_location: 'C staging' });
    // A move keeps the spec's rule (docs/modules/warehouse.md#units): a place is named.
    const move = await t.call('PUT', `/api/product-units/${received[0]!.id}/location`, admin, {
      zone_id: dock.id,
    });
    expect(move.statusCode).toBe(400);
    expect(move.json().errors.aisle).toBe(UNIT_MESSAGES.identifierRequired);
  });

  it('the migration gives every zone its staging bin and shelves the units of a zone without one, with a movement each', async () => {
    const product = products[1]!;
    // A zone and units as they were before: no staging bin, units in the zone without a bin.
    const [old] = await t.query<{ id: number }>(sql`
      insert into warehouse_zones (zone_code, zone_name) values ('OLD', 'Before') returning id`);
    const [bare] = await t.query<{ id: number }>(sql`
      insert into warehouse_zones (zone_code, zone_name) values ('BARE', 'Before') returning id`);
    // A bin at the bare place of a zone becomes its staging bin (its capacity dropped).
    const [kept] = await t.query<{ id: number }>(sql`
      insert into warehouse_locations (zone_id, location_code, capacity)
      values (${bare!.id}, 'BARE', 1) returning id`);
    await t.query(sql`
      insert into product_units (unit_identifier, product_id, product_name_snapshot, status,
        zone_id, aisle, x_coordinate, y_coordinate, z_coordinate)
      select 'MIGR-' || g || '-' || z.id, ${product.id}, 'Old', 'available', z.id, '4', 1, 2, 3
      from generate_series(1, 3) g, (values (${old!.id}::int), (${bare!.id}::int)) z(id)`);
    expect((await recount())!.loose).toBe(6);

    const file = readdirSync(migrations).find((f) => f.endsWith('_staging_bins_backfill.sql'))!;
    const migration = readFileSync(new URL(file, migrations), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) {
      await t.query(sql.raw(statement));
    }
    const staging = await t.query<{ zone: number; id: number; capacity: number | null }>(sql`
      select zone_id as zone, id, capacity from warehouse_locations
      where is_staging and zone_id in (${old!.id}, ${bare!.id}) order by zone_id`);
    expect(staging.map((s) => s.zone)).toEqual([old!.id, bare!.id]);
    expect(staging[1]).toEqual({ zone: bare!.id, id: kept!.id, capacity: null });
    const [zones] = await t.query<{ without: number }>(sql`
      select count(*)::int as without from warehouse_zones z
      where not exists (select 1 from warehouse_locations l where l.zone_id = z.id and l.is_staging)`);
    expect(zones!.without).toBe(0);
    expect(await recount()).toEqual({ loose: 0, miscounted: 0 });
    const [movement] = await t.query<{ n: number; method: string; to: string }>(sql`
      select count(*)::int as n, min(m.method) as method, min(m.to_place->>'locationId') as to
      from unit_movements m join product_units u on u.id = m.unit_id
      where u.unit_identifier like 'MIGR-%' and m.movement_type = 'location_change'
        and u.zone_id = ${old!.id}`);
    expect(movement).toEqual({ n: 3, method: 'system', to: String(staging[0]!.id) });
    // Run twice, it changes nothing more.
    for (const statement of migration.split('--> statement-breakpoint')) {
      await t.query(sql.raw(statement));
    }
    const [again] = await t.query<{ n: number }>(sql`
      select count(*)::int as n from unit_movements m join product_units u on u.id = m.unit_id
      where u.unit_identifier like 'MIGR-%'`);
    expect(again!.n).toBe(6);
  });
});
