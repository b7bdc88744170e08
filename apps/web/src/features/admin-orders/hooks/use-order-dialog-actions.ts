import { useCallback, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrder, UpdateOrderDetails, UpdateOrderStatus } from '@shop/contract';
import {
  ORDER_MESSAGES,
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  type PaymentStatus,
} from '@shop/contract/order-options';
import type { PageAlertMessage } from '../../../components/ui/PageAlert';
import {
  adminOrderKey,
  adminOrdersKey,
  updateOrderDetails,
  updateOrderStatus,
  updatePaymentStatus,
} from '../api/admin-orders';
import { errorText } from '../../../lib/error-text';

export type DetailsPart = 'notes' | 'shipping';

const DETAILS_TEXTS: Record<DetailsPart, { saved: string; failed: string }> = {
  notes: { saved: 'Notes saved.', failed: 'Failed to save notes' },
  shipping: { saved: 'Shipping details saved.', failed: 'Failed to save shipping details' },
};

/**
 * The detail dialog's writes: status, payment status and the editable details. The answer's
 * order replaces the dialog's at once and the list is asked again; a refusal (a closed order,
 * a refund under way) reloads both, since the order changed under the user, and puts the
 * server's message in the dialog's alert (the page's own alert is behind the dialog).
 */
export function useOrderDialogActions(orderId: number) {
  const queryClient = useQueryClient();
  const [alert, setAlert] = useState<PageAlertMessage | null>(null);
  const dismissAlert = useCallback(() => setAlert(null), []);

  const settle = (order: AdminOrder | undefined, text: string) => {
    if (order) queryClient.setQueryData(adminOrderKey(orderId), order);
    setAlert({ variant: 'success', text });
    return queryClient.invalidateQueries({
      queryKey: order ? [...adminOrdersKey, 'list'] : adminOrdersKey,
    });
  };
  const fail = (error: unknown, fallback: string) => {
    setAlert({ variant: 'danger', text: errorText(error, fallback) });
    void queryClient.invalidateQueries({ queryKey: adminOrdersKey });
  };

  const status = useMutation({
    mutationFn: (body: UpdateOrderStatus) => updateOrderStatus(orderId, body),
    onMutate: () => setAlert(null),
    onSuccess: (order, body) =>
      settle(order, `Order status updated to ${ORDER_STATUS_LABELS[body.status]}.`),
    onError: (error) => fail(error, ORDER_MESSAGES.statusFailed),
  });

  const payment = useMutation({
    mutationFn: (paymentStatus: PaymentStatus) => updatePaymentStatus(orderId, paymentStatus),
    onMutate: () => setAlert(null),
    onSuccess: (order, paymentStatus) =>
      settle(order, `Payment status updated to ${PAYMENT_STATUS_LABELS[paymentStatus]}.`),
    onError: (error) => fail(error, ORDER_MESSAGES.paymentFailed),
  });

  const details = useMutation({
    mutationFn: ({ body }: { body: UpdateOrderDetails; part: DetailsPart }) =>
      updateOrderDetails(orderId, body),
    onMutate: () => setAlert(null),
    onSuccess: (order, { part }) => settle(order, DETAILS_TEXTS[part].saved),
    onError: (error, { part }) => fail(error, DETAILS_TEXTS[part].failed),
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
