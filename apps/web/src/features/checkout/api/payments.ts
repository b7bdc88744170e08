import { queryOptions } from '@tanstack/react-query';
import type { Order, PaymentConfig, PaymentIntentResponse, ShippingAddress } from '@shop/contract';
import { api } from '../../../lib/api-client';

export const paymentConfigQuery = () =>
  queryOptions({
    queryKey: ['payment-config'],
    queryFn: () => api.get<PaymentConfig>('/payment-config'),
    staleTime: Infinity,
  });

/** The server prices the cart itself; no amount is sent. */
export const createPaymentIntent = (shippingAddress: ShippingAddress) =>
  api.post<PaymentIntentResponse>('/create-payment-intent', { shippingAddress });

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

export const placeOrder = async (paymentIntentId: string) =>
  (await api.post<{ order: Order }>('/orders', { paymentIntentId })).order;
