import { queryOptions } from '@tanstack/react-query';
import { listFlaggedProducts } from '@shop/contract/returns/routes';
import { call } from '../../../lib/api-client';

/**
 * Which of a page of the admin product list's products are flagged for high returns (issue
 * 22): the product list asks the returns module, never the catalogue (ADR 0050).
 */
export const flaggedProductsQuery = (ids: readonly number[]) =>
  queryOptions({
    queryKey: ['admin', 'rmas', 'flagged-products', [...ids]],
    queryFn: async () =>
      new Map(
        (await call(listFlaggedProducts, { query: { ids: ids.join(',') } })).flagged.map((f) => [
          f.productId,
          f,
        ]),
      ),
    enabled: ids.length > 0,
    // A figure of the last 12 months: a minute old is fresh enough while paging.
    staleTime: 60_000,
  });
