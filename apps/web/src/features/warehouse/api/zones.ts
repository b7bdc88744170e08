import { queryOptions } from '@tanstack/react-query';
import {
  listZoneAisles,
  listZoneRacks,
  listZones,
  listZoneShelves,
} from '@shop/contract/warehouse/routes';
import { call } from '../../../lib/api-client';
import { useInvalidator } from '../../../lib/use-call-mutation';

/** Every warehouse query starts with this key: one invalidation refreshes them all. */
export const warehouseKey = ['warehouse'] as const;

/** Refresh, and what a change of bins, zones or units makes stale: every warehouse query. */
export const useRefreshWarehouse = () => useInvalidator(warehouseKey);

export const zonesQuery = () =>
  queryOptions({
    queryKey: [...warehouseKey, 'zones'],
    queryFn: async () => (await call(listZones, { query: { warehouse_id: 1 } })).zones,
    staleTime: 30_000,
  });

/** The cascading options of a place: aisles of a zone, racks of an aisle, shelves of a rack. */
export const aislesQuery = (zoneId: number | null) =>
  queryOptions({
    queryKey: [...warehouseKey, 'aisles', zoneId],
    queryFn: async () => (await call(listZoneAisles, { params: { zoneId } })).aisles,
    enabled: zoneId !== null,
  });

export const racksQuery = (zoneId: number | null, aisle: string) =>
  queryOptions({
    queryKey: [...warehouseKey, 'racks', zoneId, aisle],
    queryFn: async () =>
      (await call(listZoneRacks, { params: { zoneId }, query: { aisle } })).racks,
    enabled: zoneId !== null && aisle !== '',
  });

export const shelvesQuery = (zoneId: number | null, aisle: string, rack: string) =>
  queryOptions({
    queryKey: [...warehouseKey, 'shelves', zoneId, aisle, rack],
    queryFn: async () =>
      (await call(listZoneShelves, { params: { zoneId }, query: { aisle, rack } })).shelves,
    enabled: zoneId !== null && aisle !== '' && rack !== '',
  });
