import { useQueryClient } from '@tanstack/react-query';
import { settleBalance, startBalancePayment as startBalance } from '@shop/contract/quotes/routes';
import { call } from '../../../lib/api-client';
import { useCallMutation } from '../../../lib/use-call-mutation';

/** The balance of an order paid by deposit: the server's amount, exactly what is owed. */
export const startBalancePayment = (orderId: number) =>
  call(startBalance, { params: { id: orderId } });

/** Settled once the card paid it: the customer's orders are read anew. */
export function useSettleBalance(orderId: number) {
  const queryClient = useQueryClient();
  return useCallMutation({
    mutationFn: async (paymentIntentId: string) =>
      (await call(settleBalance, { params: { id: orderId }, body: { paymentIntentId } })).order,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['customer', 'orders'] }),
  });
}
