import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type AdminStats = {
  users: {
    total: number;
    active: number;
    inactive: number;
    admins: number;
    managers: number;
    customers: number;
    unverified: number;
    newThisMonth: number;
  };
};

export const adminStatsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'stats'],
    queryFn: () => api.get<AdminStats>('/admin/stats'),
  });
