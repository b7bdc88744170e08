import { queryOptions } from '@tanstack/react-query';
import type { SystemStatus } from '@shop/contract';
import { api } from '../../../lib/api-client';
import { useInvalidator } from '../../../lib/use-call-mutation';

export const systemStatusKey = ['admin', 'system'] as const;

/** GET /api/admin/system: database, mail and payment health, and counts. */
export const systemStatusQuery = () =>
  queryOptions({
    queryKey: systemStatusKey,
    queryFn: () => api.get<SystemStatus>('/admin/system'),
  });

export const useRefreshSystemStatus = () => useInvalidator(systemStatusKey);
