import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { QuotePaymentChoice } from '@shop/contract';
import {
  declineQuote,
  placeQuoteOrder as placeQuoteOrderRoute,
  startQuotePayment as startQuotePaymentRoute,
  viewQuoteLink,
} from '@shop/contract/quotes/routes';
import { call } from '../../../../lib/api-client';
import { useCallMutation } from '../../../../lib/use-call-mutation';

/** The quote a link opens (a link no longer valid is a 404, an expired one a 410). */
export const quoteLinkQuery = (token: string) =>
  queryOptions({
    queryKey: ['quote-link', token],
    queryFn: async () => (await call(viewQuoteLink, { params: { token } })).quote,
    staleTime: 60_000,
  });

export function useDeclineQuote(token: string) {
  const queryClient = useQueryClient();
  return useCallMutation({
    mutationFn: (reason: string) =>
      call(declineQuote, { params: { token }, body: reason ? { reason } : {} }),
    onSuccess: () => queryClient.removeQueries({ queryKey: ['quote-link', token] }),
  });
}

/** Only the choice is sent: the amount, lines and prices are the server's. */
export const startQuotePayment = (token: string, payment: QuotePaymentChoice) =>
  call(startQuotePaymentRoute, { params: { token }, body: { payment } });

/** The order, and whether it is the signed-in account's (another account may pay for the customer). */
export const placeQuoteOrder = async (token: string, paymentIntentId: string) => {
  const { order, yours } = await call(placeQuoteOrderRoute, {
    params: { token },
    body: { paymentIntentId },
  });
  return { order, yours };
};

/**
 * The order of the paid quote: the customer's order lists (the orders feature's key, written
 * here because features do not import each other) are read anew.
 */
export function usePlaceQuoteOrder(token: string) {
  const queryClient = useQueryClient();
  return useCallMutation({
    mutationFn: (paymentIntentId: string) => placeQuoteOrder(token, paymentIntentId),
    onSuccess: () => queryClient.removeQueries({ queryKey: ['customer', 'orders'] }),
  });
}
