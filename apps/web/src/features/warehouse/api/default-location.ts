import { queryOptions, useQueryClient } from '@tanstack/react-query';
import {
  clearDefaultLocation as clearDefaultLocationRoute,
  getDefaultLocations,
  setDefaultLocation,
} from '@shop/contract/warehouse/routes';
import { call } from '../../../lib/api-client';
import { useCallMutation, type MutationReactions } from '../../../lib/use-call-mutation';
import { adminProductsKey } from '../../catalogue/admin/api/get-admin-products';
import { warehouseKey } from './zones';

/**
 * A product's default location, or null when it has none. Read through the bulk call
 * (docs/modules/warehouse.md#calls), which answers null for a product without one: the single
 * call's 404 means the same, but the browser logs every 404 as a console error.
 */
export const defaultLocationQuery = (productId: number) =>
  queryOptions({
    queryKey: [...warehouseKey, 'default-location', productId],
    queryFn: async () =>
      (
        await call(getDefaultLocations, {
          query: { product_ids: productId, warehouse_id: 1 },
        })
      ).defaultLocations[String(productId)] ?? null,
  });

export type DefaultLocationForm = {
  zone_id: number;
  aisle: string;
  rack: string;
  shelf: string;
  x_coordinate: string;
  y_coordinate: string;
  z_coordinate: string;
  notes: string;
};

export const saveDefaultLocation = (productId: number, form: DefaultLocationForm) =>
  call(setDefaultLocation, { params: { id: productId }, body: { warehouse_id: 1, ...form } });

export const clearDefaultLocation = (productId: number) =>
  call(clearDefaultLocationRoute, { params: { id: productId }, query: { warehouse_id: 1 } });

/** The product list shows each product's default location; the warehouse's bins count it. */
function useRefreshAfterDefaultLocation() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: adminProductsKey });
    await queryClient.invalidateQueries({ queryKey: warehouseKey });
  };
}

export function useSaveDefaultLocation(
  productId: number,
  reactions: MutationReactions<unknown, DefaultLocationForm> = {},
) {
  const refresh = useRefreshAfterDefaultLocation();
  return useCallMutation(
    {
      mutationFn: (form: DefaultLocationForm) => saveDefaultLocation(productId, form),
      onSuccess: refresh,
    },
    reactions,
  );
}

export function useClearDefaultLocation(
  productId: number,
  reactions: MutationReactions<unknown, void> = {},
) {
  const refresh = useRefreshAfterDefaultLocation();
  return useCallMutation(
    { mutationFn: () => clearDefaultLocation(productId), onSuccess: refresh },
    reactions,
  );
}
