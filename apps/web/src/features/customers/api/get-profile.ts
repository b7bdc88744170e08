import { queryOptions } from '@tanstack/react-query';
import type { CustomerProfile } from '@shop/contract';
import { api } from '../../../lib/api-client';

export const profileQuery = () =>
  queryOptions({
    queryKey: ['customer', 'profile'],
    queryFn: () => api.get<CustomerProfile>('/customer/profile'),
  });
