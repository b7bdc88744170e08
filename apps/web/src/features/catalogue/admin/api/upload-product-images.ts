import type { AdminImage } from '@shop/contract';
import { addProductImages } from '@shop/contract/catalogue/routes';
import { call } from '../../../../lib/api-client';
import { useCallMutation, type MutationReactions } from '../../../../lib/use-call-mutation';
import { useStoreProductImages } from './get-product-images';

export async function uploadProductImages(id: number, files: File[]): Promise<AdminImage[]> {
  const body = new FormData();
  for (const file of files) body.append('images', file);
  return (await call(addProductImages, { params: { id }, body })).images;
}

export function useUploadProductImages(
  id: number,
  reactions: MutationReactions<AdminImage[], File[]> = {},
) {
  const store = useStoreProductImages(id);
  return useCallMutation(
    { mutationFn: (value: File[]) => uploadProductImages(id, value), onSuccess: store },
    reactions,
  );
}
