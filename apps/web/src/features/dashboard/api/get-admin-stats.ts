import { queryOptions } from '@tanstack/react-query';
import type { AdminStats } from '@shop/contract';
import { api } from '../../../lib/api-client';

export const adminStatsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'stats'],
    queryFn: () => api.get<AdminStats>('/admin/stats'),
  });
