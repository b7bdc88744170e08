import { queryOptions } from '@tanstack/react-query';
import { listPlans } from '@shop/contract/plans/routes';
import { call } from '../../../lib/api-client';

/** The plans on sale, by position: /services, the subscribe page and a change of plan. */
export const plansQuery = () =>
  queryOptions({
    queryKey: ['plans'],
    queryFn: async () => (await call(listPlans)).plans,
    staleTime: 60_000,
  });
