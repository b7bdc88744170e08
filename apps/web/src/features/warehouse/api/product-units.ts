import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  bulkUnitStatusResponse,
  locationHistoryResponse,
  movementsResponse,
  ReceiveUnitsInput,
  UnitPlaceInput,
  unitResponse,
  unitsReceivedResponse,
  unitsResponse,
  UnitStatus,
} from '@shop/contract';
import { api } from '../../../lib/api-client';
import { toQueryString, type QueryParams } from '../../../lib/query-string';
import { warehouseKey } from './zones';

/** Every unit query starts with this key (under the warehouse's): one invalidation for all. */
export const unitsKey = [...warehouseKey, 'units'] as const;

export type UnitsPage = z.infer<typeof unitsResponse>;
export type UnitDetail = z.infer<typeof unitResponse>;
type BulkResult = z.infer<typeof bulkUnitStatusResponse>;

/** GET /api/product-units: the list, filtered, sorted and paged by the server. */
export const productUnitsQuery = (params: QueryParams) =>
  queryOptions({
    queryKey: [...unitsKey, 'list', params],
    queryFn: () => api.get<UnitsPage>(`/product-units${toQueryString(params)}`),
    placeholderData: keepPreviousData,
  });

export const unitsExportUrl = (params: QueryParams) =>
  `/api/product-units/export${toQueryString(params)}`;

export const unitQuery = (id: number) =>
  queryOptions({
    queryKey: [...unitsKey, 'detail', id],
    queryFn: () => api.get<UnitDetail>(`/product-units/${id}`),
  });

/** Section 9: movements are asked ten a page. */
export const MOVEMENTS_PAGE_SIZE = 10;

export const unitMovementsQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: [...unitsKey, 'movements', id, page],
    queryFn: () =>
      api.get<z.infer<typeof movementsResponse>>(
        `/product-units/${id}/movements?page=${page}&limit=${MOVEMENTS_PAGE_SIZE}`,
      ),
    placeholderData: keepPreviousData,
  });

export const locationHistoryQuery = (id: number) =>
  queryOptions({
    queryKey: [...unitsKey, 'location-history', id],
    queryFn: async () =>
      (
        await api.get<z.infer<typeof locationHistoryResponse>>(
          `/product-units/${id}/location-history`,
        )
      ).history,
  });

export const changeUnitStatus = (
  id: number,
  body: { status: UnitStatus; notes?: string; order_number?: string },
) => api.put<UnitDetail>(`/product-units/${id}/status`, body);

export const bulkUnitStatus = (unitIds: number[], status: UnitStatus) =>
  api.put<BulkResult>('/product-units/bulk-update-status', {
    unitIds,
    status,
    notes: `Bulk status update to ${status}`,
  });

export const moveUnit = (id: number, place: UnitPlaceInput) =>
  api.put<UnitDetail>(`/product-units/${id}/location`, place);

export const bulkMoveUnits = (unitIds: number[], location: UnitPlaceInput) =>
  api.post<BulkResult>('/locations/bulk-move', { unitIds, location });

export const receiveUnits = (body: ReceiveUnitsInput) =>
  api.post<z.infer<typeof unitsReceivedResponse>>('/product-units', body);
