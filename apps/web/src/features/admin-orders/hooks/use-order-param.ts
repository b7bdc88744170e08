import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { AdminOrderSummary } from '@shop/contract';
import { adminOrderQuery } from '../api/admin-orders';
import type { PageAlertMessage } from '../../../components/ui/PageAlert';

export const ORDER_PARAM_FAILED = 'That order could not be opened. It may not exist any more.';

/**
 * /admin/orders?order=<id> opens that order's dialog (the customer detail links here). The
 * parameter is dropped once the order is open, so closing the dialog does not reopen it; an
 * order that fails to load drops it too and leaves a message (returned, for the page's alert).
 * Only a number is an order id: `order=asc` is the list's sort direction.
 */
export function useOrderParam(open: (row: AdminOrderSummary) => void) {
  const [params, setParams] = useSearchParams();
  const text = params.get('order') ?? '';
  const id = /^[1-9]\d{0,9}$/.test(text) ? Number(text) : 0;
  const order = useQuery({ ...adminOrderQuery(id), enabled: id > 0, retry: false });
  const data = order.data;
  const failed = id > 0 && order.isError;
  const [alert, setAlert] = useState<PageAlertMessage | null>(null);
  const drop = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('order');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  useEffect(() => {
    if (!id) return;
    if (data) {
      open(data);
      drop();
    } else if (failed) {
      setAlert({ variant: 'danger', text: ORDER_PARAM_FAILED });
      drop();
    }
  }, [id, data, failed, open, drop]);
  return { alert, dismiss: () => setAlert(null) };
}
