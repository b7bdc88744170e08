import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ProductListResponse, ProductSort } from '@shop/contract';
import { api } from '../../../lib/api-client';

export type ProductListParams = {
  category: number | null;
  page: number;
  sort: ProductSort;
  maxPrice: number | null;
};

export function productListPath(p: ProductListParams, limit?: number): string {
  const query = new URLSearchParams({ page: String(p.page), sort: p.sort });
  if (limit) query.set('limit', String(limit));
  if (p.maxPrice !== null) query.set('maxPrice', String(p.maxPrice));
  return p.category === null ? `/products?${query}` : `/products/category/${p.category}?${query}`;
}

export const productsQuery = (params: ProductListParams) =>
  queryOptions({
    queryKey: ['catalogue', 'products', params],
    queryFn: () => api.get<ProductListResponse>(productListPath(params)),
    // The grid keeps showing the last page while the next one loads: no jump to a spinner.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
