import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PRODUCT_FORM_MESSAGES, UNIT_MESSAGES } from '@shop/contract';
import { createTestApp, type TestApp } from './helpers.ts';
import { productForms, validFields, type ProductForms } from './product-fixtures.ts';
import type { Person } from './user-fixtures.ts';

/**
 * The staff's products on each engine: a migration's jsonb clean-up, a save refused by a
 * version taken to the microsecond, the stock the unit triggers count, and the list paged,
 * sorted (natural order) and searched in SQL. Everything else: admin-products.test.ts.
 */
describe('admin products: versions, stock triggers, the list in SQL (both engines)', () => {
  let t: TestApp;
  let admin: Person;
  let categoryId: number;
  let send: ProductForms['send'];
  let list: ProductForms['list'];
  let create: ProductForms['create'];

  beforeAll(async () => {
    t = await createTestApp();
    await t.seedCatalogue();
    admin = await t.createStaff('admin');
    const [c] = await t.query<{ id: number }>(sql`select id from categories order by id limit 1`);
    categoryId = c!.id;
    ({ send, list, create } = productForms(t, admin, categoryId));
  });
  afterAll(() => t.close());

  it('migration 0021 drops the blank spec rows products were saved with', async () => {
    const [row] = await t.query<{ id: number }>(sql`select id from products order by id limit 1`);
    await t.query(sql`update products
      set specs = '{"resolution": "4K", "sensorType": "", "lensType": "  ", "": "x"}'::jsonb
      where id = ${row!.id}`);
    const migration = readFileSync(
      new URL('../../../packages/db/migrations/0021_drop_blank_specs.sql', import.meta.url),
      'utf8',
    );
    await t.query(sql.raw(migration));
    const [after] = await t.query<{ specs: Record<string, string> }>(
      sql`select specs from products where id = ${row!.id}`,
    );
    expect(after!.specs).toEqual({ resolution: '4K' });
  });

  it('refuses an edit of a product changed since the form opened (a checkout took stock): 409, nothing overwritten', async () => {
    const made = await create({ name: 'Contended Cam', stock: '10' });
    expect(made.version).toMatch(/^\d{20}$/);
    // A customer buys 3 while the admin has the form open (the checkout's own stock call).
    await t.database.transaction(async () => {
      expect(await t.app.services.catalogue.takeStock(made.id, 3)).toBe(true);
    });
    const edit = (version: string, stock = '10') =>
      send(
        'PUT',
        `/api/products/${made.id}`,
        admin,
        validFields({
          category: String(categoryId),
          name: 'Contended Cam',
          price: '120',
          stock,
          version,
        }),
      );
    const stale = await edit(made.version);
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().error).toBe(PRODUCT_FORM_MESSAGES.changedElsewhere);
    const [row] = await t.query<{ stock: number; price_cents: number }>(
      sql`select stock, price_cents from products where id = ${made.id}`,
    );
    expect(row).toEqual({ stock: 7, price_cents: 14999 });
    // Reloaded: the form shows 7 and its version is current, so the save goes through.
    const fresh = (await t.call('GET', `/api/admin/products/${made.id}`, admin)).json().product;
    expect(fresh.stock).toBe(7);
    const saved = await edit(fresh.version, '7');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().product).toMatchObject({ stock: 7, price: 120 });
    expect(saved.json().product.version).not.toBe(fresh.version);
    // Two admins with the same version: the second is refused.
    expect((await edit(fresh.version, '7')).statusCode).toBe(409);
    // An API client that sends no version is not checked.
    expect((await edit('', '8')).statusCode).toBe(200);
  });

  it('keeps the stock of a product tracked by serial: its available units, never the typed number', async () => {
    // Created tracked with a typed stock: no unit is on the shelves yet, so it is out of stock.
    const made = await create({ name: 'Tracked Cam', stock: '10', serialTracked: 'true' });
    expect(made).toMatchObject({ serialTracked: true, stock: 0 });
    await t.query(sql`
      insert into product_units (unit_identifier, product_id, product_name_snapshot)
      select 'TRAC' || ${made.id} || '-' || g, ${made.id}, 'Tracked Cam' from generate_series(1, 3) g`);
    const fresh = (await t.call('GET', `/api/admin/products/${made.id}`, admin)).json().product;
    expect(fresh).toMatchObject({ stock: 3, serialTracked: true });
    const saved = await send(
      'PUT',
      `/api/products/${made.id}`,
      admin,
      validFields({
        category: String(categoryId),
        name: 'Tracked Cam',
        stock: '99',
        version: fresh.version,
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().product).toMatchObject({ stock: 3, serialTracked: true });

    // Turning tracking off while units are on the shelves would hide them: 409, nothing saved.
    const off = await send(
      'PUT',
      `/api/products/${made.id}`,
      admin,
      validFields({ category: String(categoryId), name: 'Tracked Cam', serialTracked: 'false' }),
    );
    expect(off.statusCode).toBe(409);
    expect(off.json().error).toBe(PRODUCT_FORM_MESSAGES.unitsOnShelf(3));
    expect(
      (await t.call('GET', `/api/admin/products/${made.id}`, admin)).json().product,
    ).toMatchObject({ serialTracked: true, stock: 3 });
  });

  it('turns tracking on for a product sold by count: its stock becomes its units (none: out of stock)', async () => {
    const made = await create({ name: 'Counted Mount', stock: '25' });
    expect(made).toMatchObject({ serialTracked: false, stock: 25 });
    // A unit of a product not tracked by serial cannot be received.
    const [bin] = await t.query<{ id: number }>(sql`
      with zone as (insert into warehouse_zones (warehouse_id, zone_code, zone_name)
        values (1, 'TRK', 'Tracking') returning id, warehouse_id)
      insert into warehouse_locations (warehouse_id, zone_id, aisle, rack, shelf, location_code)
      select warehouse_id, id, '1', '1', '1', 'TRK-1-1-1' from zone returning id`);
    const receive = () =>
      t.call('POST', '/api/product-units', admin, {
        product_id: made.id,
        quantity: 2,
        location: { warehouse_location_id: bin!.id },
      });
    const refused = await receive();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(UNIT_MESSAGES.notTracked('Counted Mount'));

    const save = (fields: Record<string, string>) =>
      send(
        'PUT',
        `/api/products/${made.id}`,
        admin,
        validFields({ category: String(categoryId), name: 'Counted Mount', ...fields }),
      );
    const on = await save({ stock: '25', serialTracked: 'true' });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().product).toMatchObject({ serialTracked: true, stock: 0 });
    expect((await receive()).statusCode).toBe(201);
    const after = (await t.call('GET', `/api/admin/products/${made.id}`, admin)).json().product;
    expect(after).toMatchObject({ stock: 2 });

    // Off again once no unit is left on the shelves: the typed number counts again.
    await t.query(sql`update product_units set status = 'voided' where product_id = ${made.id}`);
    const off = await save({ stock: '40', serialTracked: 'false' });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().product).toMatchObject({ serialTracked: false, stock: 40 });
    // And a hostile form value is a 400 naming the field, not a guess.
    const bad = await save({ serialTracked: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.serialTracked).toBe(PRODUCT_FORM_MESSAGES.serialTracked);
  });

  it('pages, sorts, filters and searches in the database', async () => {
    const [cat] = await t.query<{ id: number }>(
      sql`insert into categories (slug, name) values ('paging-test', 'Paging Test') returning id`,
    );
    const names = ['delta', 'Alpha', 'charlie', 'Bravo', 'echo'];
    for (const [i, name] of names.entries()) {
      await t.query(sql`insert into products (sku, name, category_id, price_cents, stock)
        values (${`PG-${i}`}, ${`Pager ${name}`}, ${cat!.id}, ${(i + 1) * 1000}, ${(5 - i) * 3})`);
    }
    const ids = async (query: string) =>
      (await list(`category=${cat!.id}&${query}`)).products.map((p) =>
        p.name.replace('Pager ', ''),
      );
    expect(await ids('sort=name-asc')).toEqual(['Alpha', 'Bravo', 'charlie', 'delta', 'echo']);
    expect(await ids('sort=name-desc')).toEqual(['echo', 'delta', 'charlie', 'Bravo', 'Alpha']);
    // Numbers in names compare as numbers (natural order), in the database so pages stay right.
    const cameras = [
      'Cam 12MP',
      'Cam 2MP',
      'Cam 4MP Dome',
      'cam 4MP bullet',
      'Cam 100MP',
      'Cam 8MP',
    ];
    const [natural] = await t.query<{ id: number }>(
      sql`insert into categories (slug, name) values ('natural-sort', 'Natural Sort') returning id`,
    );
    for (const [i, name] of cameras.entries()) {
      await t.query(sql`insert into products (sku, name, category_id, price_cents, stock)
        values (${`NS-${i}`}, ${name}, ${natural!.id}, 1000, 1)`);
    }
    const naturalOrder = [
      'Cam 2MP',
      'cam 4MP bullet',
      'Cam 4MP Dome',
      'Cam 8MP',
      'Cam 12MP',
      'Cam 100MP',
    ];
    const namesIn = async (query: string) =>
      (await list(`category=${natural!.id}&${query}`)).products.map((p) => p.name);
    expect(await namesIn('sort=name-asc')).toEqual(naturalOrder);
    expect(await namesIn('sort=name-desc')).toEqual([...naturalOrder].reverse());
    expect([
      ...(await namesIn('sort=name-asc&limit=4&page=1')),
      ...(await namesIn('sort=name-asc&limit=4&page=2')),
    ]).toEqual(naturalOrder);
    // The same order without the category (the other index) and in a search.
    const found = (await list('search=cam&limit=100')).products.map((p) => p.name);
    expect(found.filter((n) => cameras.includes(n))).toEqual(naturalOrder);
    expect(await ids('sort=price-asc')).toEqual(names);
    expect(await ids('sort=price-desc')).toEqual([...names].reverse());
    expect(await ids('sort=stock-asc')).toEqual([...names].reverse());
    expect(await ids('sort=stock-desc')).toEqual(names);
    const page2 = await list(`category=${cat!.id}&sort=name-asc&limit=2&page=2`);
    expect(page2.products.map((p) => p.name)).toEqual(['Pager charlie', 'Pager delta']);
    expect(page2.pagination).toMatchObject({
      currentPage: 2,
      totalPages: 3,
      totalItems: 5,
      hasNext: true,
      hasPrev: true,
    });
    const first = page2.products[0]!;
    expect(first).toMatchObject({
      categoryName: 'Paging Test',
      defaultLocation: null,
      status: 'low_stock',
      stock: 9,
      archived: false,
    });
    expect(await ids('search=bravo')).toEqual(['Bravo']);
    expect(await ids('search=PG-3')).toEqual(['Bravo']);
    expect(await ids('search=%25%25')).toEqual([]);
    // A broad search sorts and pages the first 1,000 matches and says so.
    await t.query(sql`insert into products (sku, name, category_id, price_cents, stock)
      select 'TR-' || g, 'Truncated widget ' || g, ${cat!.id}, 100, 1 from generate_series(1, 1005) g`);
    const broad = await list('search=truncated&limit=100&page=10&sort=stock-desc');
    expect(broad.truncated).toBe(true);
    expect(broad.pagination).toMatchObject({ totalItems: 1000, totalPages: 10 });
    expect(broad.products).toHaveLength(100);
    // A page past the end still says how many there are.
    const past = await list('search=truncated&limit=100&page=11');
    expect(past.products).toEqual([]);
    expect(past).toMatchObject({ truncated: true, pagination: { totalItems: 1000 } });
    expect(
      (await list(`search=Pager&category=${cat!.id}&page=3&limit=2`)).pagination,
    ).toMatchObject({
      totalItems: 5,
      currentPage: 3,
    });
    expect((await list(`category=${cat!.id}&search=bravo`)).truncated).toBe(false);
    for (const bad of [
      'sort=price',
      'limit=0',
      'limit=101',
      'page=0',
      'category=abc',
      'archived=yes',
    ]) {
      const res = await t.call('GET', `/api/admin/products?${bad}`, admin);
      expect(res.statusCode, bad).toBe(400);
    }
  });
});
