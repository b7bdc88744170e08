import { z } from 'zod';
import { money } from './money-schema.ts';

import {
  AVAILABILITIES,
  MAX_PAGE_SIZE,
  PRODUCT_SORTS,
  PRODUCTS_PAGE_SIZE,
  SEARCH_MAX_LENGTH,
} from './catalogue-rules.ts';

export * from './catalogue-rules.ts';

export const wholeNumber = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number from ${min} to ${max}` })
    .int({ error: `${name} must be a whole number from ${min} to ${max}` })
    .min(min, { error: `${name} must be a whole number from ${min} to ${max}` })
    .max(max, { error: `${name} must be a whole number from ${min} to ${max}` });

export const idParam = (name = 'id') => z.object({ id: wholeNumber(name, 1, 2_147_483_647) });

export const pageQuery = z.object({
  page: wholeNumber('page', 1, 1_000_000).default(1),
  limit: wholeNumber('limit', 1, MAX_PAGE_SIZE).default(PRODUCTS_PAGE_SIZE),
});

const dollars = (name: string) =>
  z.coerce
    .number({ error: `${name} must be an amount in dollars` })
    .min(0, { error: `${name} must be 0 or more` })
    .max(10_000_000, { error: `${name} is too large` });

export const productListQuery = pageQuery.extend({
  /** Full-text search (names, SKUs, descriptions); the default sort then ranks the matches. */
  search: z
    .string()
    .trim()
    .max(SEARCH_MAX_LENGTH, {
      error: `Search text must be at most ${SEARCH_MAX_LENGTH} characters`,
    })
    .optional()
    .transform((v) => v || undefined),
  sort: z
    .enum(PRODUCT_SORTS, { error: `sort must be one of ${PRODUCT_SORTS.join(', ')}` })
    .default('featured'),
  category: wholeNumber('category', 1, 2_147_483_647).optional(),
  minPrice: dollars('minPrice').optional(),
  maxPrice: dollars('maxPrice').optional(),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

export const searchQuery = pageQuery.extend({
  q: z
    .string({ error: 'Search text is required' })
    .trim()
    .min(1, { error: 'Search text is required' })
    .max(SEARCH_MAX_LENGTH, {
      error: `Search text must be at most ${SEARCH_MAX_LENGTH} characters`,
    }),
});

export const inStockQuery = z.object({
  quantity: wholeNumber('quantity', 1, 99).default(1),
});

export const paginationSchema = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalItems: z.number().int(),
  itemsPerPage: z.number().int(),
  hasNext: z.boolean(),
  hasPrev: z.boolean(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export function paginationOf(page: number, limit: number, totalItems: number): Pagination {
  const totalPages = Math.max(1, Math.ceil(totalItems / limit));
  return {
    currentPage: page,
    totalPages,
    totalItems,
    itemsPerPage: limit,
    hasNext: page < totalPages,
    hasPrev: page > 1,
  };
}

export const categorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  productCount: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

export const productImageSchema = z.object({
  url: z.string(),
  srcSet: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

/** What a product card needs. Null price = quote only. */
export const productSummarySchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  description: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  price: money.nullable(),
  quote: z.boolean(),
  rating: z.number(),
  reviewCount: z.number().int(),
  availability: z.enum(AVAILABILITIES),
  /** Units left when Low Stock (1 to 10); null otherwise. */
  stockLeft: z.number().int().nullable(),
  /** Exact stock: sent to staff only (docs/modules/catalogue.md#calls), null for everyone else. */
  stock: z.number().int().nullable(),
  image: productImageSchema.nullable(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productPackageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: money.nullable(),
  features: z.array(z.string()),
});
export type ProductPackage = z.infer<typeof productPackageSchema>;

export const productDetailSchema = productSummarySchema.extend({
  features: z.array(z.string()),
  specs: z.record(z.string(), z.string()),
  packages: z.array(productPackageSchema),
  compatibleWith: z.array(z.object({ id: z.number().int(), name: z.string() })),
  images: z.array(productImageSchema),
  /**
   * The shop's installation option: offered when the product names an active
   * labour line of the price list; its price installs one unit.
   */
  installation: z.object({
    available: z.boolean(),
    price: money.nullable(),
    name: z.string().nullable(),
  }),
  /** The warranty a unit is sold with, in months; 0: no warranty. */
  warrantyMonths: z.number().int(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const categoriesResponse = z.object({
  success: z.literal(true),
  categories: z.array(categorySchema),
});
export const productListResponse = z.object({
  success: z.literal(true),
  products: z.array(productSummarySchema),
  pagination: paginationSchema,
  /**
   * The slider's upper end in whole dollars (its scale, as the URL's ?max= holds it, not an
   * amount): the highest non-quote price rounded up to a multiple of 10, or 500.
   */
  priceCeiling: z.number(),
});
export type ProductListResponse = z.infer<typeof productListResponse>;
export const productResponse = z.object({ success: z.literal(true), product: productDetailSchema });
export const searchResponse = z.object({
  success: z.literal(true),
  query: z.string(),
  products: z.array(productSummarySchema),
  /** Counts at most SEARCH_MAX_RESULTS products. */
  pagination: paginationSchema,
  /** More than SEARCH_MAX_RESULTS products matched: only that many were ranked and paged. */
  truncated: z.boolean(),
});
export type SearchResponse = z.infer<typeof searchResponse>;
export const inStockResponse = z.object({
  success: z.literal(true),
  productId: z.number().int(),
  quantity: z.number().int(),
  inStock: z.boolean(),
});

export {
  asCents,
  asCentsOrNull,
  toDollars,
  toCents,
  formatUsd,
  formatWholeUsd,
  formatCents,
  type Cents,
} from './money.ts';
export { money } from './money-schema.ts';
