import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEMO_PRODUCTS, isDemoSerialTracked } from '../src/demo/catalogue.ts';
import { createTestApp, TEST_ENGINE, type TestApp } from './helpers.ts';
import { seedDemoWarehouse } from '../src/demo/seed.ts';

/** The demo start fills a demo warehouse with the demo catalogue's stock. */
describe(`demo warehouse (${TEST_ENGINE})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await t.seedCatalogue();
  });
  afterAll(() => t.close());

  it('keeps a shop with products of its own as it is', async () => {
    const [category] = await t.query<{ id: number }>(sql`select id from categories limit 1`);
    await t.query(sql`
      insert into products (sku, name, category_id, description, price_cents, stock)
      values ('OWN-1', 'Our own camera', ${category!.id}, 'Ours', 1000, 5)`);
    expect(await seedDemoWarehouse(t.app.services)).toEqual({
      seeded: false,
      locations: 0,
      units: 0,
    });
    const [zones] = await t.query<{ n: number }>(
      sql`select count(*)::int as n from warehouse_zones`,
    );
    expect(zones!.n).toBe(0);
    await t.query(sql`delete from products where sku = 'OWN-1'`);
  });

  it('puts every serialised demo product on the shelves with its stock unchanged, once', async () => {
    // A migrated shop is not quite empty: migration 0037 made zone RET, the returns zone, with
    // its staging bin. The demo fills that zone's grid instead of refusing the warehouse.
    await t.query(sql`
      insert into warehouse_zones (warehouse_id, zone_code, zone_name, description, is_returns)
      values (1, 'RET', 'Returns', 'Units that came back in an RMA wait here', true)`);
    await t.query(sql`
      insert into warehouse_locations (warehouse_id, zone_id, location_code, is_staging, notes)
      select 1, id, 'RET', true, 'Returns received' from warehouse_zones where zone_code = 'RET'`);
    const before = await t.query<{ id: number; sku: string; stock: number }>(
      sql`select id, sku, stock from products order by id`,
    );
    const result = await seedDemoWarehouse(t.app.services);
    const serialised = DEMO_PRODUCTS.filter(isDemoSerialTracked);
    const stockTotal = serialised.reduce((sum, p) => sum + p.stock, 0);
    const soldOut = serialised.filter((p) => p.stock === 0).length;
    expect(result).toEqual({ seeded: true, locations: 216, units: stockTotal + soldOut });

    // A tracked product's stock is now the count of its available units, and it is what the
    // catalogue said; cables and mounts keep their count and have no unit.
    const after = await t.query<{
      sku: string;
      stock: number;
      tracked: boolean;
      available: number;
      units: number;
    }>(
      sql`select p.sku, p.stock, p.serial_tracked as tracked,
            (select count(*)::int from product_units u
              where u.product_id = p.id and u.status = 'available') as available,
            (select count(*)::int from product_units u where u.product_id = p.id) as units
          from products p order by p.id`,
    );
    for (const [i, row] of after.entries()) {
      const demo = DEMO_PRODUCTS.find((p) => p.sku === row.sku)!;
      expect(row.stock, row.sku).toBe(before[i]!.stock);
      expect(row.tracked, row.sku).toBe(isDemoSerialTracked(demo));
      if (row.tracked) {
        expect(row.available, row.sku).toBe(row.stock);
        expect(row.units, row.sku).toBeGreaterThan(0);
      } else {
        expect(row.units, row.sku).toBe(0);
      }
    }
    const countedKinds = new Set(
      DEMO_PRODUCTS.filter((p) => !isDemoSerialTracked(p)).map((p) => p.art.kind),
    );
    expect([...countedKinds].sort()).toEqual(['cable', 'mount', 'power-supply']);

    // Every product has its default location; no bin over its capacity; bins' counts true.
    const [defaults] = await t.query<{ n: number }>(
      sql`select count(*)::int as n from product_default_locations`,
    );
    expect(defaults!.n).toBe(DEMO_PRODUCTS.length);
    const wrongBins = await t.query<{ id: number }>(sql`
      select l.id from warehouse_locations l
      where l.unit_count <> (select count(*) from product_units u where u.location_id = l.id)
         or (l.capacity is not null and l.unit_count > l.capacity)`);
    expect(wrongBins).toEqual([]);

    // Some history: receipts, damaged returns, a consolidation move; the two mappings.
    const kinds = await t.query<{ movement_type: string; n: number }>(sql`
      select movement_type, count(*)::int as n from unit_movements group by movement_type`);
    const byKind = Object.fromEntries(kinds.map((k) => [k.movement_type, k.n]));
    expect(byKind.inventory_adjustment).toBe(stockTotal + soldOut);
    expect(byKind.damage_report ?? byKind.status_change).toBe(soldOut);
    expect(byKind.location_change).toBe(2);
    const mappings = await t.query<{ order_status: string }>(
      sql`select order_status from status_mappings order by order_status`,
    );
    expect(mappings.map((m) => m.order_status)).toEqual(['refunded', 'shipped']);

    expect((await seedDemoWarehouse(t.app.services)).seeded).toBe(false);
  });

  it('shows the demo warehouse to the admin screens', async () => {
    const admin = await t.createStaff('admin');
    const res = await t.inject({
      method: 'GET',
      url: '/api/locations/map-data',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { zones: { zone_code: string }[]; locations: unknown[] };
    expect(body.zones.map((z) => z.zone_code).sort()).toEqual(['A', 'B', 'C', 'RET', 'SHIP']);
    // The grids' bins and each zone's staging bin (ADR 0038).
    expect(body.locations).toHaveLength(216 + 5);

    // The bin list is large: gzipped for a client that accepts it, the same JSON inside.
    const url = '/api/warehouse-locations?warehouse_id=1&limit=5000';
    const plain = await t.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(64 * 1024);
    const zipped = await t.inject({
      method: 'GET',
      url,
      headers: { cookie: admin.cookie, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.body.length / 5);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
    // Small answers stay as they are.
    const small = await t.inject({
      method: 'GET',
      url: '/api/warehouse-locations?warehouse_id=1&limit=5',
      headers: { cookie: admin.cookie, 'accept-encoding': 'gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
