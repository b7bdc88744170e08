import { queryOptions } from '@tanstack/react-query';
import { findPlanCustomers } from '@shop/contract/subscriptions/routes';
import { call } from '../../../lib/api-client';

/** The most accounts a search for a plan's customer shows; a longer search narrows them. */
export const CUSTOMER_MATCHES = 10;

/**
 * Active customer accounts whose name or e-mail matches `search`, by name, to start a plan
 * for (the staff customers list, answered to staff who manage orders). Only the role
 * `customer` may take a plan: the other accounts the list holds (clients) are left out.
 */
export const planCustomerSearchQuery = (search: string) =>
  queryOptions({
    queryKey: ['admin', 'subscriptions', 'customer-search', search],
    queryFn: async () => {
      const { customers, pagination } = await call(findPlanCustomers, {
        query: {
          search,
          status: 'active',
          sort: 'name',
          order: 'asc',
          page: 1,
          limit: CUSTOMER_MATCHES,
        },
      });
      return {
        customers: customers.filter((c) => c.role === 'customer'),
        more: pagination.totalItems > customers.length,
      };
    },
    staleTime: 30_000,
  });
