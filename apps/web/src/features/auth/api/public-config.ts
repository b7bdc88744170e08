import { queryOptions } from '@tanstack/react-query';
import type { PublicConfig } from '@shop/contract';
import { api } from '../../../lib/api-client';
import { takeInitialData } from '../../../lib/initial-data';

export const publicConfigQuery = () =>
  queryOptions({
    queryKey: ['public-config'],
    queryFn: () => api.get<PublicConfig>('/config'),
    initialData: () => takeInitialData<PublicConfig>('/config'),
    staleTime: Infinity,
  });
