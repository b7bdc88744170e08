import { useCallback, useState } from 'react';
import { ORDER_MESSAGES, ORDER_STATUS_LABELS } from '@shop/contract/order-options';
import type { PageAlertMessage } from '../../../../components/ui/PageAlert';
import { useBulkOrderStatus } from '../api/admin-orders';
import { plural } from '../../../../lib/format';
import { errorText } from '../../../../lib/error-text';

/**
 * The list's own writes: Bulk Actions, and the failure of Export Orders. Each outcome goes to
 * the page's one dismissible alert.
 */
export function useOrderListActions() {
  const [alert, setAlert] = useState<PageAlertMessage | null>(null);
  const dismissAlert = useCallback(() => setAlert(null), []);

  const bulk = useBulkOrderStatus({
    onSuccess: ({ updated, skipped }, { ids, status }) => {
      const label = ORDER_STATUS_LABELS[status];
      const marked =
        updated === ids.length
          ? `Marked ${plural(updated, 'order')} as ${label}.`
          : `Marked ${updated} of ${plural(ids.length, 'selected order')} as ${label}.`;
      // An order whose refund is under way is left as it was: name it and say why.
      const why = skipped.map((s) => `Skipped ${s.order_number}: ${s.reason}`);
      setAlert({
        variant: skipped.length ? 'warning' : 'success',
        text: [marked, ...why].join(' '),
      });
    },
    onError: (error) =>
      setAlert({ variant: 'danger', text: errorText(error, ORDER_MESSAGES.bulkFailed) }),
  });

  const exportFailed = useCallback(
    (error: unknown) =>
      setAlert({ variant: 'danger', text: errorText(error, ORDER_MESSAGES.exportFailed) }),
    [],
  );

  return { alert, dismissAlert, bulk, exportFailed };
}
