import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminCustomersResponse, CustomerStats } from '@shop/contract';
import { api } from '../../../lib/api-client';
import { leadQueryString, type LeadListParams } from '../../leads/api/lead-query-string';
import { peopleKey } from './admin-users';

export const adminCustomersQuery = (params: LeadListParams) =>
  queryOptions({
    queryKey: [...peopleKey, 'customers', params],
    queryFn: () => api.get<AdminCustomersResponse>(`/admin/customers${leadQueryString(params)}`),
    placeholderData: keepPreviousData,
  });

export const customerStatsQuery = () =>
  queryOptions({
    queryKey: [...peopleKey, 'customer-stats'],
    queryFn: async () => (await api.get<{ stats: CustomerStats }>('/admin/customers/stats')).stats,
  });

export const customersExportUrl = (params: LeadListParams) =>
  `/api/admin/customers/export${leadQueryString(params)}`;
