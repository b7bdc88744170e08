import { queryOptions } from '@tanstack/react-query';
import { getProduct } from '@shop/contract/catalogue/routes';
import { call } from '../../../lib/api-client';

export const productQuery = (id: number) =>
  queryOptions({
    queryKey: ['catalogue', 'product', id],
    queryFn: async () => (await call(getProduct, { params: { id } })).product,
    staleTime: 30_000,
  });
