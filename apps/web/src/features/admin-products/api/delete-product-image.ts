import type { AdminImage } from '@shop/contract';
import { api } from '../../../lib/api-client';
import { useCallMutation, type MutationReactions } from '../../../lib/use-call-mutation';
import { useStoreProductImages } from './get-product-images';

export const deleteProductImage = async (id: number, imageId: number) =>
  (await api.delete<{ images: AdminImage[] }>(`/admin/products/${id}/images/${imageId}`)).images;

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
