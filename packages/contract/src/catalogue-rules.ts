/**
 * The catalogue's rules and constants without zod, so the storefront's pages can import them
 * without the schemas (JS budget); catalogue.ts re-exports them beside the schemas.
 */
export const PRODUCT_SORTS = ['featured', 'price-low', 'price-high', 'rating', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const PRODUCT_SORT_LABELS: Record<ProductSort, string> = {
  featured: 'Featured',
  'price-low': 'Price: Low to High',
  'price-high': 'Price: High to Low',
  rating: 'Rating',
  name: 'Name A-Z',
};

/** While searching, the default order is the search's ranking. */
export const SEARCH_SORT_LABEL = 'Best match';

/** docs/modules/catalogue.md#rules. */
export const PRODUCTS_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;
export const LOW_STOCK_MAX = 10;
export const SEARCH_MAX_LENGTH = 100;
/**
 * A search ranks at most this many matches (the first found, plus an exact SKU): a broad
 * query over a large catalogue ("camera") stays fast, and nobody pages past 80 pages of
 * results. The response says when more matched (`truncated`).
 */
export const SEARCH_MAX_RESULTS = 1000;

export const AVAILABILITIES = ['in_stock', 'low_stock', 'out_of_stock'] as const;
export type Availability = (typeof AVAILABILITIES)[number];
/** Above 10 In Stock; 1 to 10 Low Stock; 0 Out of Stock. */
export function availabilityOf(stock: number): Availability {
  if (stock > LOW_STOCK_MAX) return 'in_stock';
  return stock > 0 ? 'low_stock' : 'out_of_stock';
}

/** docs/modules/catalogue.md#rules: step 10, default and fallback 500. */
export const PRICE_SLIDER_STEP = 10;
export const PRICE_SLIDER_DEFAULT_MAX = 500;
export function priceCeilingOf(highestPrice: number | null): number {
  if (highestPrice === null || highestPrice <= 0) return PRICE_SLIDER_DEFAULT_MAX;
  return Math.ceil(highestPrice / PRICE_SLIDER_STEP) * PRICE_SLIDER_STEP;
}

/** The view of /products as its URL holds it (?category=&sort=&max=&page=&product=). */
export type CatalogueParams = {
  /** What the shopper searched for (the navbar's search box); null when not searching. */
  search: string | null;
  category: number | null;
  page: number;
  sort: ProductSort;
  maxPrice: number | null;
  product: number | null;
};

/** What parseCatalogueParams needs of a URLSearchParams (the contract has no DOM types). */
export type QueryReader = { get(name: string): string | null };

/** `a=1&b=2`: the values here are numbers and sort names, so this matches URLSearchParams. */
const queryString = (pairs: [string, string | number | null][]): string =>
  pairs
    .filter(([, value]) => value !== null)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&');

const positiveInt = (value: string | null): number | null => {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
};

/**
 * Reads a /products URL; anything malformed falls back to its default. The page and the
 * server (which puts the first page's data into the HTML) read the URL the same way.
 */
export function parseCatalogueParams(search: QueryReader): CatalogueParams {
  const sort = search.get('sort');
  const text = (search.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  return {
    search: text || null,
    category: positiveInt(search.get('category')),
    page: positiveInt(search.get('page')) ?? 1,
    sort: (PRODUCT_SORTS as readonly string[]).includes(sort ?? '')
      ? (sort as ProductSort)
      : 'featured',
    maxPrice: positiveInt(search.get('max')),
    product: positiveInt(search.get('product')),
  };
}

/** Writes params back in a fixed order, leaving out defaults, so equal views have equal URLs. */
export function catalogueSearch(p: CatalogueParams): string {
  const text = queryString([
    ['search', p.search],
    ['category', p.category],
    ['sort', p.sort === 'featured' ? null : p.sort],
    ['max', p.maxPrice],
    ['page', p.page > 1 ? p.page : null],
    ['product', p.product],
  ]);
  return text ? `?${text}` : '';
}

/** The API call (path under /api) for the product list a view shows. */
export function productListApiPath(
  p: Pick<CatalogueParams, 'search' | 'category' | 'page' | 'sort' | 'maxPrice'>,
): string {
  const query = queryString([
    ['search', p.search],
    ['page', p.page],
    ['sort', p.sort],
    ['maxPrice', p.maxPrice],
  ]);
  return p.category === null ? `/products?${query}` : `/products/category/${p.category}?${query}`;
}

/** The `sizes` of a product card's picture; the server's preload hint must say the same. */
export const PRODUCT_CARD_IMAGE_SIZES = '(min-width: 1200px) 300px, (min-width: 576px) 45vw, 90vw';
