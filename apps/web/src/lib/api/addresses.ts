import { queryOptions } from '@tanstack/react-query';
import { getAddresses } from '@shop/contract/customers/routes';
import { call } from '../api-client';

/**
 * The customer's saved shipping (primary) and billing addresses: offered by the checkout,
 * edited by the profile, and the first guess of a plan's site. One call, one cache entry.
 */
export const addressesQuery = () =>
  queryOptions({
    queryKey: ['customer', 'addresses'],
    queryFn: async () => (await call(getAddresses)).addresses,
  });
