import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { ShippingAddress } from '@shop/contract';
import {
  createPaymentIntent as createPaymentIntentRoute,
  listCheckoutNotices,
  placeOrder as placeOrderRoute,
} from '@shop/contract/checkout/routes';
import { call } from '../../../lib/api-client';
import { useCallMutation } from '../../../lib/use-call-mutation';

/**
 * Payments of the customer's that the shop completed into an order, or refunded, while they
 * were away (a closed browser, a lost reply): the server tells each once.
 */
export const checkoutNoticesQuery = () =>
  queryOptions({
    queryKey: ['checkout', 'notices'],
    queryFn: async () => (await call(listCheckoutNotices)).notices,
    staleTime: Infinity,
  });

/** The server prices the cart itself; no amount is sent. */
export const createPaymentIntent = (shippingAddress: ShippingAddress) =>
  call(createPaymentIntentRoute, { body: { shippingAddress } });

/**
 * Starting a payment holds the cart for it: the cart ('cart' queries, the cart
 * feature's key) is asked again, so the drawer shows it read-only.
 */
export function useStartPayment() {
  const queryClient = useQueryClient();
  return useCallMutation({
    mutationFn: createPaymentIntent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cart'] }),
  });
}

export const placeOrder = async (paymentIntentId: string) =>
  (await call(placeOrderRoute, { body: { paymentIntentId } })).order;

/**
 * The order, once paid: the cart (now empty) is asked again before the confirmation page, and
 * the customer's order lists are dropped so they are read anew. The keys are the cart's and
 * the orders' own (features/cart/api/cart.ts, features/orders/api/orders.ts), written here
 * because features do not import each other.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useCallMutation({
    mutationFn: placeOrder,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['cart'] });
      queryClient.removeQueries({ queryKey: ['customer', 'orders'] });
    },
  });
}
