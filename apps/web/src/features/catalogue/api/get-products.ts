import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ProductListResponse } from '@shop/contract';
import { productListApiPath, type CatalogueParams } from '@shop/contract/catalogue-rules';
import { takeInitialData } from '../../../lib/initial-data';
import { api } from '../../../lib/api-client';

export type ProductListParams = Pick<CatalogueParams, 'category' | 'page' | 'sort' | 'maxPrice'>;

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
