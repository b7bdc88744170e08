import { queryOptions } from '@tanstack/react-query';
import type { ProductDefaultLocation } from '@shop/contract';
import { api, ApiError } from '../../../lib/api-client';
import { warehouseKey } from './zones';

export const defaultLocationQuery = (productId: number) =>
  queryOptions({
    queryKey: [...warehouseKey, 'default-location', productId],
    // A 404 is the answer "no default location" (section 7), not a failure.
    queryFn: async () => {
      try {
        return (
          await api.get<{ defaultLocation: ProductDefaultLocation }>(
            `/products/${productId}/default-location?warehouse_id=1`,
          )
        ).defaultLocation;
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
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
  api.put<{ defaultLocation: ProductDefaultLocation }>(`/products/${productId}/default-location`, {
    warehouse_id: 1,
    ...form,
  });

export const clearDefaultLocation = (productId: number) =>
  api.delete(`/products/${productId}/default-location?warehouse_id=1`);
