import { queryOptions } from '@tanstack/react-query';
import { getRmaNumbers } from '@shop/contract/returns/routes';
import { call } from '../../../lib/api-client';

/** Return rates, days to resolve, open RMAs. */
export const rmaNumbersQuery = () =>
  queryOptions({
    queryKey: ['admin', 'rmas', 'numbers'],
    queryFn: () => call(getRmaNumbers),
  });
