import type { AdminProductDetail } from '@shop/contract';
import { createProduct, updateProduct } from '@shop/contract/catalogue/routes';
import { call } from '../../../../lib/api-client';
import { useCallMutation, type MutationReactions } from '../../../../lib/use-call-mutation';
import { useRefreshAdminProducts } from './get-admin-products';

/**
 * POST /api/products or PUT /api/products/{id}: the form's fields and picture as multipart
 * (docs/modules/catalogue.md#calls), lists as JSON text.
 */
export async function saveProduct(
  id: number | null,
  fields: Record<string, string>,
  image: File | null,
): Promise<AdminProductDetail> {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  if (image) body.append('image', image);
  const reply = id
    ? await call(updateProduct, { params: { id }, body })
    : await call(createProduct, { body });
  return reply.product;
}

export type ProductSave = { id: number | null; fields: Record<string, string>; image: File | null };

/** The product form's save; the product lists are refreshed behind the page it returns to. */
export function useSaveProduct(reactions: MutationReactions<AdminProductDetail, ProductSave> = {}) {
  const refresh = useRefreshAdminProducts();
  return useCallMutation(
    {
      mutationFn: ({ id, fields, image }: ProductSave) => saveProduct(id, fields, image),
      onSuccess: () => void refresh(),
    },
    reactions,
  );
}
