import { useQueryClient } from '@tanstack/react-query';
import { cancelPayment as cancelPaymentRoute } from '@shop/contract/checkout/routes';
import { call } from '../api-client';
import { useCallMutation } from '../use-call-mutation';

/**
 * Leaves a started payment: the provider cancels it and the cart, held while it
 * was open, can change again. Without an id, every unpaid payment of the customer's (the
 * cart drawer does not know which one the checkout started). Shared by the cart and the
 * checkout features.
 */
export const cancelPayment = (paymentIntentId?: string) =>
  call(cancelPaymentRoute, { body: paymentIntentId ? { paymentIntentId } : {} });

/** The cancel, then the cart (the 'cart' queries) asked again: it is no longer held. */
export function useCancelPayment() {
  const queryClient = useQueryClient();
  return useCallMutation({
    mutationFn: cancelPayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cart'] }),
  });
}
