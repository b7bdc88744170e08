import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  bulkUnitStatusResponse,
  ReceiveUnitsInput,
  UnitPlaceInput,
  unitResponse,
  unitsReceivedResponse,
  unitsResponse,
  UnitStatus,
} from '@shop/contract';
import {
  bulkMoveUnits as bulkMoveUnitsRoute,
  bulkUpdateUnitStatus,
  exportUnitsCsv,
  getUnit,
  getUnitLocationHistory,
  listAssignableOrders,
  listUnitMovements,
  listUnits,
  moveUnit as moveUnitRoute,
  receiveUnits as receiveUnitsRoute,
  updateUnitStatus,
} from '@shop/contract/warehouse/routes';
import { call, routeUrl } from '../../../lib/api-client';
import type { QueryParams } from '../../../lib/query-string';
import { useCallMutation, type MutationReactions } from '../../../lib/use-call-mutation';
import { adminProductsKey } from '../../catalogue/admin/api/get-admin-products';
import { useRefreshWarehouse, warehouseKey } from './zones';

/** Every unit query starts with this key (under the warehouse's): one invalidation for all. */
export const unitsKey = [...warehouseKey, 'units'] as const;

export type UnitsPage = z.infer<typeof unitsResponse>;
export type UnitDetail = z.infer<typeof unitResponse>;
type BulkResult = z.infer<typeof bulkUnitStatusResponse>;

/** The list, filtered, sorted and paged by the server. */
export const productUnitsQuery = (params: QueryParams) =>
  queryOptions({
    queryKey: [...unitsKey, 'list', params],
    queryFn: () => call(listUnits, { query: params }),
    placeholderData: keepPreviousData,
  });

export const unitsExportUrl = (params: QueryParams) => routeUrl(exportUnitsCsv, { query: params });

export const unitQuery = (id: number) =>
  queryOptions({
    queryKey: [...unitsKey, 'detail', id],
    queryFn: () => call(getUnit, { params: { id } }),
  });

/** docs/modules/warehouse.md#rules: movements are asked ten a page. */
export const MOVEMENTS_PAGE_SIZE = 10;

export const unitMovementsQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: [...unitsKey, 'movements', id, page],
    queryFn: () =>
      call(listUnitMovements, { params: { id }, query: { page, limit: MOVEMENTS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

export const locationHistoryQuery = (id: number) =>
  queryOptions({
    queryKey: [...unitsKey, 'location-history', id],
    queryFn: async () => (await call(getUnitLocationHistory, { params: { id } })).history,
  });

/** The orders Assign to Order offers for the unit's product, with how many each still needs. */
export const assignableOrdersQuery = (unitId: number) =>
  queryOptions({
    queryKey: [...unitsKey, 'assignable-orders', unitId],
    queryFn: async () => (await call(listAssignableOrders, { params: { id: unitId } })).orders,
  });

export const changeUnitStatus = (
  id: number,
  body: { status: UnitStatus; notes?: string; order_number?: string },
) => call(updateUnitStatus, { params: { id }, body });

/**
 * The spec's body, `{unitIds, status, notes}`: the notes are "Bulk status update to {status}",
 * or for damaged, lost and voided the reason the person gave.
 */
export const bulkUnitStatus = (unitIds: number[], status: UnitStatus, reason?: string) =>
  call(bulkUpdateUnitStatus, {
    body: { unitIds, status, notes: reason || `Bulk status update to ${status}` },
  });

export const moveUnit = (id: number, place: UnitPlaceInput) =>
  call(moveUnitRoute, { params: { id }, body: place });

export const bulkMoveUnits = (unitIds: number[], location: UnitPlaceInput) =>
  call(bulkMoveUnitsRoute, { body: { unitIds, location } });

export const receiveUnits = (body: ReceiveUnitsInput) => call(receiveUnitsRoute, { body });

/** The spec's `{status, notes}`: for damaged, lost and voided the notes are the reason. */
type StatusChange = { status: UnitStatus; order_number?: string; notes?: string };
type StatusRollback = {
  detail: UnitDetail | undefined;
  lists: [readonly unknown[], UnitsPage | undefined][];
};

/**
 * A unit's status change (docs/modules/warehouse.md#units): shown at once in the detail and every
 * list page, sent, and when the server refuses (a 409 naming the allowed statuses) put back as it
 * was; either way the unit queries are then reloaded from the server.
 */
export function useChangeUnitStatus(
  id: number,
  reactions: MutationReactions<UnitDetail, StatusChange> = {},
) {
  const queryClient = useQueryClient();
  const detailKey = unitQuery(id).queryKey;
  const listKey = [...unitsKey, 'list'];
  return useCallMutation<UnitDetail, StatusChange, StatusRollback>(
    {
      mutationFn: (change: StatusChange) => changeUnitStatus(id, change),
      onMutate: async ({ status }) => {
        await queryClient.cancelQueries({ queryKey: unitsKey });
        const detail = queryClient.getQueryData<UnitDetail>(detailKey);
        const lists = queryClient.getQueriesData<UnitsPage>({ queryKey: listKey });
        queryClient.setQueryData<UnitDetail>(
          detailKey,
          (d) => d && { ...d, unit: { ...d.unit, status } },
        );
        queryClient.setQueriesData<UnitsPage>(
          { queryKey: listKey },
          (page) =>
            page && {
              ...page,
              units: page.units.map((u) => (u.id === id ? { ...u, status } : u)),
            },
        );
        return { detail, lists };
      },
      onError: (_error, _change, saved) => {
        if (!saved) return;
        queryClient.setQueryData(detailKey, saved.detail);
        for (const [key, page] of saved.lists) queryClient.setQueryData(key, page);
      },
      onSettled: () => queryClient.invalidateQueries({ queryKey: unitsKey }),
    },
    reactions,
  );
}

/** Bulk changes are shown once the refreshed lists have them (the refresh is awaited). */
type BulkChange = { ids: number[]; status: UnitStatus; reason?: string };

export function useBulkUnitStatus(reactions: MutationReactions<BulkResult, BulkChange> = {}) {
  const refresh = useRefreshWarehouse();
  return useCallMutation(
    {
      mutationFn: ({ ids, status, reason }: BulkChange) => bulkUnitStatus(ids, status, reason),
      onSettled: refresh,
    },
    reactions,
  );
}

export function useBulkMoveUnits(
  reactions: MutationReactions<BulkResult, { ids: number[]; place: UnitPlaceInput }> = {},
) {
  const refresh = useRefreshWarehouse();
  return useCallMutation(
    {
      mutationFn: ({ ids, place }: { ids: number[]; place: UnitPlaceInput }) =>
        bulkMoveUnits(ids, place),
      onSettled: refresh,
    },
    reactions,
  );
}

export function useMoveUnit(
  id: number,
  reactions: MutationReactions<UnitDetail, UnitPlaceInput> = {},
) {
  const refresh = useRefreshWarehouse();
  return useCallMutation(
    { mutationFn: (place: UnitPlaceInput) => moveUnit(id, place), onSettled: refresh },
    reactions,
  );
}

/** New units change the warehouse and the product's stock: both are refreshed (awaited). */
export function useReceiveUnits(
  reactions: MutationReactions<z.infer<typeof unitsReceivedResponse>, ReceiveUnitsInput> = {},
) {
  const queryClient = useQueryClient();
  return useCallMutation(
    {
      mutationFn: receiveUnits,
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: warehouseKey });
        await queryClient.invalidateQueries({ queryKey: adminProductsKey });
      },
    },
    reactions,
  );
}
