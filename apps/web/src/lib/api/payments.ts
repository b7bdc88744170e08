import { queryOptions } from '@tanstack/react-query';
import {
  confirmTestPayment as confirmTestPaymentRoute,
  getPaymentConfig,
} from '@shop/contract/checkout/routes';
import { call } from '../api-client';

/**
 * The payment provider and the test provider's card form: shared by the checkout, a quote's
 * payment and an order's balance (components/payment).
 */
export const paymentConfigQuery = () =>
  queryOptions({
    queryKey: ['payment-config'],
    queryFn: () => call(getPaymentConfig),
    staleTime: Infinity,
  });

export const confirmTestPayment = (body: {
  paymentIntentId: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
}) => call(confirmTestPaymentRoute, { body });
