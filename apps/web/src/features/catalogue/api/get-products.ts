import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ProductListResponse } from '@shop/contract';
import { productListApiPath, type CatalogueParams } from '@shop/contract/catalogue-rules';
import {
  listCategoryProducts,
  listProducts,
  searchProducts,
} from '@shop/contract/catalogue/routes';
import { takeInitialData } from '../../../lib/initial-data';
import { call } from '../../../lib/api-client';

export type ProductListParams = Pick<
  CatalogueParams,
  'search' | 'category' | 'page' | 'sort' | 'maxPrice'
>;

/** A category's page is its own path; the filters are the query, in the path's order. */
function fetchProducts({ search, category, page, sort, maxPrice }: ProductListParams) {
  const query = { search: search ?? undefined, page, sort, maxPrice: maxPrice ?? undefined };
  return category === null
    ? call(listProducts, { query })
    : call(listCategoryProducts, { params: { id: category }, query });
}

export const productsQuery = (params: ProductListParams) =>
  queryOptions({
    queryKey: ['catalogue', 'products', params],
    queryFn: () => fetchProducts(params),
    // On a first visit to /products the server has put this page into the HTML, under the
    // path it asked (productListApiPath).
    initialData: () =>
      takeInitialData<ProductListResponse>(productListApiPath(params), listProducts.money?.reply),
    // The grid keeps showing the last page while the next one loads: no jump to a spinner.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** At most this many suggestions under the navbar's search box. */
export const SUGGESTION_COUNT = 6;

/**
 * Suggestions for what is being typed in the navbar's search box: the search's best matches,
 * SKU hits first (GET /api/search ranks them so).
 */
export const suggestionsQuery = (text: string) =>
  queryOptions({
    queryKey: ['catalogue', 'suggestions', text],
    queryFn: async () =>
      (await call(searchProducts, { query: { q: text, limit: SUGGESTION_COUNT } })).products,
    enabled: text.length >= 2,
    staleTime: 60_000,
  });
