import { queryOptions } from '@tanstack/react-query';
import { getAdminStats } from '@shop/contract/dashboard/routes';
import { call } from '../../../lib/api-client';

export const adminStatsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'stats'],
    queryFn: () => call(getAdminStats),
  });
