// Written by `npm run generate:routes` from the endpoint declarations; do not edit.
import { route } from '../route.ts';
import type * as endpoints from './endpoints.ts';

export const cancelPayment = route<typeof endpoints.cancelPayment>('POST', '/checkout/cancel');
export const confirmTestPayment = route<typeof endpoints.confirmTestPayment>('POST', '/test-payments/confirm');
export const convertCartToOrder = route<typeof endpoints.convertCartToOrder>('POST', '/cart/convert-to-order', { money: { reply: ['order.balance_due', 'order.items.*.line_total', 'order.items.*.unit_price', 'order.refunded_amount', 'order.shipping_cost', 'order.subtotal', 'order.tax_amount', 'order.total_amount'] } });
export const createPaymentIntent = route<typeof endpoints.createPaymentIntent>('POST', '/create-payment-intent', { money: { reply: ['totals.shipping', 'totals.subtotal', 'totals.tax', 'totals.total'] } });
export const getPaymentConfig = route<typeof endpoints.getPaymentConfig>('GET', '/payment-config');
export const listCheckoutNotices = route<typeof endpoints.listCheckoutNotices>('GET', '/checkout/notices', { money: { reply: ['notices.*.amount'] } });
export const placeOrder = route<typeof endpoints.placeOrder>('POST', '/orders', { money: { reply: ['order.balance_due', 'order.items.*.line_total', 'order.items.*.unit_price', 'order.refunded_amount', 'order.shipping_cost', 'order.subtotal', 'order.tax_amount', 'order.total_amount'] } });
export const receiveStripeWebhook = route<typeof endpoints.receiveStripeWebhook>('POST', '/webhooks/stripe');
