import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  LOCATION_PAGE_SIZE,
  type LocationSort,
  type SuccessMessage,
  type UpdateLocationInput,
  type UpdateZoneInput,
  type CreateLocationInput,
  type CreateZoneInput,
  type WarehouseLocation,
  type Zone,
} from '@shop/contract';
import {
  createLocation as createLocationRoute,
  createZone as createZoneRoute,
  deleteLocation,
  deleteZone,
  getLocation,
  getLocationHistory,
  getZoneHistory,
  listLocations,
  listUnitsAtLocation,
  printZoneLabels,
  updateLocation,
  updateZone,
} from '@shop/contract/warehouse/routes';
import { ApiError, call, routeUrl } from '../../../lib/api-client';
import { useCallMutation, type MutationReactions } from '../../../lib/use-call-mutation';
import { useRefreshWarehouse, warehouseKey } from './zones';

/** What the Locations screen asks for: the search, zone, sort and page of its URL. */
export type LocationPageParams = {
  zoneId: number | null;
  search: string;
  sort: LocationSort;
  page: number;
};

/**
 * The Locations screen's page of bins (ADR 0039): searched, sorted and paged by the
 * server, LOCATION_PAGE_SIZE at a time, with how many matched (a search's count stops at
 * 10,000: `truncated`). The page shown stays while the next one loads.
 */
export const locationPageQuery = ({ zoneId, search, sort, page }: LocationPageParams) =>
  queryOptions({
    queryKey: [...warehouseKey, 'locations', zoneId, search, sort, page],
    queryFn: async () => {
      const data = await call(listLocations, {
        query: {
          warehouse_id: 1,
          limit: LOCATION_PAGE_SIZE,
          sort,
          page,
          zone_id: zoneId ?? undefined,
          search: search || undefined,
        },
      });
      return {
        locations: data.locations,
        total: data.pagination.total,
        truncated: data.truncated ?? false,
      };
    },
    placeholderData: keepPreviousData,
  });

/** One bin, for its details dialog (also opened from a deep link). */
export const locationDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [...warehouseKey, 'location', id],
    queryFn: async () => (await call(getLocation, { params: { id } })).location,
  });

/** The units placed in a bin; a 404 is an empty bin (docs/modules/warehouse.md#calls). */
export const locationInventoryQuery = (id: number) =>
  queryOptions({
    queryKey: [...warehouseKey, 'location-inventory', id],
    queryFn: async () => {
      try {
        return (await call(listUnitsAtLocation, { params: { locationId: id } })).units;
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return [];
        throw err;
      }
    },
  });

export const createLocation = (input: CreateLocationInput) =>
  call(createLocationRoute, { body: { ...input, warehouse_id: 1 } });

/** The zone and its whole aisles x racks x shelves grid, in one call. */
export const createZone = (input: CreateZoneInput) =>
  call(createZoneRoute, { body: { ...input, warehouse_id: 1, create_locations: true } });

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
  routeUrl(printZoneLabels, { params: { zoneId }, query: { aisle } });

// Corrections of the layout (ADR 0039): each refreshes every warehouse query.

/** A zone's layout history (its own changes and its bins'), newest first. */
export const zoneHistoryQuery = (zoneId: number) =>
  queryOptions({
    queryKey: [...warehouseKey, 'zone-history', zoneId],
    queryFn: async () => (await call(getZoneHistory, { params: { zoneId } })).changes,
  });

/** A bin's layout history, newest first. */
export const locationHistoryQuery = (id: number) =>
  queryOptions({
    queryKey: [...warehouseKey, 'location-history', id],
    queryFn: async () => (await call(getLocationHistory, { params: { id } })).changes,
  });

type ZoneChange = { id: number; input: UpdateZoneInput };
type LocationChange = { id: number; input: UpdateLocationInput };

/** A correction of the layout: the call, then every warehouse query refreshed. */
function useLayoutWrite<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  reactions: MutationReactions<TData, TVariables>,
) {
  const refresh = useRefreshWarehouse();
  return useCallMutation({ mutationFn, onSuccess: () => void refresh() }, reactions);
}

export const useUpdateZone = (reactions: MutationReactions<{ zone: Zone }, ZoneChange> = {}) =>
  useLayoutWrite(
    ({ id, input }: ZoneChange) => call(updateZone, { params: { zoneId: id }, body: input }),
    reactions,
  );

export const useDeleteZone = (reactions: MutationReactions<SuccessMessage, number> = {}) =>
  useLayoutWrite((id: number) => call(deleteZone, { params: { zoneId: id } }), reactions);

export const useUpdateLocation = (
  reactions: MutationReactions<{ location: WarehouseLocation }, LocationChange> = {},
) =>
  useLayoutWrite(
    ({ id, input }: LocationChange) => call(updateLocation, { params: { id }, body: input }),
    reactions,
  );

export const useDeleteLocation = (reactions: MutationReactions<SuccessMessage, number> = {}) =>
  useLayoutWrite((id: number) => call(deleteLocation, { params: { id } }), reactions);
