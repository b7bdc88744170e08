import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { mapDataResponse } from '@shop/contract';
import { getMapData } from '@shop/contract/warehouse/routes';
import { call } from '../../../lib/api-client';
import { warehouseKey } from './zones';

export type MapData = z.infer<typeof mapDataResponse>;

/** The zones and every bin (of one zone, by code, when given). */
export const mapDataQuery = (zone: string) =>
  queryOptions({
    queryKey: [...warehouseKey, 'map-data', zone],
    queryFn: () => call(getMapData, { query: { warehouse_id: 1, zone: zone || undefined } }),
    // Switching zones keeps the last plan on screen (and the zone list) until the new one comes.
    placeholderData: keepPreviousData,
  });
