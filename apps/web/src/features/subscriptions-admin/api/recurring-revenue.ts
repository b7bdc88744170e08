import { queryOptions } from '@tanstack/react-query';
import { getRecurringRevenue } from '@shop/contract/subscriptions/routes';
import { call } from '../../../lib/api-client';

export const recurringRevenueKey = ['admin', 'recurring-revenue'] as const;

/** The owner's recurring revenue: RMR now and for 12 months, attrition, states, renewals. */
export const recurringRevenueQuery = () =>
  queryOptions({
    queryKey: recurringRevenueKey,
    queryFn: () => call(getRecurringRevenue),
  });
