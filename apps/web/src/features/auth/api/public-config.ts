import { queryOptions } from '@tanstack/react-query';
import type { PublicConfig } from '@shop/contract';
import { getPublicConfig } from '@shop/contract/system/routes';
import { call, routePath } from '../../../lib/api-client';
import { takeInitialData } from '../../../lib/initial-data';

export const publicConfigQuery = () =>
  queryOptions({
    queryKey: ['public-config'],
    queryFn: () => call(getPublicConfig),
    initialData: () => takeInitialData<PublicConfig>(routePath(getPublicConfig)),
    staleTime: Infinity,
  });
