import { api } from '../../../lib/api-client';
import { useCallMutation, type MutationReactions } from '../../../lib/use-call-mutation';
import { useRefreshAdminProducts } from './get-admin-products';

export const restoreProduct = (id: number) => api.post(`/admin/products/${id}/restore`);

export function useRestoreProduct(reactions: MutationReactions<unknown, number> = {}) {
  const refresh = useRefreshAdminProducts();
  return useCallMutation(
    { mutationFn: restoreProduct, onSuccess: () => void refresh() },
    reactions,
  );
}
