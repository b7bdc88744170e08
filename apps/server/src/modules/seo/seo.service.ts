// The rules of this module, in words: docs/modules/seo.md
import {
  matchAppRoute,
  parseCatalogueParams,
  productPagePath,
  PUBLIC_PAGES,
  publicPageOf,
  ROBOTS_DISALLOWED,
  toDollars,
  type Availability,
  type ProductDetail,
} from '@shop/contract';
import { DomainError } from '../../lib/errors.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import type { ContentService } from '../content/content.service.ts';

/** What the first HTML of a page says to a search engine, before any script runs. */
export type PageHead = {
  /** 404 for a path the web app has no page for, or a product or category that is not sold. */
  status: 200 | 404;
  title: string;
  description: string;
  /** Absolute; null for pages that are not for search results (they get noindex). */
  canonical: string | null;
  /** schema.org data of a product page (a JSON-LD block), or null. */
  structuredData: Record<string, unknown> | null;
};

/** A meta description is cut by search engines at about 160 characters. */
const DESCRIPTION_MAX = 160;

const SCHEMA_AVAILABILITY: Record<Availability, string> = {
  in_stock: 'https://schema.org/InStock',
  low_stock: 'https://schema.org/LimitedAvailability',
  out_of_stock: 'https://schema.org/OutOfStock',
};

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_MAX / 2))}\u2026`;
}

const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

type SitemapEntry = { loc: string; lastmod: string | null };

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** The sitemap protocol's limit of URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000;

function urlset(entries: SitemapEntry[]): string {
  const urls = entries.map(
    ({ loc, lastmod }) =>
      `  <url><loc>${xmlEscape(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
  );
  return [
    XML_DECLARATION,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

const isNotFound = (error: unknown) => error instanceof DomainError && error.type === 'not_found';

/**
 * What search engines read of the shop: robots.txt, sitemap.xml (public pages and live
 * products, from the catalogue and content services) and each page's head (ADR 0034).
 */
export function createSeoService({
  publicUrl,
  catalogue,
  content,
  shopName,
  sitemapMaxUrls = SITEMAP_MAX_URLS,
}: {
  publicUrl: string;
  catalogue: CatalogueService;
  content: ContentService;
  /** The name titles end with: the company's, or the host name until it is set (settings). */
  shopName: () => Promise<string>;
  /** Tests make it small, to see the index without 50,000 products. */
  sitemapMaxUrls?: number;
}) {
  const absolute = (path: string) => `${publicUrl}${path}`;
  const siteTitle = (name: string, title: string) => `${title} | ${name}`;
  const home = publicPageOf('/')!;
  const notFound = (name: string): PageHead => ({
    status: 404,
    title: siteTitle(name, 'Page Not Found'),
    description: home.description,
    canonical: null,
    structuredData: null,
  });

  function productData(product: ProductDetail, url: string): Record<string, unknown> {
    const images = product.images.length
      ? product.images.map((i) => absolute(i.url))
      : product.image
        ? [absolute(product.image.url)]
        : [];
    return {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      sku: product.sku,
      description: product.description,
      category: product.categoryName,
      url,
      ...(images.length ? { image: images } : {}),
      // A quote product has no price to offer: its offer is made after a site survey.
      ...(product.price === null
        ? {}
        : {
            offers: {
              '@type': 'Offer',
              url,
              // schema.org reads dollars, as text.
              price: toDollars(product.price).toFixed(2),
              priceCurrency: 'USD',
              availability: SCHEMA_AVAILABILITY[product.availability],
              itemCondition: 'https://schema.org/NewCondition',
            },
          }),
      ...(product.reviewCount > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: product.rating,
              reviewCount: product.reviewCount,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
    };
  }

  /** /products: a product's own page, a category's list, or the whole catalogue. */
  async function productsHead(query: URLSearchParams, name: string): Promise<PageHead> {
    const params = parseCatalogueParams(query);
    const page = publicPageOf('/products')!;
    if (params.product !== null) {
      const product = await catalogue.product(params.product, { staff: false }).catch((error) => {
        if (isNotFound(error)) return null;
        throw error;
      });
      if (!product) return notFound(name);
      const url = absolute(productPagePath(product.id));
      return {
        status: 200,
        title: siteTitle(name, product.name),
        description: shorten(product.description || `${product.name}: ${page.description}`),
        canonical: url,
        structuredData: productData(product, url),
      };
    }
    let path = '/products';
    let title = page.title;
    if (params.category !== null) {
      const category = (await catalogue.categories()).find((c) => c.id === params.category);
      if (!category) return notFound(name);
      path += `?category=${category.id}`;
      title = `${category.name} | ${page.title}`;
    }
    return {
      status: 200,
      title: siteTitle(name, title),
      description: page.description,
      // A search result is not a page of its own: the catalogue is.
      canonical: params.search === null ? absolute(path) : null,
      structuredData: null,
    };
  }

  async function sitemapEntries(): Promise<SitemapEntry[]> {
    const [products, pages] = await Promise.all([catalogue.liveProductDates(), content.list()]);
    const edited = new Map(
      pages.filter((p) => p.published && p.updatedAt).map((p) => [p.path, p.updatedAt!]),
    );
    const newestProduct = products.reduce<string | null>(
      (newest, p) => (newest === null || p.updatedAt > newest ? p.updatedAt : newest),
      null,
    );
    return [
      ...PUBLIC_PAGES.filter((p) => p.inSitemap).map((p) => ({
        loc: absolute(p.path),
        lastmod: p.path === '/products' ? newestProduct : (edited.get(p.path) ?? null),
      })),
      ...products.map((p) => ({ loc: absolute(productPagePath(p.id)), lastmod: p.updatedAt })),
    ];
  }

  return {
    /** The head of the page at this URL (path and query), and whether it is a page at all. */
    async pageHead(url: string): Promise<PageHead> {
      const [rawPath, search = ''] = url.split('?', 2) as [string, string?];
      const pathname = rawPath.replace(/\/+$/, '') || '/';
      const route = matchAppRoute(pathname);
      const name = await shopName();
      if (route === null) return notFound(name);
      if (route === '/products') return productsHead(new URLSearchParams(search), name);
      const page = publicPageOf(pathname);
      if (!page) {
        // A signed-in or one-time page (account, admin, a token's link): not for search.
        return { ...notFound(name), status: 200, title: name };
      }
      return {
        status: 200,
        // The title the page itself sets (useDocumentTitle), so it does not change on load.
        title: siteTitle(name, page.title),
        description: page.description,
        canonical: absolute(page.path),
        structuredData: null,
      };
    },

    robotsTxt(): string {
      return [
        'User-agent: *',
        ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
        '',
        `Sitemap: ${absolute('/sitemap.xml')}`,
        '',
      ].join('\n');
    },

    /**
     * /sitemap.xml: the public pages (an edited page's lastmod is its last save, the
     * catalogue's its newest product change) and every live product's own page. Past the
     * protocol's 50,000 URLs a file it is an index of /sitemaps/{n}.xml, each of that size.
     */
    async sitemapXml(): Promise<string> {
      const entries = await sitemapEntries();
      if (entries.length <= sitemapMaxUrls) return urlset(entries);
      const parts = Math.ceil(entries.length / sitemapMaxUrls);
      const newest = (part: SitemapEntry[]) =>
        part.reduce<string | null>(
          (latest, e) =>
            e.lastmod && (latest === null || e.lastmod > latest) ? e.lastmod : latest,
          null,
        );
      const items = Array.from({ length: parts }, (_, i) => {
        const lastmod = newest(entries.slice(i * sitemapMaxUrls, (i + 1) * sitemapMaxUrls));
        return `  <sitemap><loc>${xmlEscape(absolute(`/sitemaps/${i + 1}.xml`))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>`;
      });
      return [
        XML_DECLARATION,
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...items,
        '</sitemapindex>',
        '',
      ].join('\n');
    },

    /** /sitemaps/{n}.xml of a sitemap index (1-based); null past the last one. */
    async sitemapPart(n: number): Promise<string | null> {
      const entries = await sitemapEntries();
      if (entries.length <= sitemapMaxUrls) return null;
      const part = entries.slice((n - 1) * sitemapMaxUrls, n * sitemapMaxUrls);
      return n >= 1 && part.length ? urlset(part) : null;
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
