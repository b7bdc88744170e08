import { queryOptions } from '@tanstack/react-query';
import type { ProductDetail } from '@shop/contract';
import { api } from '../../../lib/api-client';

export const productQuery = (id: number) =>
  queryOptions({
    queryKey: ['catalogue', 'product', id],
    queryFn: async () => (await api.get<{ product: ProductDetail }>(`/products/${id}`)).product,
    staleTime: 30_000,
  });
