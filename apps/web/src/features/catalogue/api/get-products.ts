import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ProductListResponse, SearchResponse } from '@shop/contract';
import { productListApiPath, type CatalogueParams } from '@shop/contract/catalogue-rules';
import { takeInitialData } from '../../../lib/initial-data';
import { api } from '../../../lib/api-client';

export type ProductListParams = Pick<
  CatalogueParams,
  'search' | 'category' | 'page' | 'sort' | 'maxPrice'
>;

export const productsQuery = (params: ProductListParams) =>
  queryOptions({
    queryKey: ['catalogue', 'products', params],
    queryFn: () => api.get<ProductListResponse>(productListApiPath(params)),
    // On a first visit to /products the server has put this page into the HTML.
    initialData: () => takeInitialData<ProductListResponse>(productListApiPath(params)),
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
      (
        await api.get<SearchResponse>(
          `/search?q=${encodeURIComponent(text)}&limit=${SUGGESTION_COUNT}`,
        )
      ).products,
    enabled: text.length >= 2,
    staleTime: 60_000,
  });
