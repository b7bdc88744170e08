import { restoreProduct as restoreProductRoute } from '@shop/contract/catalogue/routes';
import { call } from '../../../../lib/api-client';
import { useCallMutation, type MutationReactions } from '../../../../lib/use-call-mutation';
import { useRefreshAdminProducts } from './get-admin-products';

export const restoreProduct = (id: number) => call(restoreProductRoute, { params: { id } });

export function useRestoreProduct(reactions: MutationReactions<unknown, number> = {}) {
  const refresh = useRefreshAdminProducts();
  return useCallMutation(
    { mutationFn: restoreProduct, onSuccess: () => void refresh() },
    reactions,
  );
}
