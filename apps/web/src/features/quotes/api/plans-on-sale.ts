import { queryOptions } from '@tanstack/react-query';
import { listPlans } from '@shop/contract/plans/routes';
import { call } from '../../../lib/api-client';
import { quotesKey } from './quotes';

/**
 * The plans on sale, for the editor's plan picker: the shop's public list, so retired plans
 * are not offered (a quote that carries one keeps it). The server prices the plan line anyway.
 */
export const plansOnSaleQuery = () =>
  queryOptions({
    queryKey: [...quotesKey, 'plans-on-sale'],
    queryFn: async () => (await call(listPlans)).plans,
    staleTime: 60_000,
  });
