import { queryOptions } from '@tanstack/react-query';
import type { AccountProfile } from '@shop/contract';
import { api } from '../../../lib/api-client';

/** GET /api/customer/profile: the signed-in account, with a pending e-mail change if any. */
export const profileQuery = () =>
  queryOptions({
    queryKey: ['customer', 'profile'],
    queryFn: () => api.get<AccountProfile>('/customer/profile'),
  });
