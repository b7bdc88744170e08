// Written by `npm run generate:routes` from the endpoint declarations; do not edit.
import { route } from '../route.ts';
import type * as endpoints from './endpoints.ts';

export const bulkUpdateOrderStatus = route<typeof endpoints.bulkUpdateOrderStatus>('PUT', '/admin/orders/bulk-status');
export const exportOrdersCsv = route<typeof endpoints.exportOrdersCsv>('GET', '/admin/orders/export', { file: true });
export const getAdminOrder = route<typeof endpoints.getAdminOrder>('GET', '/admin/orders/:id', { money: { reply: ['order.balance_due', 'order.items.*.line_total', 'order.items.*.unit_price', 'order.refunded_amount', 'order.shipping_cost', 'order.subtotal', 'order.tax_amount', 'order.total_amount'] } });
export const getBillOfLadingPdf = route<typeof endpoints.getBillOfLadingPdf>('GET', '/admin/orders/:id/bill-of-lading', { file: true });
export const getInvoicePdf = route<typeof endpoints.getInvoicePdf>('GET', '/admin/orders/:id/invoice', { file: true });
export const getOrderTracking = route<typeof endpoints.getOrderTracking>('GET', '/track/:orderNumber');
export const getPickListPdf = route<typeof endpoints.getPickListPdf>('GET', '/admin/orders/:id/pick-list.pdf', { file: true });
export const getPickListsPdf = route<typeof endpoints.getPickListsPdf>('GET', '/admin/orders/pick-list.pdf', { file: true });
export const listAdminOrders = route<typeof endpoints.listAdminOrders>('GET', '/admin/orders', { money: { reply: ['orders.*.subtotal', 'orders.*.total_amount'] } });
export const updateOrderDetails = route<typeof endpoints.updateOrderDetails>('PUT', '/admin/orders/:id', { money: { reply: ['order.balance_due', 'order.items.*.line_total', 'order.items.*.unit_price', 'order.refunded_amount', 'order.shipping_cost', 'order.subtotal', 'order.tax_amount', 'order.total_amount'] } });
export const updateOrderStatus = route<typeof endpoints.updateOrderStatus>('PUT', '/admin/orders/:id/status', { money: { reply: ['order.balance_due', 'order.items.*.line_total', 'order.items.*.unit_price', 'order.refunded_amount', 'order.shipping_cost', 'order.subtotal', 'order.tax_amount', 'order.total_amount'] } });
export const updatePaymentStatus = route<typeof endpoints.updatePaymentStatus>('PUT', '/admin/orders/:id/payment-status', { money: { reply: ['order.balance_due', 'order.items.*.line_total', 'order.items.*.unit_price', 'order.refunded_amount', 'order.shipping_cost', 'order.subtotal', 'order.tax_amount', 'order.total_amount'] } });
