import { queryOptions } from '@tanstack/react-query';
import type { StaffUser } from '@shop/contract';
import { getNewLeadCounts, listLeadStaff } from '@shop/contract/leads/routes';
import { call } from '../../../lib/api-client';

/**
 * Who a lead can be assigned to. A failed load gives an empty list
 * (docs/modules/leads.md#messages).
 */
export const staffQuery = () =>
  queryOptions({
    queryKey: ['admin', 'staff'],
    queryFn: async () => {
      try {
        return (await call(listLeadStaff)).users;
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
    queryFn: () => call(getNewLeadCounts),
    refetchInterval: 60_000,
    staleTime: 30_000,
  });
