import { useQueryClient } from '@tanstack/react-query';
import type { AssignWaitingResult } from '@shop/contract';
import { assignWaitingUnits } from '@shop/contract/warehouse/routes';
import { call } from '../../../lib/api-client';
import { useCallMutation, type MutationReactions } from '../../../lib/use-call-mutation';
import { adminOrdersKey } from '../../orders/admin/api/admin-orders';
import { adminProductsKey } from '../../catalogue/admin/api/get-admin-products';
import { warehouseKey } from './zones';

/** The product's units to its waiting orders, oldest first. */
export const assignWaiting = (productId: number) =>
  call(assignWaitingUnits, { body: { product_id: productId } });

/**
 * Units given to orders change the units, the product's stock (its available units) and the
 * orders' "units missing": all three are asked again (awaited).
 */
export function useAssignWaiting(reactions: MutationReactions<AssignWaitingResult, number> = {}) {
  const queryClient = useQueryClient();
  return useCallMutation(
    {
      mutationFn: assignWaiting,
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: warehouseKey });
        await queryClient.invalidateQueries({ queryKey: adminProductsKey });
        await queryClient.invalidateQueries({ queryKey: adminOrdersKey });
      },
    },
    reactions,
  );
}
