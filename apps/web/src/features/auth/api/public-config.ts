import { queryOptions } from '@tanstack/react-query';
import type { PublicConfig } from '@shop/contract';
import { api } from '../../../lib/api-client';

export const publicConfigQuery = () =>
  queryOptions({
    queryKey: ['public-config'],
    queryFn: () => api.get<PublicConfig>('/config'),
    staleTime: Infinity,
  });
