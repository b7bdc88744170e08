import { api } from '../../../lib/api-client';
import { useCallMutation, type MutationReactions } from '../../../lib/use-call-mutation';
import { useRefreshAdminProducts } from './get-admin-products';

type DeleteReply = { success: true; archived: boolean; message: string };

/** Deleted, or archived when an order names it (the reply says which). */
export const deleteProduct = (id: number) => api.delete<DeleteReply>(`/products/${id}`);

export function useDeleteProduct(reactions: MutationReactions<DeleteReply, number> = {}) {
  const refresh = useRefreshAdminProducts();
  return useCallMutation({ mutationFn: deleteProduct, onSuccess: () => void refresh() }, reactions);
}
