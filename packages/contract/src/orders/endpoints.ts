import { defineEndpoint } from '../endpoint.ts';
import { idParam } from '../catalogue.ts';
import { pickListQuery } from '../order-units.ts';
import {
  adminOrderFilters,
  adminOrderResponse,
  adminOrdersQuery,
  adminOrdersResponse,
  billOfLadingQuery,
  bulkOrderStatusResponse,
  bulkOrderStatusSchema,
  orderTrackingParams,
  orderTrackingQuery,
  orderTrackingResponse,
  updateOrderDetailsSchema,
  updateOrderStatusSchema,
  updatePaymentStatusSchema,
} from '../orders.ts';

// Order management: admins, and managers whose permissions include canManageOrders.
const staff = {
  access: { permission: 'canManageOrders' },
  tags: ['admin orders'],
  errors: [404],
} as const;
const writes = [404, 409, 503] as const;
const pdf = { file: 'application/pdf' } as const;

export const listAdminOrders = defineEndpoint({
  ...staff,
  method: 'GET',
  path: '/admin/orders',
  summary: 'Orders: filtered, searched, sorted and paged',
  query: adminOrdersQuery,
  reply: adminOrdersResponse,
});

/** The export is a report too: the route also asks for canViewReports. */
export const exportOrdersCsv = defineEndpoint({
  ...staff,
  method: 'GET',
  path: '/admin/orders/export',
  summary: 'Every order of the current filters as CSV (streamed)',
  query: adminOrderFilters,
  reply: { file: 'text/csv' },
});

export const getPickListsPdf = defineEndpoint({
  ...staff,
  method: 'GET',
  path: '/admin/orders/pick-list.pdf',
  summary:
    'The pick list of a selection of orders (ids=1,2,3), each order on its own pages, as a PDF',
  query: pickListQuery,
  reply: pdf,
});

export const getPickListPdf = defineEndpoint({
  ...staff,
  method: 'GET',
  path: '/admin/orders/:id/pick-list.pdf',
  summary:
    'The pick list of an order as a PDF: its units in bin order with their QR codes, missing ones as not assigned',
  params: idParam('order id'),
  reply: pdf,
});

export const bulkUpdateOrderStatus = defineEndpoint({
  ...staff,
  method: 'PUT',
  path: '/admin/orders/bulk-status',
  summary: 'Bulk Actions: move every selected order to processing, shipped or completed',
  body: bulkOrderStatusSchema,
  reply: bulkOrderStatusResponse,
  errors: writes,
});

export const getAdminOrder = defineEndpoint({
  ...staff,
  method: 'GET',
  path: '/admin/orders/:id',
  summary: 'An order with its buyer, lines, units, history and notes',
  params: idParam('order id'),
  reply: adminOrderResponse,
});

export const updateOrderDetails = defineEndpoint({
  ...staff,
  method: 'PUT',
  path: '/admin/orders/:id',
  summary:
    'Save the notes, tracking number or expected delivery date (each change in the history; a new tracking number on a shipped order mails the buyer)',
  params: idParam('order id'),
  body: updateOrderDetailsSchema,
  reply: adminOrderResponse,
  errors: writes,
});

export const updateOrderStatus = defineEndpoint({
  ...staff,
  method: 'PUT',
  path: '/admin/orders/:id/status',
  summary:
    'Set the order status (cancelled/refunded refund the payment and return the stock; pending reopens a closed order, taking the stock again)',
  params: idParam('order id'),
  body: updateOrderStatusSchema,
  reply: adminOrderResponse,
  errors: writes,
});

export const updatePaymentStatus = defineEndpoint({
  ...staff,
  method: 'PUT',
  path: '/admin/orders/:id/payment-status',
  summary: 'Set the payment status (refunded refunds the order)',
  params: idParam('order id'),
  body: updatePaymentStatusSchema,
  reply: adminOrderResponse,
  errors: writes,
});

export const getInvoicePdf = defineEndpoint({
  ...staff,
  method: 'GET',
  path: '/admin/orders/:id/invoice',
  summary: 'The order\u2019s invoice (the same PDF the customer gets)',
  params: idParam('order id'),
  reply: pdf,
});

export const getBillOfLadingPdf = defineEndpoint({
  ...staff,
  method: 'GET',
  path: '/admin/orders/:id/bill-of-lading',
  summary: 'The bill of lading as a PDF',
  params: idParam('order id'),
  query: billOfLadingQuery,
  reply: pdf,
});

/**
 * The page the bill of lading's QR opens, for whoever holds the sheet (a carrier, the
 * consignee): no sign-in, the link's signature instead.
 */
export const getOrderTracking = defineEndpoint({
  method: 'GET',
  path: '/track/:orderNumber',
  access: 'visitor',
  tags: ['orders'],
  summary: 'The status and tracking number of an order, by its signed tracking link',
  params: orderTrackingParams,
  query: orderTrackingQuery,
  reply: orderTrackingResponse,
  errors: [404],
});
