import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { SITEMAP_PRODUCTS_TTL_MS } from '../src/modules/catalogue/catalogue.service.ts';
import { createSeoService } from '../src/modules/seo/seo.service.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from './helpers.ts';
import { DEMO_COMPANY } from '../src/demo/company.ts';

let t: TestApp;
let dist: string;
let adminCookie: string;
/** Live products of the demo catalogue: [id, name, sku, price cents, stock, rating, reviews]. */
let products: {
  id: number;
  name: string;
  sku: string;
  stock: number;
  reviewCount: number;
  quote: boolean;
}[];

/** index.html as Vite builds it: the shop's own title and description, then the app. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="The shop's description."
    />
    <title>SecureVision Security</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const get = (url: string, headers: Record<string, string> = {}) =>
  t.inject({ method: 'GET', url, headers });

/** What a crawler reads in the first HTML: title, description, canonical, robots, JSON-LD. */
function headOf(html: string) {
  const one = (re: RegExp) => re.exec(html)?.[1] ?? null;
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => m[1]!,
  );
  return {
    title: one(/<title>(.*?)<\/title>/s),
    titles: html.match(/<title>/g)?.length ?? 0,
    descriptions: html.match(/<meta name="description"|<meta\s+name="description"/g)?.length ?? 0,
    description: one(/<meta name="description" content="([^"]*)">/),
    canonical: one(/<link rel="canonical" href="([^"]*)">/),
    noindex: html.includes('<meta name="robots" content="noindex">'),
    jsonLd,
  };
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'shop-seo-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  t = await createTestApp({ webDist: dist });
  // Titles end with the company's name from the settings (the demo company here).
  await t.app.services.settings.seed(DEMO_COMPANY);
  await t.seedCatalogue();
  adminCookie = (await t.createStaff('admin')).cookie;
  products = await t.query(sql`
    select id, name, sku, stock, review_count as "reviewCount", quote
    from products where archived_at is null order by id`);
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('unknown paths answer a real 404 with the app', () => {
  it.each([
    '/no-such-page',
    '/about/team',
    '/industries/space-stations',
    '/admin/no-such-screen',
    '/products?product=999999',
    '/products?category=999999',
  ])('%s: 404, the app\u2019s HTML (its not-found page), noindex', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<div id="root">');
    const head = headOf(response.body);
    expect(head.title).toBe('Page Not Found | SecureVision Security');
    expect(head.noindex).toBe(true);
    expect(head.canonical).toBeNull();
  });

  it('an archived product is not a page any more', async () => {
    const [gone] = await t.query<{ id: number }>(sql`
      insert into products (sku, name, category_id, price_cents, archived_at)
      values ('SEO-GONE-1', 'Retired camera', (select min(id) from categories), 1000, now())
      returning id`);
    expect((await get(`/products?product=${gone!.id}`)).statusCode).toBe(404);
  });

  it.each([
    '/',
    '/about/',
    '/industries/retail',
    '/products',
    '/products?category=1&sort=price-low',
    '/products?search=camera',
    '/login',
    '/admin/orders',
    '/admin/users/12/edit',
    '/verify/some-token',
    '/track/ORD-1',
  ])('%s: 200', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
  });

  it('HEAD says the same status; API paths and missing files stay JSON 404s', async () => {
    expect((await t.inject({ method: 'HEAD', url: '/no-such-page' })).statusCode).toBe(404);
    expect((await t.inject({ method: 'HEAD', url: '/about' })).statusCode).toBe(200);
    const api = await get('/api/no-such-call');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: 'Not found' });
    expect((await get('/assets/gone-1.js')).statusCode).toBe(404);
  });
});

describe('each public page has its own head in the first HTML', () => {
  it('/, /products and /about: title, description and canonical URL of their own', async () => {
    const home = headOf((await get('/', { 'accept-encoding': 'identity' })).body);
    expect(home).toMatchObject({
      title: 'Security Cameras, Alarms &amp; Access Control | SecureVision Security',
      titles: 1,
      descriptions: 1,
      canonical: `${TEST_PUBLIC_URL}/`,
      noindex: false,
      jsonLd: [],
    });
    expect(home.description).toMatch(/^Surveillance cameras, alarm systems and access control/);

    const list = headOf((await get('/products?sort=price-low&page=1')).body);
    expect(list).toMatchObject({
      title: 'Products | SecureVision Security',
      titles: 1,
      descriptions: 1,
      canonical: `${TEST_PUBLIC_URL}/products`,
    });
    expect(list.description).toMatch(/^Security cameras, recorders, alarms/);

    const about = headOf((await get('/about')).body);
    expect(about.title).toBe('About Us | SecureVision Security');
    expect(about.canonical).toBe(`${TEST_PUBLIC_URL}/about`);
    const descriptions = new Set([home.description, list.description, about.description]);
    expect(descriptions.size).toBe(3);
  });

  it('a category list is its own page; a search result is not indexed', async () => {
    const [category] = await t.query<{ id: number; name: string }>(
      sql`select id, name from categories order by id limit 1`,
    );
    const head = headOf((await get(`/products?category=${category!.id}&page=1`)).body);
    expect(head.title).toBe(`${category!.name} | Products | SecureVision Security`);
    expect(head.canonical).toBe(`${TEST_PUBLIC_URL}/products?category=${category!.id}`);
    const search = headOf((await get('/products?search=camera')).body);
    expect(search.noindex).toBe(true);
    expect(search.canonical).toBeNull();
  });

  it('a signed-in page is not for search results', async () => {
    const head = headOf((await get('/admin/orders', { cookie: adminCookie })).body);
    expect(head.noindex).toBe(true);
    expect(head.title).toBe('SecureVision Security');
  });

  it('a product page: its name, description, canonical URL and schema.org Product data', async () => {
    const rated = products.find((p) => p.reviewCount > 0 && !p.quote)!;
    await t.query(sql`
      insert into product_images (product_id, position, storage_key, widths, width, height, alt)
      values (${rated.id}, 0, 'seo/front', '[400, 800]'::jsonb, 800, 600, 'Front'),
             (${rated.id}, 1, 'seo/side', '[400, 800]'::jsonb, 800, 600, 'Side')`);
    const detail = (await get(`/api/products/${rated.id}`)).json<{
      product: { price: number; description: string; images: { url: string }[] };
    }>().product;
    const head = headOf((await get(`/products?product=${rated.id}&category=1`)).body);
    const url = `${TEST_PUBLIC_URL}/products?product=${rated.id}`;
    expect(head.title).toBe(`${rated.name} | SecureVision Security`);
    expect(head.canonical).toBe(url);
    expect(detail.description.startsWith(head.description!.replace(/\u2026$/, ''))).toBe(true);
    expect(head.jsonLd).toHaveLength(1);
    const data = JSON.parse(head.jsonLd[0]!) as Record<string, unknown>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: rated.name,
      sku: rated.sku,
      url,
      offers: {
        '@type': 'Offer',
        price: detail.price.toFixed(2),
        priceCurrency: 'USD',
        availability:
          rated.stock > 10
            ? 'https://schema.org/InStock'
            : rated.stock > 0
              ? 'https://schema.org/LimitedAvailability'
              : 'https://schema.org/OutOfStock',
      },
      aggregateRating: { '@type': 'AggregateRating', reviewCount: rated.reviewCount },
    });
    expect(detail.images).toHaveLength(2);
    expect(data.image).toEqual(detail.images.map((i) => `${TEST_PUBLIC_URL}${i.url}`));
  });

  it('availability follows stock; no rating block without ratings; a quote product has no offer', async () => {
    const [product] = await t.query<{ id: number }>(sql`
      insert into products (sku, name, category_id, price_cents, stock, review_count)
      values ('SEO-OUT-1', 'Sold-out sensor', (select min(id) from categories), 2500, 0, 0)
      returning id`);
    const data = JSON.parse(
      headOf((await get(`/products?product=${product!.id}`)).body).jsonLd[0]!,
    ) as Record<string, unknown>;
    expect(data.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(data).not.toHaveProperty('aggregateRating');

    const [quote] = await t.query<{ id: number }>(sql`
      insert into products (sku, name, category_id, quote, price_cents)
      values ('SEO-QUOTE-1', 'Custom installation', (select min(id) from categories), true, null)
      returning id`);
    const quoteData = JSON.parse(
      headOf((await get(`/products?product=${quote!.id}`)).body).jsonLd[0]!,
    ) as Record<string, unknown>;
    expect(quoteData).not.toHaveProperty('offers');
  });

  it('a product name with </script> or markup cannot leave the title, meta or JSON-LD block', async () => {
    const name = 'Cam </script><script>alert(1)</script> "quoted" & <b>bold</b> $& $1';
    const description = '</script><img src=x onerror=alert(2)> "desc"';
    const [product] = await t.query<{ id: number }>(sql`
      insert into products (sku, name, description, category_id, price_cents, stock)
      values ('SEO-EVIL-1', ${name}, ${description}, (select min(id) from categories), 999, 50)
      returning id`);
    const html = (await get(`/products?product=${product!.id}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>bold');
    // The JSON-LD block and the initial-data block, each closed once.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    const head = headOf(html);
    expect(head.title).toBe(
      'Cam &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; "quoted" &amp; &lt;b&gt;bold&lt;/b&gt; $&amp; $1 | SecureVision Security',
    );
    expect(head.description).toBe('&lt;/script>&lt;img src=x onerror=alert(2)> &quot;desc&quot;');
    expect(head.jsonLd[0]).not.toContain('<');
    const data = JSON.parse(head.jsonLd[0]!) as { name: string; description: string };
    expect(data.name).toBe(name);
    expect(data.description).toBe(description);
  });

  it('the CSP lets the JSON-LD block be: it is data, and script-src only governs scripts', async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('nonce-');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt keeps crawlers out of the private areas and the API, and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/admin', '/dashboard', '/checkout', '/api/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain(`Sitemap: ${TEST_PUBLIC_URL}/sitemap.xml`);
  });

  /** The sitemap's entries: loc -> lastmod (null when it has none). */
  async function sitemap(): Promise<Map<string, string | null>> {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    return new Map(
      [
        ...response.body.matchAll(
          /<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g,
        ),
      ].map((m) => [m[1]!.replace(/&amp;/g, '&'), m[2] ?? null]),
    );
  }

  it('lists the public pages and every live product, with absolute URLs and lastmod', async () => {
    const entries = await sitemap();
    for (const page of [
      '/',
      '/services',
      '/industries/retail',
      '/about',
      '/products',
      '/contact',
    ]) {
      expect(entries.has(`${TEST_PUBLIC_URL}${page}`), page).toBe(true);
    }
    expect(entries.has(`${TEST_PUBLIC_URL}/login`)).toBe(false);
    expect(entries.has(`${TEST_PUBLIC_URL}/admin`)).toBe(false);
    const live = await t.query<{ id: number; updatedAt: Date }>(
      sql`select id, updated_at as "updatedAt" from products where archived_at is null`,
    );
    for (const p of live) {
      expect(entries.get(`${TEST_PUBLIC_URL}/products?product=${p.id}`)).toBe(
        new Date(p.updatedAt).toISOString(),
      );
    }
    const productEntries = [...entries.keys()].filter((loc) => loc.includes('?product='));
    expect(productEntries).toHaveLength(live.length);
    expect(entries.get(`${TEST_PUBLIC_URL}/products`)).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('past the limit of URLs a file, sitemap.xml is an index of parts that hold every URL', async () => {
    const all = await sitemap();
    // One file holds them all here: there are no parts.
    expect((await get('/sitemaps/1.xml')).statusCode).toBe(404);
    const small = createSeoService({
      publicUrl: TEST_PUBLIC_URL,
      catalogue: t.app.services.catalogue,
      content: t.app.services.content,
      shopName: t.app.services.settings.shopName,
      sitemapMaxUrls: 7,
    });
    const index = await small.sitemapXml();
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const parts = [...index.matchAll(/<sitemap><loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    expect(parts).toHaveLength(Math.ceil(all.size / 7));
    expect(parts[0]).toBe(`${TEST_PUBLIC_URL}/sitemaps/1.xml`);
    const listed: string[] = [];
    for (let n = 1; n <= parts.length; n++) {
      const part = (await small.sitemapPart(n))!;
      const locs = [...part.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
      expect(locs.length).toBeLessThanOrEqual(7);
      listed.push(...locs);
    }
    expect(listed.sort()).toEqual([...all.keys()].sort());
    expect(await small.sitemapPart(parts.length + 1)).toBeNull();
    expect(await small.sitemapPart(0)).toBeNull();
    expect((await get('/sitemaps/../robots.txt')).statusCode).not.toBe(500);
    expect((await get('/sitemaps/abc.xml')).statusCode).toBe(404);
  });

  it('an edited and published page carries the date of its last save', async () => {
    const saved = await t.inject({
      method: 'PUT',
      url: '/api/admin/pages/about',
      headers: { cookie: adminCookie },
      payload: { title: 'About Us', content: '<p>Since 1999.</p>', published: true },
    });
    expect(saved.statusCode).toBe(200);
    const entries = await sitemap();
    expect(entries.get(`${TEST_PUBLIC_URL}/about`)).toBe(
      saved.json<{ page: { updatedAt: string } }>().page.updatedAt,
    );
    expect(entries.get(`${TEST_PUBLIC_URL}/services`)).toBeNull();
  });

  it('a product taken out of the shop leaves at once when this process changes it', async () => {
    const victim = products.at(-1)!;
    const loc = `${TEST_PUBLIC_URL}/products?product=${victim.id}`;
    expect((await sitemap()).has(loc)).toBe(true);
    const removed = await t.inject({
      method: 'DELETE',
      url: `/api/products/${victim.id}`,
      headers: { cookie: adminCookie },
    });
    expect(removed.statusCode).toBe(200);
    expect((await sitemap()).has(loc)).toBe(false);
  });

  it('a product archived by another process leaves after the cache time', async () => {
    const victim = products.at(-2)!;
    const loc = `${TEST_PUBLIC_URL}/products?product=${victim.id}`;
    expect((await sitemap()).has(loc)).toBe(true);
    await t.query(sql`update products set archived_at = now() where id = ${victim.id}`);
    // Cached: still listed.
    expect((await sitemap()).has(loc)).toBe(true);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + SITEMAP_PRODUCTS_TTL_MS + 1);
    expect((await sitemap()).has(loc)).toBe(false);
  });
});
