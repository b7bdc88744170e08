import type { PickScanResult, ScanResult } from '@shop/contract';
import { pickScannedUnit, scanCode } from '@shop/contract/warehouse/routes';
import { call } from '../../../lib/api-client';
import { useCallMutation, type MutationReactions } from '../../../lib/use-call-mutation';
import { bulkMoveUnits } from './product-units';
import { useRefreshWarehouse } from './zones';

/** What a scanned code is (a unit, a bin or an order). */
export const lookUpCode = async (code: string): Promise<ScanResult> =>
  (await call(scanCode, { query: { code } })).result;

/** A lookup changes nothing: a mutation only so each scan is its own call with its outcome. */
export function useScanLookup(reactions: MutationReactions<ScanResult, string> = {}) {
  return useCallMutation({ mutationFn: lookUpCode }, reactions);
}

type PickInput = { orderId: number; code: string };

/** The scanned unit of the order is picked. */
export function usePickUnit(reactions: MutationReactions<PickScanResult, PickInput> = {}) {
  const refresh = useRefreshWarehouse();
  return useCallMutation(
    {
      mutationFn: ({ orderId, code }: PickInput) =>
        call(pickScannedUnit, { body: { order_id: orderId, code } }),
      onSettled: refresh,
    },
    reactions,
  );
}

type ScanMove = { ids: number[]; binId: number };

/** Units moved into a scanned bin: the movements say `scan`. */
export function useScanMove(
  reactions: MutationReactions<Awaited<ReturnType<typeof bulkMoveUnits>>, ScanMove> = {},
) {
  const refresh = useRefreshWarehouse();
  return useCallMutation(
    {
      mutationFn: ({ ids, binId }: ScanMove) =>
        bulkMoveUnits(ids, { warehouse_location_id: binId, update_method: 'scan' }),
      onSettled: refresh,
    },
    reactions,
  );
}

/** Where a scanned thing is opened when the screen it was scanned on does not show it. */
export function scanTarget(result: ScanResult): string {
  if (result.kind === 'unit') return `/admin/productunits?unit=${result.unit.id}`;
  if (result.kind === 'location') return `/admin/locations?location=${result.location.id}`;
  return `/admin/orders?order=${result.order.id}`;
}
