import { queryOptions } from '@tanstack/react-query';
import { getProfile } from '@shop/contract/customers/routes';
import { call } from '../../../lib/api-client';

/** The signed-in account, with a pending e-mail change if any. */
export const profileQuery = () =>
  queryOptions({
    queryKey: ['customer', 'profile'],
    queryFn: () => call(getProfile),
  });
