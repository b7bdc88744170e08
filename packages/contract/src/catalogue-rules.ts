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

/** storefront.md section 9. */
export const PRODUCTS_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;
export const LOW_STOCK_MAX = 10;
export const SEARCH_MAX_LENGTH = 100;

export const AVAILABILITIES = ['in_stock', 'low_stock', 'out_of_stock'] as const;
export type Availability = (typeof AVAILABILITIES)[number];
/** Above 10 In Stock; 1 to 10 Low Stock; 0 Out of Stock. */
export function availabilityOf(stock: number): Availability {
  if (stock > LOW_STOCK_MAX) return 'in_stock';
  return stock > 0 ? 'low_stock' : 'out_of_stock';
}

/** storefront.md section 9: step 10, default and fallback 500. */
export const PRICE_SLIDER_STEP = 10;
export const PRICE_SLIDER_DEFAULT_MAX = 500;
export function priceCeilingOf(highestPrice: number | null): number {
  if (highestPrice === null || highestPrice <= 0) return PRICE_SLIDER_DEFAULT_MAX;
  return Math.ceil(highestPrice / PRICE_SLIDER_STEP) * PRICE_SLIDER_STEP;
}
