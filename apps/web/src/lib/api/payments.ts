import { queryOptions } from '@tanstack/react-query';
import type { PaymentConfig } from '@shop/contract';
import { api } from '../api-client';

/**
 * The payment provider and the test provider's card form: shared by the checkout, a quote's
 * payment and an order's balance (components/payment).
 */
export const paymentConfigQuery = () =>
  queryOptions({
    queryKey: ['payment-config'],
    queryFn: () => api.get<PaymentConfig>('/payment-config'),
    staleTime: Infinity,
  });

export const confirmTestPayment = (body: {
  paymentIntentId: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
}) =>
  api.post<{ status: 'succeeded' | 'failed'; error: string | null }>(
    '/test-payments/confirm',
    body,
  );
