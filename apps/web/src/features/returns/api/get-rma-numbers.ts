import { queryOptions } from '@tanstack/react-query';
import type { RmaNumbersResponse } from '@shop/contract';
import { api } from '../../../lib/api-client';

/** GET /api/admin/rmas/numbers: return rates, days to resolve, open RMAs (issue 22). */
export const rmaNumbersQuery = () =>
  queryOptions({
    queryKey: ['admin', 'rmas', 'numbers'],
    queryFn: () => api.get<RmaNumbersResponse>('/admin/rmas/numbers'),
  });
