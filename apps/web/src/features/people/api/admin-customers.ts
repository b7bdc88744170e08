import { queryOptions } from '@tanstack/react-query';
import type { CustomerStats } from '@shop/contract';
import { api } from '../../../lib/api-client';
import { peopleKey } from './admin-users';

export const customerStatsQuery = () =>
  queryOptions({
    queryKey: [...peopleKey, 'customer-stats'],
    queryFn: async () => (await api.get<{ stats: CustomerStats }>('/admin/customers/stats')).stats,
  });
