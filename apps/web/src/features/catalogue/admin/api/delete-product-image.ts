import type { AdminImage } from '@shop/contract';
import { deleteProductImage as deleteProductImageRoute } from '@shop/contract/catalogue/routes';
import { call } from '../../../../lib/api-client';
import { useCallMutation, type MutationReactions } from '../../../../lib/use-call-mutation';
import { useStoreProductImages } from './get-product-images';

export const deleteProductImage = async (id: number, imageId: number) =>
  (await call(deleteProductImageRoute, { params: { id, imageId } })).images;

export function useDeleteProductImage(
  id: number,
  reactions: MutationReactions<AdminImage[], number> = {},
) {
  const store = useStoreProductImages(id);
  return useCallMutation(
    { mutationFn: (value: number) => deleteProductImage(id, value), onSuccess: store },
    reactions,
  );
}
