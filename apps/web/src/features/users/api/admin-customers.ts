import { queryOptions } from '@tanstack/react-query';
import { getCustomerStats } from '@shop/contract/users/routes';
import { call } from '../../../lib/api-client';
import { peopleKey } from './admin-users';

export const customerStatsQuery = () =>
  queryOptions({
    queryKey: [...peopleKey, 'customer-stats'],
    queryFn: async () => (await call(getCustomerStats)).stats,
  });
