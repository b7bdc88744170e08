import type { AdminImage } from '@shop/contract';
import { api } from '../../../lib/api-client';
import { useCallMutation, type MutationReactions } from '../../../lib/use-call-mutation';
import { useStoreProductImages } from './get-product-images';

/** The pictures' new order; the first becomes the main one. */
export const reorderProductImages = async (id: number, order: number[]) =>
  (await api.put<{ images: AdminImage[] }>(`/admin/products/${id}/images`, { order })).images;

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
