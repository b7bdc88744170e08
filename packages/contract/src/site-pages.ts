/**
 * The web app's pages as the server must know them: which paths are pages at all (the rest
 * answer a real 404), and what a search engine reads of the public ones (title, description,
 * whether they belong in the sitemap). The web router is checked against this list
 * (apps/web/src/app/router.test.tsx), so a new route that is missing here fails a test
 * instead of answering 404 (docs/decisions/0034-found-by-search-engines.md).
 * Without zod, so the web app's first page does not pay for it.
 */

/** Every path pattern of the web router (`:name` is one path segment), besides its 404 page. */
export const APP_ROUTES = [
  '/',
  '/services',
  '/industries/:industry',
  '/about',
  '/privacy',
  '/terms',
  '/contact',
  '/survey',
  '/site-survey',
  '/products',
  '/register',
  '/verify/:token',
  '/login',
  '/forgot-password',
  '/reset-password',
  '/confirm-email/:token',
  '/track/:orderNumber',
  '/quote/:token',
  '/dashboard',
  '/dashboard/returns/new',
  '/dashboard/returns/:id',
  '/dashboard/plans/:id',
  '/subscribe/:planId',
  '/checkout',
  '/order-confirmation/:orderNumber',
  '/admin',
  '/admin/dashboard',
  '/admin/orders',
  '/admin/installations',
  '/admin/technicians',
  '/admin/products',
  '/admin/products/photos',
  '/admin/products/new',
  '/admin/products/edit/:id',
  '/admin/contact-requests',
  '/admin/site-surveys',
  '/admin/contact-requests/:id',
  '/admin/site-surveys/:id',
  '/admin/users',
  '/admin/customers',
  '/admin/users/new',
  '/admin/users/:id/edit',
  '/admin/users/:id',
  '/admin/customers/new',
  '/admin/customers/:id/edit',
  '/admin/customers/:id',
  '/admin/customers/:id/orders',
  '/admin/pages',
  '/admin/pages/:slug',
  '/admin/system',
  '/admin/settings',
  '/admin/productunits',
  '/admin/locations',
  '/admin/warehouse-map',
  '/admin/scan',
  // Staff quotes.
  '/admin/quotes',
  '/admin/quotes/new',
  '/admin/quotes/:id',
  '/admin/labour-prices',
  // Plans, subscriptions and the owner's recurring revenue.
  '/admin/plans',
  '/admin/subscriptions',
  '/admin/subscriptions/:id',
  '/admin/recurring-revenue',
  // The returns (RMA) queue.
  '/admin/rmas',
  '/admin/rmas/:id',
  '/admin/return-rates',
  '/admin/apitest',
  '/admin/debugstats',
] as const;

/** The industry pages (/industries/{slug}); any other slug is the 404 page. */
export const INDUSTRY_SLUGS = ['residential', 'commercial', 'retail', 'corporate'] as const;
export type IndustrySlug = (typeof INDUSTRY_SLUGS)[number];

/** Parameters whose values are a closed list: another value is not a page. */
const CLOSED_PARAMS: Record<string, readonly string[]> = { industry: INDUSTRY_SLUGS };

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** The route pattern a path opens, or null when the web app would show its 404 page. */
export function matchAppRoute(pathname: string): string | null {
  const path = segmentsOf(pathname);
  for (const route of APP_ROUTES) {
    const pattern = segmentsOf(route);
    if (pattern.length !== path.length) continue;
    const matches = pattern.every((part, i) => {
      if (!part.startsWith(':')) return part === path[i];
      const closed = CLOSED_PARAMS[part.slice(1)];
      return closed ? closed.includes(path[i]!) : path[i] !== '';
    });
    if (matches) return route;
  }
  return null;
}

/** What a search engine reads of a public page before any script runs. */
export type PublicPage = {
  path: string;
  /** The page's own part of the title; the company name follows (useDocumentTitle). */
  title: string;
  description: string;
  /** Listed in sitemap.xml (the sign-in forms are public but not worth a search result). */
  inSitemap: boolean;
};

const page = (path: string, title: string, description: string, inSitemap = true) => ({
  path,
  title,
  description,
  inSitemap,
});

export const PUBLIC_PAGES: readonly PublicPage[] = [
  page(
    '/',
    'Security Cameras, Alarms & Access Control',
    'Surveillance cameras, alarm systems and access control, sold and professionally installed by one local team.',
  ),
  page(
    '/services',
    'Services',
    'CCTV installation, alarm systems, access control and remote monitoring: what we install and how a project runs.',
  ),
  page(
    '/industries/residential',
    'Residential Security',
    'Home security: doorbell and perimeter cameras, smart alarms and phone monitoring for families and rentals.',
  ),
  page(
    '/industries/commercial',
    'Commercial Security',
    'Security for warehouses, workshops, offices and multi-tenant buildings: cameras, alarms and access control.',
  ),
  page(
    '/industries/retail',
    'Retail Security',
    'Loss prevention for stores: cameras over tills and aisles, alarms and monitoring for retail premises.',
  ),
  page(
    '/industries/corporate',
    'Corporate Security',
    'Access control, visitor management and video for corporate offices and campuses.',
  ),
  page(
    '/about',
    'About Us',
    'Who we are: the team that plans, installs and supports your security system, and the principles behind every job.',
  ),
  page(
    '/products',
    'Products',
    'Security cameras, recorders, alarms and access control products, chosen and supported by our installers.',
  ),
  page(
    '/contact',
    'Contact Us',
    'Call, e-mail or send us a message about cameras, alarms or access control for your property.',
  ),
  page(
    '/survey',
    'Free Site Survey',
    'Tell us about your property and get an instant, no-obligation estimate for a camera system designed around it.',
  ),
  page('/privacy', 'Privacy Policy', 'How we collect, use and protect your personal information.'),
  page(
    '/terms',
    'Terms of Service',
    'The terms that apply to purchases, installations and use of this site.',
  ),
  page(
    '/register',
    'Create an Account',
    'Create an account to order and follow your orders.',
    false,
  ),
  page('/login', 'Sign In', 'Sign in to your account.', false),
  page('/forgot-password', 'Forgot Password', 'Get a link to choose a new password.', false),
];

/** The public page at this path (no trailing slash), or undefined. */
export const publicPageOf = (pathname: string): PublicPage | undefined =>
  PUBLIC_PAGES.find((p) => p.path === pathname);

/** What robots.txt keeps crawlers out of: private areas and the API. */
export const ROBOTS_DISALLOWED = [
  '/admin',
  '/dashboard',
  '/checkout',
  '/order-confirmation/',
  '/track/',
  '/verify/',
  '/confirm-email/',
  '/reset-password',
  '/api/',
] as const;

/** A product's own address: the products page with its details open. */
export const productPagePath = (productId: number) => `/products?product=${productId}`;
