import type { AdminImage } from '@shop/contract';
import { reorderProductImages as reorderProductImagesRoute } from '@shop/contract/catalogue/routes';
import { call } from '../../../../lib/api-client';
import { useCallMutation, type MutationReactions } from '../../../../lib/use-call-mutation';
import { useStoreProductImages } from './get-product-images';

/** The pictures' new order; the first becomes the main one. */
export const reorderProductImages = async (id: number, order: number[]) =>
  (await call(reorderProductImagesRoute, { params: { id }, body: { order } })).images;

export function useReorderProductImages(
  id: number,
  reactions: MutationReactions<AdminImage[], number[]> = {},
) {
  const store = useStoreProductImages(id);
  return useCallMutation(
    { mutationFn: (value: number[]) => reorderProductImages(id, value), onSuccess: store },
    reactions,
  );
}
