import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { AdminImage } from '@shop/contract';
import { listProductImages } from '@shop/contract/catalogue/routes';
import { call } from '../../../../lib/api-client';
import { adminProductsKey } from './get-admin-products';

export const productImagesKey = (id: number) => [...adminProductsKey, 'images', id] as const;

export const productImagesQuery = (id: number) =>
  queryOptions({
    queryKey: productImagesKey(id),
    queryFn: async () => (await call(listProductImages, { params: { id } })).images,
  });

/**
 * What each picture write does with its answer (the product's pictures as they now are): it
 * replaces the dialog's list at once, and the product lists (their main pictures) are
 * refreshed behind it.
 */
export function useStoreProductImages(id: number) {
  const queryClient = useQueryClient();
  return (images: AdminImage[]) => {
    queryClient.setQueryData(productImagesKey(id), images);
    void queryClient.invalidateQueries({ queryKey: adminProductsKey });
  };
}
