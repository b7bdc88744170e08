import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { AdminOrderSummary } from '@shop/contract';
import { adminOrderQuery } from '../api/admin-orders';

/**
 * /admin/orders?order=<id> opens that order's dialog (the customer detail links here). The
 * parameter is dropped once the order is open, so closing the dialog does not reopen it.
 */
export function useOrderParam(open: (row: AdminOrderSummary) => void) {
  const [params, setParams] = useSearchParams();
  const text = params.get('order') ?? '';
  const id = /^[1-9]\d{0,9}$/.test(text) ? Number(text) : 0;
  const order = useQuery({ ...adminOrderQuery(id), enabled: id > 0 });
  const data = order.data;
  useEffect(() => {
    if (!id || !data) return;
    open(data);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('order');
        return next;
      },
      { replace: true },
    );
  }, [id, data, open, setParams]);
}
