import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ProductListResponse } from '@shop/contract';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let dist: string;
const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
/** A build manifest as Vite writes it: the entry, a page chunk, and the code they share. */
const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  '_card.js': { file: 'assets/card-1.js', imports: ['_react.js'] },
  'src/app/shop/ProductsPage.tsx': {
    file: 'assets/ProductsPage-1.js',
    imports: ['index.html', '_react.js', '_card.js'],
    css: ['assets/ProductsPage-1.css'],
  },
  'src/app/shop/HomePage.tsx': { file: 'assets/HomePage-1.js', imports: ['index.html'] },
};

/** The JSON block the server put into the page, read as the app reads it. */
function initialData(html: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="initial-data">(.*?)<\/script>/s.exec(html);
  expect(match, 'the page carries an initial-data block').not.toBeNull();
  return JSON.parse(match![1]!) as Record<string, unknown>;
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'shop-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    // The bar painted before the app's code, with the place of the shop's name (index.html).
    '<!doctype html><html><head><title>Shop</title><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"><span class="navbar-brand"><i class="bi"></i><!-- shop-name --></span></div></body></html>',
  );
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dist, 'assets/app-abc123.js'), script);
  writeFileSync(path.join(dist, 'assets/app-abc123.js.gz'), gzipSync(script));
  writeFileSync(path.join(dist, 'assets/app-abc123.js.br'), brotliCompressSync(script));
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('sends the build\u2019s precompressed files to browsers that take them, cached for a year', async () => {
    const br = await t.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await t.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await t.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers deep links with the app, a missing asset with 404, an unknown API path with JSON 404', async () => {
    const deep = await t.inject({ method: 'GET', url: '/admin/orders' });
    expect(deep.statusCode).toBe(200);
    // It carries what this visitor's first render reads: never kept by a shared cache.
    expect(deep.headers['cache-control']).toBe('private, no-cache');
    expect(deep.body).toContain('<div id="root">');
    expect((await t.inject({ method: 'GET', url: '/assets/gone-123.js' })).statusCode).toBe(404);
    const api = await t.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: 'Not found' });
  });
});

describe('a page opened directly gets a head start', () => {
  let adminCookie: string;
  beforeAll(async () => {
    await t.seedCatalogue();
    adminCookie = (await t.createStaff('admin')).cookie;
  });

  it('/products: its code preloaded, and the categories, the product page and the sign-in state inlined', async () => {
    // Each product gets a picture row (the trigger makes it the list's main image).
    await t.database.executor().execute(sql`
      insert into product_images (product_id, position, storage_key, widths, width, height, alt)
      select id, 0, 'web-app/' || id, '[160, 400, 800]'::jsonb, 800, 800, name from products`);
    const page = await t.inject({
      method: 'GET',
      url: '/products?category=2&sort=price-low&page=1',
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    // The page's chunk and what it shares with nothing already loaded; not the entry's code.
    expect(page.body).toContain('<link rel="modulepreload" href="/assets/ProductsPage-1.js">');
    expect(page.body).toContain('<link rel="modulepreload" href="/assets/card-1.js">');
    expect(page.body).toContain('<link rel="stylesheet" href="/assets/ProductsPage-1.css">');
    expect(page.body).not.toContain('href="/assets/react-1.js"');
    expect(page.body).not.toContain('href="/assets/index-1.js"');

    // The first picture (the largest paint) is asked for before the app's own code.
    const picture = page.body.indexOf('<link rel="preload" as="image"');
    expect(picture).toBeGreaterThan(0);
    expect(picture).toBeLessThan(page.body.indexOf('<script type="module"'));
    const data = initialData(page.body);
    const listPath = '/products/category/2?page=1&sort=price-low';
    expect(Object.keys(data).sort()).toEqual(
      ['/categories', '/check-auth', '/config', '/settings', listPath].sort(),
    );
    const api = await t.inject({ method: 'GET', url: `/api${listPath}` });
    expect(data[listPath]).toEqual(api.json());
    expect(data['/check-auth']).toEqual({ isAuthenticated: false, user: null });
  });

  it('inlines what this visitor would fetch: staff get the exact stock counts', async () => {
    const guest = initialData((await t.inject({ method: 'GET', url: '/products' })).body)[
      '/products?page=1&sort=featured'
    ] as ProductListResponse;
    expect(guest.products[0]!.stock).toBeNull();
    const staff = initialData(
      (await t.inject({ method: 'GET', url: '/products', headers: { cookie: adminCookie } })).body,
    );
    const list = staff['/products?page=1&sort=featured'] as ProductListResponse;
    expect(typeof list.products[0]!.stock).toBe('number');
    expect((staff['/check-auth'] as { isAuthenticated: boolean }).isAuthenticated).toBe(true);
  });

  it('a malformed view falls back like the page does; a refused API call is left out, not inlined', async () => {
    const odd = initialData(
      (await t.inject({ method: 'GET', url: '/products?page=-3&sort=cheap&category=abc' })).body,
    );
    expect(Object.keys(odd)).toContain('/products?page=1&sort=featured');
    // Category 999999 does not exist: its API answer is a 404, so the page fetches (and
    // shows its error) itself.
    const missing = initialData(
      (await t.inject({ method: 'GET', url: '/products?category=999999' })).body,
    );
    expect(Object.keys(missing).sort()).toEqual([
      '/categories',
      '/check-auth',
      '/config',
      '/settings',
    ]);
  });

  it('text from the database cannot end the script block or inject markup', async () => {
    const name = 'Evil </script><script>alert(1)</script> & Co';
    await t.database
      .executor()
      .execute(sql`UPDATE products SET name = ${name} WHERE id = (SELECT min(id) FROM products)`);
    t.app.services.catalogue.catalogueChanged();
    const html = (await t.inject({ method: 'GET', url: '/products?sort=name' })).body;
    expect(html).not.toContain('<script>alert(1)');
    // The app's own script tag and the data block.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    const list = initialData(html)['/products?page=1&sort=name'] as ProductListResponse;
    expect(list.products.map((p) => p.name)).toContain(name);
  });

  it('the bar painted before the app’s code names the shop as the navbar does, as text', async () => {
    const brand = (html: string) =>
      /<span class="navbar-brand"><i class="bi"><\/i>(.*?)<\/span>/.exec(html)?.[1];
    // No company details yet: the navbar shows the host's name.
    expect(brand((await t.inject({ method: 'GET', url: '/' })).body)).toBe('localhost');
    const admin = await t.createStaff('admin');
    const saved = await t.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { cookie: admin.cookie },
      payload: {
        companyName: 'North & <West> Cameras',
        legalName: 'North & West Cameras Inc.',
        tagline: 'Cameras for the north.',
        street: '12 Harbour Road',
        cityLine: 'Reno, NV 89501',
        phone: '(775) 555-0110',
        email: 'hello@northwest.example.com',
        hours: [{ days: 'Monday - Friday', time: '9:00 AM - 5:00 PM' }],
        social: {},
        shippingRate: 10,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const company = (await t.inject({ method: 'GET', url: '/api/settings' })).json().company;
    expect(brand((await t.inject({ method: 'GET', url: '/products' })).body)).toBe(
      company.shortName.replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;'),
    );
    expect(company.shortName).toContain('<West>');
  });

  it('every other page gets the sign-in state, config and shop details; home its code; compressed when asked', async () => {
    const home = await t.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip', cookie: adminCookie },
    });
    expect(home.headers['content-encoding']).toBe('gzip');
    expect(home.headers.vary).toContain('Accept-Encoding');
    const body = gunzipSync(home.rawPayload).toString();
    expect(body).toContain('<link rel="modulepreload" href="/assets/HomePage-1.js">');
    // The five editable pages get their page-editor block too (null unless published); home
    // and about their testimonials and team, so nothing on them changes after the first paint.
    expect(Object.keys(initialData(body)).sort()).toEqual([
      '/check-auth',
      '/config',
      '/pages/home',
      '/settings',
      '/storefront-blocks',
    ]);
    const settings = await t.inject({ method: 'GET', url: '/api/settings' });
    expect(initialData(body)['/settings']).toEqual(settings.json());
    expect(initialData(body)['/pages/home']).toEqual({ slug: 'home', path: '/', block: null });
    const about = (await t.inject({ method: 'GET', url: '/about' })).body;
    expect(Object.keys(initialData(about)).sort()).toEqual([
      '/check-auth',
      '/config',
      '/pages/about',
      '/settings',
      '/storefront-blocks',
    ]);
    const privacy = (await t.inject({ method: 'GET', url: '/privacy' })).body;
    expect(privacy).not.toContain('modulepreload');
    expect(Object.keys(initialData(privacy)).sort()).toEqual([
      '/check-auth',
      '/config',
      '/settings',
    ]);
    // HEAD gets the plain file.
    const head = await t.inject({ method: 'HEAD', url: '/products' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe('no-cache');
  });
});
