import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminProductsResponse } from '@shop/contract';
import { api } from '../../../lib/api-client';
import { toQueryString, type QueryParams } from '../../../lib/query-string';
import { useInvalidator } from '../../../lib/use-call-mutation';

/** Every admin product query starts with this key: one invalidation refreshes them all. */
export const adminProductsKey = ['admin', 'products'] as const;

export const adminProductsQuery = (params: QueryParams) =>
  queryOptions({
    queryKey: [...adminProductsKey, 'list', params],
    queryFn: () => api.get<AdminProductsResponse>(`/admin/products${toQueryString(params)}`),
    placeholderData: keepPreviousData,
  });

/** Refresh, and what every product write makes stale: the lists, the details, the pictures. */
export const useRefreshAdminProducts = () => useInvalidator(adminProductsKey);
