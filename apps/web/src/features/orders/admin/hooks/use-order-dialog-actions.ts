import { useCallback, useState } from 'react';
import type { UpdateOrderDetails } from '@shop/contract';
import {
  ORDER_MESSAGES,
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
} from '@shop/contract/order-options';
import type { PageAlertMessage } from '../../../../components/ui/PageAlert';
import {
  useUpdateOrderDetails,
  useUpdateOrderStatus,
  useUpdatePaymentStatus,
} from '../api/admin-orders';
import { errorText } from '../../../../lib/error-text';

export type DetailsPart = 'notes' | 'shipping';

const DETAILS_TEXTS: Record<DetailsPart, { saved: string; failed: string }> = {
  notes: { saved: 'Notes saved.', failed: 'Failed to save notes' },
  shipping: { saved: 'Shipping details saved.', failed: 'Failed to save shipping details' },
};

/**
 * The detail dialog's writes: status, payment status and the editable details (their cache
 * work is in api/admin-orders.ts). Each outcome goes to the dialog's alert (the page's own
 * alert is behind the dialog); a refusal shows the server's message.
 */
export function useOrderDialogActions(orderId: number) {
  const [alert, setAlert] = useState<PageAlertMessage | null>(null);
  const dismissAlert = useCallback(() => setAlert(null), []);
  const saved = (text: string) => setAlert({ variant: 'success', text });
  const failed = (error: unknown, fallback: string) =>
    setAlert({ variant: 'danger', text: errorText(error, fallback) });
  const clear = () => setAlert(null);

  const status = useUpdateOrderStatus(orderId, {
    onMutate: clear,
    onSuccess: (_order, body) =>
      saved(`Order status updated to ${ORDER_STATUS_LABELS[body.status]}.`),
    onError: (error) => failed(error, ORDER_MESSAGES.statusFailed),
  });

  const payment = useUpdatePaymentStatus(orderId, {
    onMutate: clear,
    onSuccess: (_order, paymentStatus) =>
      saved(`Payment status updated to ${PAYMENT_STATUS_LABELS[paymentStatus]}.`),
    onError: (error) => failed(error, ORDER_MESSAGES.paymentFailed),
  });

  const details = useUpdateOrderDetails<{ body: UpdateOrderDetails; part: DetailsPart }>(orderId, {
    onMutate: clear,
    onSuccess: (_order, { part }) => saved(DETAILS_TEXTS[part].saved),
    onError: (error, { part }) => failed(error, DETAILS_TEXTS[part].failed),
  });

  return {
    alert,
    dismissAlert,
    status,
    payment,
    details,
    pending: status.isPending || payment.isPending || details.isPending,
  };
}

export type OrderDialogActions = ReturnType<typeof useOrderDialogActions>;
