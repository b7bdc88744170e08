import { queryOptions } from '@tanstack/react-query';
import { getAdminProduct } from '@shop/contract/catalogue/routes';
import { call } from '../../../../lib/api-client';
import { adminProductsKey } from './get-admin-products';

export const adminProductKey = (id: number) => [...adminProductsKey, 'detail', id] as const;

export const adminProductQuery = (id: number) =>
  queryOptions({
    queryKey: adminProductKey(id),
    queryFn: async () => (await call(getAdminProduct, { params: { id } })).product,
  });
