import { useQueryClient } from '@tanstack/react-query';
import type { Order, PaymentIntentResponse } from '@shop/contract';
import { api } from '../../../lib/api-client';
import { useCallMutation } from '../../../lib/use-call-mutation';

/** The balance of an order paid by deposit (issue 21): the server's amount, exactly what is owed. */
export const startBalancePayment = (orderId: number) =>
  api.post<PaymentIntentResponse>(`/customer/orders/${orderId}/balance-intent`);

/** Settled once the card paid it: the customer's orders are read anew. */
export function useSettleBalance(orderId: number) {
  const queryClient = useQueryClient();
  return useCallMutation({
    mutationFn: async (paymentIntentId: string) =>
      (
        await api.post<{ order: Order }>(`/customer/orders/${orderId}/balance`, {
          paymentIntentId,
        })
      ).order,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['customer', 'orders'] }),
  });
}
