import { deleteProduct as deleteProductRoute } from '@shop/contract/catalogue/routes';
import { call } from '../../../../lib/api-client';
import { useCallMutation, type MutationReactions } from '../../../../lib/use-call-mutation';
import { useRefreshAdminProducts } from './get-admin-products';

/** Deleted, or archived when an order names it (the reply says which). */
export const deleteProduct = (id: number) => call(deleteProductRoute, { params: { id } });

type DeleteReply = Awaited<ReturnType<typeof deleteProduct>>;

export function useDeleteProduct(reactions: MutationReactions<DeleteReply, number> = {}) {
  const refresh = useRefreshAdminProducts();
  return useCallMutation({ mutationFn: deleteProduct, onSuccess: () => void refresh() }, reactions);
}
