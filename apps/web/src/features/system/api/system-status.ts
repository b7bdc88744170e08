import { queryOptions } from '@tanstack/react-query';
import { getSystemStatus } from '@shop/contract/system/routes';
import { call } from '../../../lib/api-client';
import { useInvalidator } from '../../../lib/use-call-mutation';

export const systemStatusKey = ['admin', 'system'] as const;

/** Database, mail and payment health, and counts. */
export const systemStatusQuery = () =>
  queryOptions({
    queryKey: systemStatusKey,
    queryFn: () => call(getSystemStatus),
  });

export const useRefreshSystemStatus = () => useInvalidator(systemStatusKey);
