// Written by `npm run generate:routes` from the endpoint declarations; do not edit.
import { route } from '../route.ts';
import type * as endpoints from './endpoints.ts';

export const exportOwnData = route<typeof endpoints.exportOwnData>('GET', '/customer/export', { file: true });
export const getAddresses = route<typeof endpoints.getAddresses>('GET', '/customer/addresses');
export const getOwnInvoicePdf = route<typeof endpoints.getOwnInvoicePdf>('GET', '/customer/orders/:id/invoice', { file: true });
export const getOwnInvoicesZip = route<typeof endpoints.getOwnInvoicesZip>('GET', '/customer/invoices.zip', { file: true });
export const getOwnOrder = route<typeof endpoints.getOwnOrder>('GET', '/customer/orders/:id', { money: { reply: ['order.balance_due', 'order.items.*.line_total', 'order.items.*.unit_price', 'order.refunded_amount', 'order.shipping_cost', 'order.subtotal', 'order.tax_amount', 'order.total_amount'] } });
export const getOwnOrderByNumber = route<typeof endpoints.getOwnOrderByNumber>('GET', '/customer/orders/number/:orderNumber', { money: { reply: ['order.balance_due', 'order.items.*.line_total', 'order.items.*.unit_price', 'order.refunded_amount', 'order.shipping_cost', 'order.subtotal', 'order.tax_amount', 'order.total_amount'] } });
export const getOwnOrderStats = route<typeof endpoints.getOwnOrderStats>('GET', '/customer/orders/stats', { money: { reply: ['stats.totalSpent'] } });
export const getProfile = route<typeof endpoints.getProfile>('GET', '/customer/profile');
export const getStatementPdf = route<typeof endpoints.getStatementPdf>('GET', '/customer/statement', { file: true });
export const listOwnOrders = route<typeof endpoints.listOwnOrders>('GET', '/customer/orders', { money: { reply: ['orders.*.subtotal', 'orders.*.total_amount'] } });
export const rateOrderItem = route<typeof endpoints.rateOrderItem>('POST', '/customer/orders/:id/ratings');
export const updateAddresses = route<typeof endpoints.updateAddresses>('PUT', '/customer/addresses');
export const updateProfile = route<typeof endpoints.updateProfile>('PUT', '/customer/profile');
