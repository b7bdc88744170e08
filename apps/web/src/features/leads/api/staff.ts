import { queryOptions } from '@tanstack/react-query';
import type { NewLeadCounts, StaffUser } from '@shop/contract';
import { api } from '../../../lib/api-client';

/**
 * Who a lead can be assigned to. A failed load gives an empty list
 * (warehouse-and-leads.md section 8).
 */
export const staffQuery = () =>
  queryOptions({
    queryKey: ['admin', 'staff'],
    queryFn: async () => {
      try {
        return (await api.get<{ users: StaffUser[] }>('/admin/staff')).users;
      } catch {
        return [] as StaffUser[];
      }
    },
    staleTime: 5 * 60_000,
  });

/** The navbar badge: leads with status new. */
export const newLeadCountsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'leads', 'new-counts'],
    queryFn: () => api.get<NewLeadCounts>('/admin/leads/new-counts'),
    refetchInterval: 60_000,
    staleTime: 30_000,
  });
