import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type {
  ProductDetail,
  ProductListResponse,
  ProductSummary,
  SearchResponse,
} from '@shop/contract';
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from '../src/demo/catalogue.ts';
import { createCatalogueRepository } from '../src/modules/catalogue/catalogue.repository.ts';
import { createTestApp, TEST_ENGINE, type TestApp } from './helpers.ts';
import { seedDemoCatalogue } from '../src/demo/seed.ts';

let t: TestApp;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.seedCatalogue();
  adminCookie = (await t.createStaff('admin')).cookie;
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.json('GET', url, cookie);
const list = async (url: string, cookie?: string) => {
  const { status, body } = await get(url, cookie);
  expect(status, JSON.stringify(body)).toBe(200);
  return body as unknown as ProductListResponse;
};
/** Every page of a listing, following the pagination object as a client would. */
const allPages = async (base: string) => {
  const seen: ProductSummary[] = [];
  for (let page = 1; ; page++) {
    const body = await list(`${base}${base.includes('?') ? '&' : '?'}page=${page}&limit=10`);
    seen.push(...body.products);
    if (!body.pagination.hasNext) return seen;
  }
};

describe(`catalogue API (${TEST_ENGINE})`, () => {
  it('GET /api/categories lists every category with its count of live products', async () => {
    const { status, body } = await get('/api/categories');
    expect(status).toBe(200);
    const categories = body.categories as { name: string; productCount: number }[];
    expect(categories.map((c) => c.name)).toEqual(DEMO_CATEGORIES.map((c) => c.name));
    expect(categories.reduce((n, c) => n + c.productCount, 0)).toBe(DEMO_PRODUCTS.length);
  });

  it('GET /api/products: 12 per page by default, with the pagination object of the spec', async () => {
    const body = await list('/api/products');
    expect(body.products).toHaveLength(12);
    expect(body.pagination).toEqual({
      currentPage: 1,
      totalPages: Math.ceil(DEMO_PRODUCTS.length / 12),
      totalItems: DEMO_PRODUCTS.length,
      itemsPerPage: 12,
      hasNext: true,
      hasPrev: false,
    });
    // Featured is the shop's own order.
    expect(body.products.map((p) => p.sku)).toEqual(DEMO_PRODUCTS.slice(0, 12).map((p) => p.sku));
    const last = await list(`/api/products?page=${body.pagination.totalPages}`);
    expect(last.pagination).toMatchObject({ hasNext: false, hasPrev: true });
  });

  it('pages never overlap and together hold every product once', async () => {
    for (const sort of ['featured', 'price-low', 'price-high', 'rating', 'name']) {
      const products = await allPages(`/api/products?sort=${sort}`);
      expect(new Set(products.map((p) => p.id)).size).toBe(DEMO_PRODUCTS.length);
    }
  });

  it('price-low puts quote products last; price-high counts them as 0', async () => {
    const low = await allPages('/api/products?sort=price-low');
    const firstQuote = low.findIndex((p) => p.quote);
    expect(firstQuote).toBeGreaterThan(0);
    expect(low.slice(firstQuote).every((p) => p.quote && p.price === null)).toBe(true);
    const prices = low.slice(0, firstQuote).map((p) => p.price!);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const high = await allPages('/api/products?sort=price-high');
    const asZero = high.map((p) => p.price ?? 0);
    expect(asZero).toEqual([...asZero].sort((a, b) => b - a));
    expect(high.at(-1)!.quote).toBe(true);
  });

  it('rating sorts best first; name sorts A to Z ignoring case, numbers as numbers', async () => {
    const rating = (await allPages('/api/products?sort=rating')).map((p) => p.rating);
    expect(rating).toEqual([...rating].sort((a, b) => b - a));
    // Each run of digits compares by its value: "2MP" before "12MP".
    const key = (name: string) =>
      name.toLowerCase().replace(/\d+/g, (digits) => String(BigInt(digits)).padStart(20, '0'));
    const names = (await allPages('/api/products?sort=name')).map((p) => key(p.name));
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('filters by category (query or path) and answers 404 for an unknown category', async () => {
    const categories = (await get('/api/categories')).body.categories as {
      id: number;
      productCount: number;
    }[];
    const category = categories[1]!;
    const byQuery = await allPages(`/api/products?category=${category.id}`);
    const byPath = await allPages(`/api/products/category/${category.id}`);
    expect(byQuery.map((p) => p.id)).toEqual(byPath.map((p) => p.id));
    expect(byQuery).toHaveLength(category.productCount);
    expect(byQuery.every((p) => p.categoryId === category.id)).toBe(true);
    expect((await get('/api/products?category=999999')).status).toBe(404);
    expect((await get('/api/products/category/999999')).status).toBe(404);
  });

  it('the price range is applied by the server and always keeps quote products', async () => {
    const all = await allPages('/api/products');
    const inRange = await allPages('/api/products?minPrice=100&maxPrice=300');
    const expected = all.filter((p) => p.quote || (p.price! >= 100 && p.price! <= 300));
    expect(inRange.map((p) => p.id).sort()).toEqual(expected.map((p) => p.id).sort());
    expect(inRange.some((p) => p.quote)).toBe(true);
  });

  it("answers the price slider's ceiling: highest non-quote price rounded up to 10", async () => {
    const highest = Math.max(
      ...DEMO_PRODUCTS.filter((p) => p.priceCents).map((p) => p.priceCents!),
    );
    const body = await list('/api/products?maxPrice=50');
    expect(body.priceCeiling).toBe(Math.ceil(highest / 100 / 10) * 10);
  });

  it.each([
    ['page=0', 'page must be a whole number from 1'],
    ['page=-1', 'page must be a whole number from 1'],
    ['page=abc', 'page must be a whole number from 1'],
    ['page=1.5', 'page must be a whole number from 1'],
    ['limit=0', 'limit must be a whole number from 1 to 100'],
    ['limit=101', 'limit must be a whole number from 1 to 100'],
    ['limit=1000000', 'limit must be a whole number from 1 to 100'],
    ['sort=cheapest', 'sort must be one of featured, price-low, price-high, rating, name'],
    ['sort=id;drop table products', 'sort must be one of'],
    ['minPrice=-5', 'minPrice must be 0 or more'],
    ['maxPrice=lots', 'maxPrice must be an amount in dollars'],
    ['category=abc', 'category must be a whole number'],
  ])('GET /api/products?%s is a 400 with a clear message', async (query, message) => {
    const { status, body } = await get(`/api/products?${query}`);
    expect(status).toBe(400);
    expect(String(body.error)).toContain(message);
  });

  it('GET /api/products/{id}: packages (Standard first, at the product price), features, specs, compatible products', async () => {
    const demo = DEMO_PRODUCTS.find(
      (p) => p.priceCents !== null && p.packages.length > 1 && p.compatibleWith.length,
    )!;
    const [row] = await t.query<{ id: number }>(
      sql`select id from products where sku = ${demo.sku}`,
    );
    const { status, body } = await get(`/api/products/${row!.id}`);
    expect(status).toBe(200);
    const product = body.product as ProductDetail;
    expect(product).toMatchObject({
      sku: demo.sku,
      name: demo.name,
      price: demo.priceCents! / 100,
      features: demo.features,
      specs: demo.specs,
      quote: false,
    });
    expect(product.packages[0]).toMatchObject({ name: 'Standard', price: demo.priceCents! / 100 });
    expect(product.packages.map((p) => p.name)).toEqual(demo.packages.map((p) => p.name));
    expect(product.compatibleWith.map((c) => c.name).sort()).toEqual(
      demo.compatibleWith.map((sku) => DEMO_PRODUCTS.find((p) => p.sku === sku)!.name).sort(),
    );
  });

  it('a package without a price of its own is sold, and shown, at the product price', async () => {
    const demo = DEMO_PRODUCTS.find((p) => p.priceCents !== null && p.packages.length > 1)!;
    const [row] = await t.query<{ id: number; package_id: number }>(sql`
      select p.id, (select k.id from product_packages k where k.product_id = p.id
                    order by k.position desc limit 1) as package_id
      from products p where p.sku = ${demo.sku}`);
    const before = await t.query<{ price_cents: number | null }>(
      sql`select price_cents from product_packages where id = ${row!.package_id}`,
    );
    await t.query(
      sql`update product_packages set price_cents = null where id = ${row!.package_id}`,
    );
    try {
      const product = (await get(`/api/products/${row!.id}`)).body.product as ProductDetail;
      const pkg = product.packages.find((p) => p.id === Number(row!.package_id))!;
      expect(pkg.price).toBe(demo.priceCents! / 100);
    } finally {
      await t.query(
        sql`update product_packages set price_cents = ${before[0]!.price_cents} where id = ${row!.package_id}`,
      );
    }
  });

  it('quote products have no price, nor do their packages', async () => {
    const demo = DEMO_PRODUCTS.find((p) => p.priceCents === null)!;
    const [row] = await t.query<{ id: number }>(
      sql`select id from products where sku = ${demo.sku}`,
    );
    const product = (await get(`/api/products/${row!.id}`)).body.product as ProductDetail;
    expect(product.quote).toBe(true);
    expect(product.price).toBeNull();
    expect(product.packages.every((p) => p.price === null)).toBe(true);
  });

  it.each(['abc', '1.5', '-1', '0', '99999999999999999999', "1'or'1"])(
    'GET /api/products/%s is a 400, never a 500',
    async (id) => {
      const { status, body } = await get(`/api/products/${encodeURIComponent(id)}`);
      expect(status).toBe(400);
      expect(String(body.error)).toContain('product id must be a whole number');
    },
  );

  it('an unknown product is a 404', async () => {
    const { status, body } = await get('/api/products/999999');
    expect(status).toBe(404);
    expect(body.error).toBe('Product not found');
  });

  it('availability follows the spec thresholds; exact stock only for staff', async () => {
    await t.query(sql`update products set stock = 11 where sku = ${DEMO_PRODUCTS[0]!.sku}`);
    await t.query(sql`update products set stock = 10 where sku = ${DEMO_PRODUCTS[1]!.sku}`);
    await t.query(sql`update products set stock = 0 where sku = ${DEMO_PRODUCTS[2]!.sku}`);
    const guest = (await list('/api/products?limit=3')).products;
    expect(guest.map((p) => [p.availability, p.stockLeft, p.stock])).toEqual([
      ['in_stock', null, null],
      ['low_stock', 10, null],
      ['out_of_stock', null, null],
    ]);
    const customer = await t.signUp();
    expect((await list('/api/products?limit=3', customer.cookie)).products[0]!.stock).toBeNull();
    const staff = (await list('/api/products?limit=3', adminCookie)).products;
    expect(staff.map((p) => p.stock)).toEqual([11, 10, 0]);
  });

  it('GET /api/products/{id}/in-stock?quantity answers whether that many can be bought', async () => {
    const sku = DEMO_PRODUCTS[1]!.sku;
    await t.query(sql`update products set stock = 4 where sku = ${sku}`);
    const [row] = await t.query<{ id: number }>(sql`select id from products where sku = ${sku}`);
    expect((await get(`/api/products/${row!.id}/in-stock?quantity=4`)).body.inStock).toBe(true);
    expect((await get(`/api/products/${row!.id}/in-stock?quantity=5`)).body.inStock).toBe(false);
    expect((await get(`/api/products/${row!.id}/in-stock`)).body).toMatchObject({
      quantity: 1,
      inStock: true,
    });
    const quote = DEMO_PRODUCTS.find((p) => p.priceCents === null)!;
    const [q] = await t.query<{ id: number }>(
      sql`select id from products where sku = ${quote.sku}`,
    );
    expect((await get(`/api/products/${q!.id}/in-stock?quantity=1`)).body.inStock).toBe(false);
    for (const bad of ['0', '-1', '1.5', 'abc', '1000000']) {
      expect((await get(`/api/products/${row!.id}/in-stock?quantity=${bad}`)).status).toBe(400);
    }
    expect((await get('/api/products/999999/in-stock')).status).toBe(404);
  });

  describe('GET /api/products?search= (the storefront search)', () => {
    it('lists only the matches, ranked by default, an exact SKU first', async () => {
      const ptz = await list('/api/products?search=ptz&limit=100');
      expect(ptz.products.length).toBeGreaterThan(2);
      expect(ptz.pagination.totalItems).toBe(ptz.products.length);
      expect(ptz.products.every((p) => /ptz/i.test(`${p.sku} ${p.name} ${p.description}`))).toBe(
        true,
      );
      const target = DEMO_PRODUCTS.find((p) => p.sku === 'SV-PTZ-2MP-4X')!;
      const bySku = await list(`/api/products?search=${target.sku.toLowerCase()}`);
      expect(bySku.products[0]!.sku).toBe(target.sku);
    });

    it('keeps the category filter, the price range and every sort working on the matches', async () => {
      const all = await list('/api/products?search=camera&limit=100');
      const categoryId = all.products[0]!.categoryId;
      const inCategory = await list(`/api/products/category/${categoryId}?search=camera&limit=100`);
      expect(inCategory.products.length).toBeGreaterThan(0);
      expect(inCategory.products.every((p) => p.categoryId === categoryId)).toBe(true);
      expect(inCategory.products.length).toBeLessThanOrEqual(all.products.length);
      const cheap = await list('/api/products?search=camera&sort=price-low&limit=100');
      const prices = cheap.products.filter((p) => p.price !== null).map((p) => p.price!);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(new Set(cheap.products.map((p) => p.id))).toEqual(
        new Set(all.products.map((p) => p.id)),
      );
      const capped = await list('/api/products?search=camera&maxPrice=200&limit=100');
      expect(capped.products.every((p) => p.price === null || p.price <= 200)).toBe(true);
    });

    it('nothing found is an empty page; a search with nothing searchable is refused', async () => {
      const none = await list('/api/products?search=zzqxv');
      expect(none.products).toEqual([]);
      expect(none.pagination.totalItems).toBe(0);
      const symbols = await get('/api/products?search=%25%25%25');
      expect(symbols.status).toBe(400);
      expect(symbols.body.error).toBe('Search text must contain a letter or a digit');
    });
  });

  describe('GET /api/search', () => {
    const search = async (q: string) => {
      const { status, body } = await get(`/api/search?q=${encodeURIComponent(q)}`);
      expect(status, JSON.stringify(body)).toBe(200);
      return body.products as ProductSummary[];
    };

    it('finds products by words of their name, best match first', async () => {
      const found = await search('dome camera');
      expect(found.length).toBeGreaterThan(0);
      expect(found[0]!.name.toLowerCase()).toContain('dome');
    });

    it('matches partial words and stems ("cam", "recorders")', async () => {
      const cams = await search('cam');
      expect(cams.length).toBeGreaterThan(5);
      expect(cams.every((p) => /cam/i.test(`${p.name} ${p.description}`))).toBe(true);
      expect((await search('recorders')).length).toBeGreaterThan(0);
    });

    it('finds a product by its SKU, exact SKU first', async () => {
      const target = DEMO_PRODUCTS[5]!;
      expect((await search(target.sku))[0]!.sku).toBe(target.sku);
      expect((await search(target.sku.toLowerCase()))[0]!.sku).toBe(target.sku);
    });

    it('suggests SKU hits first: a SKU typed in part comes before words that match', async () => {
      const { body } = await get('/api/search?q=SV-IPC-T&limit=6');
      const found = body.products as ProductSummary[];
      expect(found.length).toBeLessThanOrEqual(6);
      expect(found.length).toBeGreaterThan(2);
      const skuHits = found.map((p) => p.sku.startsWith('SV-IPC-T'));
      // Every SKU hit comes before every other match.
      expect(skuHits).toEqual([...skuHits].sort((a, b) => Number(b) - Number(a)));
      expect(skuHits[0]).toBe(true);
    });

    it('finds SKUs whose parts are numbers (not read as negative numbers)', async () => {
      const target = DEMO_PRODUCTS[7]!;
      await t.query(sql`update products set sku = 'SV-CAM-0054321' where sku = ${target.sku}`);
      try {
        expect((await search('0054321'))[0]!.name).toBe(target.name);
        expect((await search('sv-cam-0054321'))[0]!.name).toBe(target.name);
      } finally {
        await t.query(sql`update products set sku = ${target.sku} where sku = 'SV-CAM-0054321'`);
      }
    });

    it('pages are counted and stop at the end; nothing is truncated in a small catalogue', async () => {
      const first = (await get('/api/search?q=camera&limit=5')).body as SearchResponse;
      expect(first.truncated).toBe(false);
      expect(first.pagination.totalItems).toBeGreaterThan(5);
      expect(first.pagination).toMatchObject({ currentPage: 1, itemsPerPage: 5, hasNext: true });
      const lastPage = first.pagination.totalPages;
      const last = (await get(`/api/search?q=camera&limit=5&page=${lastPage}`))
        .body as SearchResponse;
      expect(last.products.length).toBe(first.pagination.totalItems - (lastPage - 1) * 5);
      expect(last.pagination.hasNext).toBe(false);
      const beyond = (await get(`/api/search?q=camera&limit=5&page=${lastPage + 1}`))
        .body as SearchResponse;
      expect(beyond.products).toEqual([]);
      expect(beyond.pagination.totalItems).toBe(first.pagination.totalItems);
      // Every match is on exactly one page.
      const ids = new Set<number>();
      for (let page = 1; page <= lastPage; page++) {
        const body = (await get(`/api/search?q=camera&limit=5&page=${page}`))
          .body as SearchResponse;
        for (const p of body.products) ids.add(p.id);
      }
      expect(ids.size).toBe(first.pagination.totalItems);
    });

    it('a broad search ranks a bounded set of matches, the exact SKU always among them', async () => {
      // The shop's bound is SEARCH_MAX_RESULTS (1,000); here 3, on the demo catalogue.
      const repository = createCatalogueRepository(t.database);
      const all = (await search('camera')).length;
      expect(all).toBeGreaterThan(4);
      const first = await repository.search('camera:*', 'camera', 3, 2, 0);
      expect(first.map((r) => r.candidates)).toEqual([4, 4]);
      // Positions stop at the bound: the second page of two has one row, the third none.
      expect(await repository.search('camera:*', 'camera', 3, 2, 2)).toHaveLength(1);
      expect(await repository.search('camera:*', 'camera', 3, 2, 4)).toHaveLength(0);
      expect(await repository.countSearch('camera:*', 3)).toBe(4);
      // A product found by its SKU is ranked first even if the bound would have cut it off.
      const [last] = await t.query<{ sku: string; name: string }>(
        sql`select sku, name from products where archived_at is null order by id desc limit 1`,
      );
      const bySku = await repository.search('zzznothing:*', last!.sku.toLowerCase(), 3, 5, 0);
      expect(bySku.map((r) => r.sku)).toEqual([last!.sku]);
    });

    it('nothing found is an empty list; operators and quotes are only text', async () => {
      expect(await search('xylophone')).toEqual([]);
      expect(Array.isArray(await search("camera' & !(|:* ); drop table products; --"))).toBe(true);
      expect((await get('/api/products')).status).toBe(200);
    });

    it.each([
      ['', 'Search text is required'],
      ['   ', 'Search text is required'],
      ['!!! ---', 'Search text must contain a letter or a digit'],
      ['x'.repeat(101), 'Search text must be at most 100 characters'],
    ])('q=%j is a 400', async (q, message) => {
      const { status, body } = await get(`/api/search?q=${encodeURIComponent(q)}`);
      expect(status).toBe(400);
      expect(String(body.error)).toContain(message);
    });
  });

  it('the picture a list shows follows the product\u2019s pictures: added, reordered, removed', async () => {
    const demo = DEMO_PRODUCTS[10]!;
    const [row] = await t.query<{ id: number }>(
      sql`select id from products where sku = ${demo.sku}`,
    );
    const listed = async () =>
      ((await get(`/api/search?q=${encodeURIComponent(demo.sku)}`)).body as SearchResponse)
        .products[0]!.image;
    const add = (key: string, position: number) =>
      t.query(sql`insert into product_images (product_id, position, storage_key, widths, width, height)
                  values (${row!.id}, ${position}, ${key}, '[160, 400]'::jsonb, 400, 400)`);
    await t.query(sql`delete from product_images where product_id = ${row!.id}`);
    expect(await listed()).toBeNull();
    await add('products/second-key', 1);
    await add('products/first-key', 0);
    expect((await listed())!.url).toContain('products/first-key');
    await t.query(
      sql`update product_images set position = 5 where storage_key = 'products/first-key'`,
    );
    expect((await listed())!.url).toContain('products/second-key');
    await t.query(sql`delete from product_images where product_id = ${row!.id}`);
    expect(await listed()).toBeNull();
  });

  it('an archived product leaves the shop: lists, detail, search and category counts', async () => {
    const demo = DEMO_PRODUCTS[3]!;
    const [row] = await t.query<{ id: number }>(
      sql`select id from products where sku = ${demo.sku}`,
    );
    await t.query(sql`update products set archived_at = now() where id = ${row!.id}`);
    t.app.services.catalogue.catalogueChanged();
    try {
      const all = await allPages('/api/products');
      expect(all.some((p) => p.id === row!.id)).toBe(false);
      expect((await get(`/api/products/${row!.id}`)).status).toBe(404);
      const found = (await get(`/api/search?q=${encodeURIComponent(demo.sku)}`)).body
        .products as ProductSummary[];
      expect(found.some((p) => p.id === row!.id)).toBe(false);
    } finally {
      await t.query(sql`update products set archived_at = null where id = ${row!.id}`);
      t.app.services.catalogue.catalogueChanged();
    }
  });

  it('a second seed changes nothing', async () => {
    const result = await seedDemoCatalogue(t.app.services.catalogue, { images: false });
    expect(result.seeded).toBe(false);
    const [count] = await t.query<{ n: number }>(sql`select count(*)::int as n from products`);
    expect(Number(count!.n)).toBe(DEMO_PRODUCTS.length);
  });
});

describe(`the product page's kept lists (${TEST_ENGINE})`, () => {
  type Detail = { product: ProductDetail };
  const detail = async (id: number) => {
    const { status, body } = await get(`/api/products/${id}`);
    expect(status).toBe(200);
    return (body as unknown as Detail).product;
  };

  it('follow every write to packages, pictures, compatibility and the compatible product, whoever makes it', async () => {
    const [a, b] = await t.query<{ id: number; name: string }>(
      sql`select id, name from products where archived_at is null order by id limit 2`,
    );
    await t.query(sql`delete from product_compatibility where product_id = ${a!.id}`);
    await t.query(sql`insert into product_compatibility (product_id, compatible_product_id)
      values (${a!.id}, ${b!.id})`);
    expect((await detail(a!.id)).compatibleWith).toEqual([{ id: b!.id, name: b!.name }]);

    // The compatible product renamed, then archived, then back in the shop.
    await t.query(sql`update products set name = 'Renamed Hub' where id = ${b!.id}`);
    expect((await detail(a!.id)).compatibleWith).toEqual([{ id: b!.id, name: 'Renamed Hub' }]);
    await t.query(sql`update products set archived_at = now() where id = ${b!.id}`);
    expect((await detail(a!.id)).compatibleWith).toEqual([]);
    await t.query(
      sql`update products set archived_at = null, name = ${b!.name} where id = ${b!.id}`,
    );
    expect((await detail(a!.id)).compatibleWith).toEqual([{ id: b!.id, name: b!.name }]);

    // A package added first in line, one renamed, one removed.
    const before = (await detail(a!.id)).packages;
    await t.query(sql`insert into product_packages (product_id, name, price_cents, position)
      values (${a!.id}, 'Starter Kit', 12345, -1)`);
    const added = (await detail(a!.id)).packages;
    expect(added[0]).toMatchObject({ name: 'Starter Kit', price: 123.45 });
    expect(added.slice(1).map((p) => p.id)).toEqual(before.map((p) => p.id));
    await t.query(
      sql`update product_packages set name = 'Starter Kit Plus' where id = ${added[0]!.id}`,
    );
    expect((await detail(a!.id)).packages[0]!.name).toBe('Starter Kit Plus');
    await t.query(sql`delete from product_packages where id = ${added[0]!.id}`);
    expect((await detail(a!.id)).packages.map((p) => p.id)).toEqual(before.map((p) => p.id));

    // A picture added and removed.
    await t.query(sql`insert into product_images (product_id, storage_key, widths, width, height, alt, position)
      values (${a!.id}, 'kept-lists-test', '[320]'::jsonb, 320, 320, 'Front', 0)`);
    expect((await detail(a!.id)).images.map((i) => i.alt)).toContain('Front');
    await t.query(sql`delete from product_images where storage_key = 'kept-lists-test'`);
    expect((await detail(a!.id)).images.map((i) => i.alt)).not.toContain('Front');

    // Deleting the compatible product takes it off the list (its compatibility rows go too).
    const [c] = await t.query<{ id: number }>(sql`insert into products
      (sku, name, category_id, description, price_cents, stock)
      select 'KEPT-LISTS-1', 'Short-lived Hub', category_id, 'x', 100, 1 from products where id = ${a!.id}
      returning id`);
    await t.query(sql`insert into product_compatibility (product_id, compatible_product_id)
      values (${a!.id}, ${c!.id})`);
    expect((await detail(a!.id)).compatibleWith.map((p) => p.name)).toContain('Short-lived Hub');
    await t.query(sql`delete from products where id = ${c!.id}`);
    expect((await detail(a!.id)).compatibleWith.map((p) => p.name)).not.toContain(
      'Short-lived Hub',
    );
    expect((await get(`/api/products/${c!.id}`)).status).toBe(404);
  });
});

describe(`statements per catalogue request (${TEST_ENGINE})`, () => {
  const statementsOf = async (url: string) => {
    const seen: string[] = [];
    const stop = t.database.observeQueries((q) => seen.push(q));
    try {
      expect((await t.inject({ method: 'GET', url })).statusCode).toBe(200);
    } finally {
      stop();
    }
    return seen;
  };
  it('a product list is two statements (count and page), one while its count is fresh', async () => {
    t.app.services.catalogue.catalogueChanged();
    expect(await statementsOf('/api/products')).toHaveLength(2);
    expect(await statementsOf('/api/products?page=2')).toHaveLength(1);
    expect(await statementsOf('/api/products?sort=price-high&maxPrice=300&page=2')).toHaveLength(2);
  });
  it('a category page is two statements too; a product is one; a search two', async () => {
    t.app.services.catalogue.catalogueChanged();
    expect(await statementsOf('/api/products/category/1')).toHaveLength(2);
    expect(await statementsOf('/api/products/1')).toHaveLength(1);
    // The search's rows carry the match count; only a page past the end counts again.
    expect(await statementsOf('/api/search?q=camera')).toHaveLength(1);
    expect(await statementsOf('/api/search?q=camera&page=50')).toHaveLength(2);
  });
});
