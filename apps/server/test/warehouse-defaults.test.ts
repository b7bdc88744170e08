import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  DEFAULT_LOCATION_MESSAGES,
  type AdminProductsResponse,
  type WarehouseLocation,
  type Zone,
} from '@shop/contract';
import { createTestApp, type TestApp } from './helpers.ts';
import { createOrder, pricedProducts, type FixtureProduct } from './order-fixtures.ts';

type Person = { id: number; email: string; cookie: string };

describe('product default locations', () => {
  let t: TestApp;
  let admin: Person;
  let manager: Person;
  let customer: Person;
  let products: FixtureProduct[];
  let zone: Zone;
  let bins: WarehouseLocation[];
  const put = (productId: number, body: Record<string, unknown>) =>
    t.call('PUT', `/api/products/${productId}/default-location`, admin, body);

  beforeAll(async () => {
    t = await createTestApp();
    await t.seedCatalogue();
    admin = await t.createStaff('admin');
    manager = await t.createStaff('manager', { canManageProducts: true });
    customer = await t.signUp();
    products = await pricedProducts(t);
    zone = (
      await t.call('POST', '/api/warehouse-zones', admin, {
        zone_code: 'Z1',
        zone_name: 'Other',
        aisles: 1,
        racks: 1,
        shelves: 3,
        capacity: 2,
      })
    ).json().zone;
    await t.call('POST', '/api/warehouse-zones', admin, {
      zone_code: 'B1',
      zone_name: 'Clothing',
      aisles: 1,
      racks: 1,
      shelves: 2,
    });
    bins = (await t.call('GET', `/api/warehouse-locations?zone_id=${zone.id}`, admin)).json()
      .locations;
  });
  afterAll(() => t.close());

  it('is for admins only', async () => {
    const id = products[0]!.id;
    for (const [method, url, body] of [
      ['GET', `/api/products/${id}/default-location`],
      ['PUT', `/api/products/${id}/default-location`, { zone_id: zone.id }],
      ['DELETE', `/api/products/${id}/default-location`],
      ['GET', `/api/products/default-locations/bulk?product_ids=${id}`],
      [
        'PUT',
        '/api/products/default-locations/bulk',
        { assignments: [{ product_id: id, zone_id: zone.id }] },
      ],
      ['GET', '/api/products/without-default-locations'],
      ['GET', '/api/products/default-locations/stats'],
      ['GET', `/api/products/${id}/location-suggestions`],
      ['GET', '/api/products/by-zone?zone=Z1'],
    ] as const) {
      const b = body as Record<string, unknown> | undefined;
      expect((await t.call(method, url, undefined, b)).statusCode, url).toBe(401);
      expect((await t.call(method, url, customer, b)).statusCode, url).toBe(403);
      expect((await t.call(method, url, manager, b)).statusCode, url).toBe(403);
    }
  });

  it('sets, reads and clears a default location, with the badge of docs/modules/warehouse.md#default-locations', async () => {
    const product = products[0]!;
    expect(
      (await t.call('GET', `/api/products/${product.id}/default-location`, admin)).statusCode,
    ).toBe(404);
    const noZone = await put(product.id, { aisle: '1' });
    expect(noZone.statusCode).toBe(400);
    expect(noZone.json().errors.zone_id).toBe(DEFAULT_LOCATION_MESSAGES.zone);
    expect((await put(999999, { zone_id: zone.id })).statusCode).toBe(404);
    expect((await put(product.id, { warehouse_location_id: 999999 })).statusCode).toBe(404);

    const bin = bins[0]!;
    const set = await put(product.id, {
      warehouse_location_id: bin.id,
      notes: 'Top shelf',
      x_coordinate: 'abc',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().defaultLocation).toMatchObject({
      product_id: product.id,
      zone_code: 'Z1',
      warehouse_location_id: bin.id,
      location_code: bin.location_code,
      x_coordinate: bin.x_coordinate,
      notes: 'Top shelf',
      badge: 'active',
    });
    // The bin fills up: "Location Full"; switched off: "Inactive".
    await t.trackSerials(product.id);
    await t.call('POST', '/api/product-units', admin, {
      product_id: product.id,
      quantity: 2,
      location: { warehouse_location_id: bin.id },
    });
    expect(
      (await t.call('GET', `/api/products/${product.id}/default-location`, admin)).json()
        .defaultLocation.badge,
    ).toBe('full');
    const off = await put(product.id, { warehouse_location_id: bin.id, is_active: false });
    expect(off.json().defaultLocation.badge).toBe('inactive');
    // By zone and place: the bin there is found.
    const byPlace = await put(product.id, { zone_id: zone.id, aisle: '1', rack: '1', shelf: '2' });
    expect(byPlace.json().defaultLocation).toMatchObject({
      warehouse_location_id: bins[1]!.id,
      badge: 'active',
      // No coordinates entered: the bin's own.
      x_coordinate: bins[1]!.x_coordinate,
      y_coordinate: bins[1]!.y_coordinate,
      z_coordinate: bins[1]!.z_coordinate,
    });
    expect(bins[1]!.z_coordinate).not.toBe(0);
    // The admin product list shows it.
    const list = (
      await t.call('GET', `/api/admin/products?search=${encodeURIComponent(product.sku)}`, admin)
    ).json() as AdminProductsResponse;
    expect(list.products.find((p) => p.id === product.id)!.defaultLocation).toEqual({
      zone: 'Z1',
      aisle: '1',
      rack: '1',
      shelf: '2',
      locationCode: 'Z1-01-01-02',
      badge: 'active',
    });
    const cleared = await t.call('DELETE', `/api/products/${product.id}/default-location`, admin);
    expect(cleared.json().message).toBe(DEFAULT_LOCATION_MESSAGES.cleared);
    expect(
      (await t.call('DELETE', `/api/products/${product.id}/default-location`, admin)).statusCode,
    ).toBe(404);
  });

  it('reads and writes several at once (all or none), lists products without one, by zone, and counts them', async () => {
    const [a, b, c] = [products[1]!, products[2]!, products[3]!];
    const refused = await t.call('PUT', '/api/products/default-locations/bulk', admin, {
      assignments: [
        { product_id: a.id, zone_id: zone.id },
        { product_id: 999999, zone_id: zone.id },
      ],
    });
    expect(refused.statusCode).toBe(404);
    expect((await t.call('GET', `/api/products/${a.id}/default-location`, admin)).statusCode).toBe(
      404,
    );
    const saved = await t.call('PUT', '/api/products/default-locations/bulk', admin, {
      assignments: [
        { product_id: a.id, zone_id: zone.id },
        { product_id: b.id, warehouse_location_id: bins[2]!.id },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(DEFAULT_LOCATION_MESSAGES.saved(2));
    const many = await t.call(
      'GET',
      `/api/products/default-locations/bulk?product_ids=${a.id}&product_ids=${b.id}&product_ids=${c.id}`,
      admin,
    );
    const map = many.json().defaultLocations;
    expect(map[String(a.id)]).toMatchObject({ zone_code: 'Z1', warehouse_location_id: null });
    expect(map[String(b.id)]).toMatchObject({ warehouse_location_id: bins[2]!.id });
    expect(map[String(c.id)]).toBeNull();
    const without = (await t.call('GET', '/api/products/without-default-locations', admin)).json()
      .products as { id: number }[];
    expect(without.some((p) => p.id === c.id)).toBe(true);
    expect(without.some((p) => p.id === a.id)).toBe(false);
    const inZone = (await t.call('GET', '/api/products/by-zone?zone=z1', admin)).json()
      .products as {
      id: number;
      status: string;
    }[];
    expect(inZone.map((p) => p.id).sort()).toEqual([a.id, b.id].sort());
    expect(['outofstock', 'low', 'active']).toContain(inZone[0]!.status);
    const stats = (await t.call('GET', '/api/products/default-locations/stats', admin)).json()
      .stats;
    expect(stats).toMatchObject({ with_default: 2, active: 2, inactive: 0 });
    expect(stats.without_default).toBe(stats.total_products - 2);
    expect(stats.by_zone).toEqual([{ zone_code: 'Z1', products: 2 }]);
  });

  it('suggests bins with room in the category\u2019s zone letter first (docs/modules/warehouse.md#default-locations)', async () => {
    const product = products[4]!;
    const res = await t.call('GET', `/api/products/${product.id}/location-suggestions`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const { zone_letter, suggestions } = res.json() as {
      zone_letter: string;
      suggestions: WarehouseLocation[];
    };
    // The demo categories are none of those with a zone letter
    // (docs/modules/warehouse.md#default-locations): "other", Z.
    expect(zone_letter).toBe('Z');
    expect(suggestions[0]!.zone_code).toBe('Z1');
    expect(suggestions.every((s) => s.is_available)).toBe(true);
    expect(
      (await t.call('GET', '/api/products/999999/location-suggestions', admin)).statusCode,
    ).toBe(404);
  });

  it('stamps an order\u2019s lines with their product\u2019s default location when it is paid', async () => {
    const product = products[5]!;
    await put(product.id, { warehouse_location_id: bins[2]!.id });
    const order = await createOrder(t, {
      customer,
      lines: [
        { product, quantity: 1 },
        { product: products[6] ?? products[0]!, quantity: 1 },
      ],
    });
    const lines = await t.query<{
      product_id: number;
      warehouse_id: number | null;
      location_code: string | null;
    }>(sql`
      select product_id, warehouse_id, location_code from order_items where order_id = ${order.id} order by id`);
    expect(lines[0]).toMatchObject({
      product_id: product.id,
      warehouse_id: 1,
      location_code: bins[2]!.location_code,
    });
    expect(lines[1]).toMatchObject({ warehouse_id: null, location_code: null });
  });
});
