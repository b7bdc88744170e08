import { queryOptions } from '@tanstack/react-query';
import type { ProductDetail, ProductSummary } from '@shop/contract';
import { api } from '../../../lib/api-client';

/**
 * The product picker reads the catalogue as the shop shows it (what is sold now, at today's
 * price), so any staff member who builds quotes can use it; the server prices the line anyway.
 */
export const pickerSearchQuery = (search: string) =>
  queryOptions({
    queryKey: ['quotes', 'picker', search],
    queryFn: async () =>
      (
        await api.get<{ products: ProductSummary[] }>(
          `/products?search=${encodeURIComponent(search)}&limit=8`,
        )
      ).products,
    enabled: search.trim().length >= 2,
  });

/** A product's packages and their prices. */
export const pickerProductQuery = (id: number) =>
  queryOptions({
    queryKey: ['quotes', 'picker', 'product', id],
    queryFn: async () => (await api.get<{ product: ProductDetail }>(`/products/${id}`)).product,
  });
