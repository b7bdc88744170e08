import {
  BULK_ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  type BulkOrderStatus,
} from '@shop/contract/order-options';
import { BulkActionForm } from '../../../../components/list/BulkActionForm';

const ACTIONS = BULK_ORDER_STATUSES.map((s) => ({
  value: s,
  label: `Mark as ${ORDER_STATUS_LABELS[s]}`,
}));

/** Bulk Actions of the orders list: a status for the checked orders of the page. */
export function OrderBulkActions({
  count,
  pending,
  onApply,
}: {
  count: number;
  pending: boolean;
  /** Resolves when done; the choice is kept after a failure so Apply can be tried again. */
  onApply: (status: BulkOrderStatus) => Promise<unknown>;
}) {
  return (
    <BulkActionForm
      id="orders-bulk-action"
      actions={ACTIONS}
      count={count}
      noneSelected="No orders selected"
      pending={pending}
      onApply={onApply}
    />
  );
}
