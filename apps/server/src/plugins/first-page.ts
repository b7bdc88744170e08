import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ProductListResponse, PublicSettings } from '@shop/contract';
import type { PageHead } from '../modules/seo/seo.service.ts';
import {
  PRODUCT_CARD_IMAGE_SIZES,
  parseCatalogueParams,
  productListApiPath,
} from '@shop/contract/catalogue-rules';

/**
 * The head start of a page that is opened directly (a link, a reload): index.html with
 *  - `<link rel="modulepreload">` for the page's own code, which the browser would otherwise
 *    only ask for after the main script has run;
 *  - the API answers the page's first render needs, inlined as a JSON block that the app reads
 *    instead of fetching (apps/web/src/lib/initial-data.ts);
 *  - a preload of the first product picture (the largest paint of /products).
 * It saves two round trips on a phone (docs/decisions/0010-first-page-head-start.md). Any
 * failure here only costs the head start: the plain index.html is sent.
 */

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

type PageHeadStart = {
  /** The page's module in the build manifest (its source path). */
  chunk: string;
  /** The API paths (under /api) the page's first render reads, from the page's URL query. */
  data?: (query: URLSearchParams) => string[];
};

/**
 * What every page's first render reads: the navbar's sign-in state, the public config and the
 * shop's details (the navbar's and footer's name, home's tagline). Fetched after the first
 * render, the details drew every page twice, the second time in one long task on a phone.
 */
const EVERY_PAGE_DATA = ['/check-auth', '/config', '/settings'];

/** A page with a page-editor block (GET /api/pages/{slug}): inlined, so it paints with the page. */
const withBlock = (chunk: string, slug: string, more: string[] = []): PageHeadStart => ({
  chunk,
  data: () => [`/pages/${slug}`, ...more],
});

const PAGES: Record<string, PageHeadStart> = {
  // Home's testimonials and about's team (GET /api/storefront-blocks).
  '/': withBlock('src/app/shop/HomePage.tsx', 'home', ['/storefront-blocks']),
  '/about': withBlock('src/app/shop/AboutPage.tsx', 'about', ['/storefront-blocks']),
  '/services': withBlock('src/app/shop/ServicesPage.tsx', 'services'),
  '/contact': withBlock('src/app/shop/ContactPage.tsx', 'contact'),
  '/survey': withBlock('src/app/shop/SurveyPage.tsx', 'survey'),
  '/products': {
    chunk: 'src/app/shop/ProductsPage.tsx',
    data: (query) => ['/categories', productListApiPath(parseCatalogueParams(query))],
  },
};

/** The build's files, read again whenever the build changes (a rebuild needs no restart). */
function createBuildReader(distDir: string) {
  let cached: { stamp: number; template: string; manifest: Manifest | null } | null = null;
  return () => {
    const indexFile = path.join(distDir, 'index.html');
    const stamp = statSync(indexFile).mtimeMs;
    if (cached?.stamp !== stamp) {
      let manifest: Manifest | null = null;
      try {
        manifest = JSON.parse(
          readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
        ) as Manifest;
      } catch {
        // A build without a manifest still gets the inlined data.
      }
      cached = { stamp, template: readFileSync(indexFile, 'utf8'), manifest };
    }
    return cached;
  };
}

/** The page chunk and everything it imports, minus what index.html already loads. */
export function preloadsFor(manifest: Manifest, chunk: string): { js: string[]; css: string[] } {
  const entry = Object.values(manifest).find((c) => c.isEntry);
  const alreadyLoaded = new Set<string>();
  const markLoaded = (key: string) => {
    if (alreadyLoaded.has(key)) return;
    alreadyLoaded.add(key);
    for (const next of manifest[key]?.imports ?? []) markLoaded(next);
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k] === entry);
  if (entryKey) markLoaded(entryKey);

  const js: string[] = [];
  const css: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || alreadyLoaded.has(key) || !manifest[key]) return;
    seen.add(key);
    const c = manifest[key];
    js.push(`/${c.file}`);
    for (const file of c.css ?? []) css.push(`/${file}`);
    for (const next of c.imports ?? []) visit(next);
  };
  visit(chunk);
  return { js, css };
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * JSON inside a script block: "<" (a "</script>" in a product name), ">" and "&" become
 * \u escapes, which JSON.parse reads back as the same characters.
 */
const escapeJsonForHtml = (json: string) =>
  json.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * index.html's title and description replaced by the page's own, with its canonical URL, a
 * noindex for pages that are not search results, and a product's schema.org data (a JSON-LD
 * block: data, never executed, so the CSP's script-src does not apply to it).
 */
export function withPageHead(template: string, head: PageHead): string {
  const tags = [`<meta name="description" content="${escapeAttribute(head.description)}">`];
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeAttribute(head.canonical)}">`);
  else tags.push('<meta name="robots" content="noindex">');
  if (head.structuredData) {
    tags.push(
      `<script type="application/ld+json">${escapeJsonForHtml(JSON.stringify(head.structuredData))}</script>`,
    );
  }
  const title = `<title>${escapeText(head.title)}</title>`;
  const bare = template.replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  // Replacer functions: a "$" in a product name must not be read as a replacement pattern.
  return /<title>[\s\S]*?<\/title>/.test(bare)
    ? bare.replace(/<title>[\s\S]*?<\/title>/, () => `${title}${tags.join('')}`)
    : bare.replace('</head>', () => `${title}${tags.join('')}</head>`);
}

/**
 * The shop's name in the bar index.html paints before the app's code has run, as the navbar
 * writes it (SiteNavbar: the company's short name, else the host's name): text in the system
 * font paints as soon as the CSS is in, so the first paint no longer waits for the app.
 */
function withShopName(html: string, settings: string | undefined, hostname: string): string {
  let company: PublicSettings['company'] = null;
  try {
    if (settings) company = (JSON.parse(settings) as PublicSettings).company;
  } catch {
    // Unreadable details only cost the name: the bar paints with the icon alone.
  }
  const name = company ? company.shortName : hostname;
  return html.replace('<!-- shop-name -->', () => escapeText(name));
}

/**
 * index.html for this request with the page's head start (null for a HEAD request).
 * The data is read through the app's own routes (app.inject) with the visitor's cookie, so it
 * is exactly what the page would fetch: the same checks, and staff see what staff see.
 */
export function createFirstPageRenderer(app: FastifyInstance, distDir: string) {
  const readBuild = createBuildReader(distDir);
  return async (request: FastifyRequest, pageHead: PageHead | null): Promise<string | null> => {
    const [pathname, search = ''] = request.url.split('?', 2) as [string, string?];
    if (request.method !== 'GET') return null;
    const page = PAGES[pathname.replace(/\/+$/, '') || '/'];
    const { template, manifest } = readBuild();

    const head: string[] = [];
    /** What goes before the app's own script and styles. */
    const early: string[] = [];
    if (page && manifest) {
      const { js, css } = preloadsFor(manifest, page.chunk);
      for (const file of css) head.push(`<link rel="stylesheet" href="${escapeAttribute(file)}">`);
      for (const file of js)
        head.push(`<link rel="modulepreload" href="${escapeAttribute(file)}">`);
    }

    const cookie = request.headers.cookie;
    const answers = await Promise.all(
      [...EVERY_PAGE_DATA, ...(page?.data?.(new URLSearchParams(search)) ?? [])].map(
        async (apiPath) => {
          const response = await app.inject({
            method: 'GET',
            url: `/api${apiPath}`,
            headers: cookie ? { cookie } : {},
          });
          return response.statusCode === 200 ? ([apiPath, response.body] as const) : null;
        },
      ),
    );
    const found = answers.filter((a): a is readonly [string, string] => a !== null);
    for (const [apiPath, body] of found) {
      if (!apiPath.startsWith('/products?') && !apiPath.startsWith('/products/category/')) continue;
      const first = (JSON.parse(body) as ProductListResponse).products[0]?.image;
      if (first) {
        // First in the head: the picture is the page's largest paint, and the browser asks
        // for what it meets first.
        early.push(
          `<link rel="preload" as="image" href="${escapeAttribute(first.url)}" imagesrcset="${escapeAttribute(first.srcSet)}" imagesizes="${escapeAttribute(PRODUCT_CARD_IMAGE_SIZES)}" fetchpriority="high">`,
        );
      }
    }
    const html = withShopName(
      pageHead ? withPageHead(template, pageHead) : template,
      found.find(([apiPath]) => apiPath === '/settings')?.[1],
      request.hostname,
    );
    const data = found.length
      ? `<script type="application/json" id="initial-data">${escapeJsonForHtml(
          `{${found.map(([apiPath, body]) => `${JSON.stringify(apiPath)}:${body}`).join(',')}}`,
        )}</script>`
      : '';
    const headEnd = html.indexOf('</head>');
    const appStart = html.search(/<script type="module"|<link rel="(?:modulepreload|stylesheet)"/);
    const cut = appStart >= 0 && appStart < headEnd ? appStart : headEnd;
    // Replacer functions: a "$" in the data must not be read as a replacement pattern.
    return `${html.slice(0, cut)}${early.join('')}${html.slice(cut)}`
      .replace('</head>', () => `${head.join('')}</head>`)
      .replace(/<\/body>|$/, (end) => `${data}${end}`);
  };
}
