import type { AdminOrderSummary } from '@shop/contract';
import { useOpenParam } from '../../../../lib/use-open-param';
import { adminOrderQuery } from '../api/admin-orders';

export const ORDER_PARAM_FAILED = 'That order could not be opened. It may not exist any more.';

/** /admin/orders?order=<id> opens that order's dialog (the customer detail and scans link here). */
export function useOrderParam(open: (row: AdminOrderSummary) => void) {
  return useOpenParam('order', adminOrderQuery, open, ORDER_PARAM_FAILED);
}
