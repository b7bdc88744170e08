import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminCustomersResponse, CustomerStats } from '@shop/contract';
import { api } from '../../../lib/api-client';
import { toQueryString, type QueryParams } from '../../../lib/query-string';
import { peopleKey } from './admin-users';

export const adminCustomersQuery = (params: QueryParams) =>
  queryOptions({
    queryKey: [...peopleKey, 'customers', params],
    queryFn: () => api.get<AdminCustomersResponse>(`/admin/customers${toQueryString(params)}`),
    placeholderData: keepPreviousData,
  });

export const customerStatsQuery = () =>
  queryOptions({
    queryKey: [...peopleKey, 'customer-stats'],
    queryFn: async () => (await api.get<{ stats: CustomerStats }>('/admin/customers/stats')).stats,
  });

export const customersExportUrl = (params: QueryParams) =>
  `/api/admin/customers/export${toQueryString(params)}`;
