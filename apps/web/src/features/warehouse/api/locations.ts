import { queryOptions } from '@tanstack/react-query';
import {
  LOCATION_LIST_MAX,
  type CreateLocationInput,
  type CreateZoneInput,
  type ProductUnit,
  type WarehouseLocation,
  type Zone,
} from '@shop/contract';
import { api, ApiError } from '../../../lib/api-client';
import { useCallMutation, type MutationReactions } from '../../../lib/use-call-mutation';
import { useRefreshWarehouse, warehouseKey } from './zones';

/**
 * The location page's list (warehouse-and-leads.md section 7): warehouse 1, up to 5000 bins,
 * optionally one zone. The server answers them in the tree's order with the total.
 */
export const locationListQuery = (zoneId: number | null) =>
  queryOptions({
    queryKey: [...warehouseKey, 'locations', zoneId],
    queryFn: async () => {
      const zone = zoneId === null ? '' : `&zone_id=${zoneId}`;
      const data = await api.get<{
        locations: WarehouseLocation[];
        pagination: { total: number };
      }>(`/warehouse-locations?warehouse_id=1&limit=${LOCATION_LIST_MAX}${zone}`);
      return { locations: data.locations, total: data.pagination.total };
    },
  });

/** One bin, for its details dialog (also opened from a deep link). */
export const locationDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [...warehouseKey, 'location', id],
    queryFn: async () =>
      (await api.get<{ location: WarehouseLocation }>(`/warehouse-locations/${id}`)).location,
  });

/** The units placed in a bin; a 404 is an empty bin (warehouse-and-leads.md section 7). */
export const locationInventoryQuery = (id: number) =>
  queryOptions({
    queryKey: [...warehouseKey, 'location-inventory', id],
    queryFn: async () => {
      try {
        return (await api.get<{ units: ProductUnit[] }>(`/product-units/location/${id}`)).units;
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return [];
        throw err;
      }
    },
  });

export const createLocation = (input: CreateLocationInput) =>
  api.post<{ location: WarehouseLocation }>('/warehouse-locations', { ...input, warehouse_id: 1 });

/** The zone and its whole aisles x racks x shelves grid, in one call. */
export const createZone = (input: CreateZoneInput) =>
  api.post<{ zone: Zone; locations_created: number }>('/warehouse-zones', {
    ...input,
    warehouse_id: 1,
    create_locations: true,
  });

/** A new bin; the warehouse queries are refreshed behind the dialog. */
export function useCreateLocation(
  reactions: MutationReactions<{ location: WarehouseLocation }, CreateLocationInput> = {},
) {
  const refresh = useRefreshWarehouse();
  return useCallMutation(
    { mutationFn: createLocation, onSuccess: () => void refresh() },
    reactions,
  );
}

/** A new zone with its grid of bins; the warehouse queries are refreshed behind the dialog. */
export function useCreateZone(
  reactions: MutationReactions<{ zone: Zone; locations_created: number }, CreateZoneInput> = {},
) {
  const refresh = useRefreshWarehouse();
  return useCallMutation({ mutationFn: createZone, onSuccess: () => void refresh() }, reactions);
}

/** The printable QR label sheet of a zone, or of one of its aisles (a PDF). */
export const labelSheetUrl = (zoneId: number, aisle?: string) =>
  `/api/warehouse-zones/${zoneId}/labels${aisle ? `?aisle=${encodeURIComponent(aisle)}` : ''}`;
