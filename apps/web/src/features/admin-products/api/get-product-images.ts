import { queryOptions } from '@tanstack/react-query';
import type { AdminImage } from '@shop/contract';
import { api } from '../../../lib/api-client';
import { adminProductsKey } from './get-admin-products';

export const productImagesKey = (id: number) => [...adminProductsKey, 'images', id] as const;

export const productImagesQuery = (id: number) =>
  queryOptions({
    queryKey: productImagesKey(id),
    queryFn: async () =>
      (await api.get<{ images: AdminImage[] }>(`/admin/products/${id}/images`)).images,
  });
