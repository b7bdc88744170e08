import { queryOptions } from '@tanstack/react-query';
import type { AdminProductDetail } from '@shop/contract';
import { api } from '../../../lib/api-client';
import { adminProductsKey } from './get-admin-products';

export const adminProductKey = (id: number) => [...adminProductsKey, 'detail', id] as const;

export const adminProductQuery = (id: number) =>
  queryOptions({
    queryKey: adminProductKey(id),
    queryFn: async () =>
      (await api.get<{ product: AdminProductDetail }>(`/admin/products/${id}`)).product,
  });
