// Written by `npm run generate:routes` from the endpoint declarations; do not edit.
import { route } from '../route.ts';
import type * as endpoints from './endpoints.ts';

export const cancelPayment = route<typeof endpoints.cancelPayment>('POST', '/checkout/cancel');
export const confirmTestPayment = route<typeof endpoints.confirmTestPayment>('POST', '/test-payments/confirm');
export const convertCartToOrder = route<typeof endpoints.convertCartToOrder>('POST', '/cart/convert-to-order');
export const createPaymentIntent = route<typeof endpoints.createPaymentIntent>('POST', '/create-payment-intent');
export const getPaymentConfig = route<typeof endpoints.getPaymentConfig>('GET', '/payment-config');
export const listCheckoutNotices = route<typeof endpoints.listCheckoutNotices>('GET', '/checkout/notices');
export const placeOrder = route<typeof endpoints.placeOrder>('POST', '/orders');
export const receiveStripeWebhook = route<typeof endpoints.receiveStripeWebhook>('POST', '/webhooks/stripe');
