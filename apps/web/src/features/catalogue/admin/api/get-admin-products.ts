import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listAdminProducts } from '@shop/contract/catalogue/routes';
import { call } from '../../../../lib/api-client';
import type { QueryParams } from '../../../../lib/query-string';
import { useInvalidator } from '../../../../lib/use-call-mutation';

/** Every admin product query starts with this key: one invalidation refreshes them all. */
export const adminProductsKey = ['admin', 'products'] as const;

export const adminProductsQuery = (params: QueryParams) =>
  queryOptions({
    queryKey: [...adminProductsKey, 'list', params],
    queryFn: () => call(listAdminProducts, { query: params }),
    placeholderData: keepPreviousData,
  });

/** Refresh, and what every product write makes stale: the lists, the details, the pictures. */
export const useRefreshAdminProducts = () => useInvalidator(adminProductsKey);
