import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEMO_PRODUCTS } from '../src/modules/catalogue/demo-catalogue.ts';
import { createTestApp, TEST_ENGINE, type TestApp } from './helpers.ts';

/** Issue 8: the demo start fills a demo warehouse with the demo catalogue's stock. */
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
    expect(await t.app.services.warehouseDemo.seedDemo()).toEqual({
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

  it('puts every demo product on the shelves with its stock unchanged, once', async () => {
    const before = await t.query<{ id: number; sku: string; stock: number }>(
      sql`select id, sku, stock from products order by id`,
    );
    const result = await t.app.services.warehouseDemo.seedDemo();
    const stockTotal = DEMO_PRODUCTS.reduce((sum, p) => sum + p.stock, 0);
    const soldOut = DEMO_PRODUCTS.filter((p) => p.stock === 0).length;
    expect(result).toEqual({ seeded: true, locations: 216, units: stockTotal + soldOut });

    // Stock is now the count of available units, and it is what the catalogue said.
    const after = await t.query<{ id: number; stock: number; available: number; units: number }>(
      sql`select p.id, p.stock,
            (select count(*)::int from product_units u
              where u.product_id = p.id and u.status = 'available') as available,
            (select count(*)::int from product_units u where u.product_id = p.id) as units
          from products p order by p.id`,
    );
    for (const [i, row] of after.entries()) {
      expect(row.stock, before[i]!.sku).toBe(before[i]!.stock);
      expect(row.available).toBe(row.stock);
      expect(row.units, before[i]!.sku).toBeGreaterThan(0);
    }

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

    expect((await t.app.services.warehouseDemo.seedDemo()).seeded).toBe(false);
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
    // The grids' bins and each zone's staging bin (issue 20 item 10).
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
