import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminOrderFilters,
  billOfLadingQuery,
  adminOrderResponse,
  adminOrdersQuery,
  adminOrdersResponse,
  bulkOrderStatusResponse,
  bulkOrderStatusSchema,
  errorResponses,
  idParam,
  ORDER_STATUS_LABELS,
  pickListQuery,
  PAYMENT_STATUS_LABELS,
  updateOrderDetailsSchema,
  updateOrderStatusSchema,
  updatePaymentStatusSchema,
} from '@shop/contract';
import type { CsvColumn } from '../../lib/csv.ts';
import { currentUser, requirePermission } from '../../plugins/auth-guards.ts';
import { privateRoutes } from '../../plugins/private-routes.ts';
import type { DocumentsService } from '../documents/documents.service.ts';
import type { AdminOrderListRow, OrdersService } from './orders.service.ts';

const cents = (n: number) => (n / 100).toFixed(2);

/** The export's columns: what the list shows, plus the money split and the address. */
const ORDER_CSV: CsvColumn<AdminOrderListRow>[] = [
  { header: 'Order Number', value: (r) => r.orderNumber },
  { header: 'Date', value: (r) => new Date(r.createdAt) },
  { header: 'Customer Name', value: (r) => r.customerName },
  { header: 'Customer Email', value: (r) => r.customerEmail },
  { header: 'Items', value: (r) => r.itemCount },
  { header: 'Quantity', value: (r) => r.totalQuantity },
  // Part of the subtotal: the installation labour (issue 21).
  { header: 'Installation', value: (r) => cents(r.labourCents) },
  { header: 'Subtotal', value: (r) => cents(r.subtotalCents) },
  { header: 'Tax', value: (r) => cents(r.taxCents) },
  { header: 'Shipping', value: (r) => cents(r.shippingCents) },
  { header: 'Total', value: (r) => cents(r.totalCents) },
  {
    header: 'Status',
    value: (r) => ORDER_STATUS_LABELS[r.status as keyof typeof ORDER_STATUS_LABELS] ?? r.status,
  },
  {
    header: 'Payment Status',
    value: (r) =>
      PAYMENT_STATUS_LABELS[r.paymentStatus as keyof typeof PAYMENT_STATUS_LABELS] ??
      r.paymentStatus,
  },
  { header: 'Tracking Number', value: (r) => r.trackingNumber },
  { header: 'Shipping Address', value: (r) => r.shippingAddress },
];

/**
 * Order management (DECISIONS.md section 2): admins, and managers whose permissions include
 * canManageOrders. The export is a report too: it also needs canViewReports. Every guard runs
 * on request, before a body is read.
 */
export async function adminOrderRoutes(
  app: FastifyInstance,
  { orders, documents }: { orders: OrdersService; documents: DocumentsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  privateRoutes(r, requirePermission('canManageOrders'));
  const tags = ['admin orders'];
  const readErrors = errorResponses(400, 401, 403, 404);
  const writeErrors = errorResponses(400, 401, 403, 404, 409, 503);

  r.get(
    '/admin/orders',
    {
      schema: {
        tags,
        summary: 'Orders: filtered, searched, sorted and paged',
        querystring: adminOrdersQuery,
        response: { 200: adminOrdersResponse, ...readErrors },
      },
    },
    async (request) => orders.listAdmin(request.query),
  );

  r.get(
    '/admin/orders/export',
    {
      onRequest: requirePermission('canViewReports'),
      schema: {
        tags,
        summary: 'Every order of the current filters as CSV (streamed)',
        querystring: adminOrderFilters,
        response: { 200: z.unknown(), ...readErrors },
      },
    },
    async (request, reply) =>
      reply.sendCsv('orders-export', ORDER_CSV, orders.adminBatches(request.query)),
  );

  r.get(
    '/admin/orders/pick-list.pdf',
    {
      schema: {
        tags,
        summary:
          'The pick list of a selection of orders (ids=1,2,3), each order on its own pages, as a PDF',
        querystring: pickListQuery,
        response: { 200: z.unknown(), ...readErrors },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await documents.pickList(request.query.ids);
      return reply.sendAttachment('application/pdf', fileName, pdf);
    },
  );

  r.get(
    '/admin/orders/:id/pick-list.pdf',
    {
      schema: {
        tags,
        summary:
          'The pick list of an order as a PDF: its units in bin order with their QR codes, missing ones as not assigned',
        params: idParam('order id'),
        response: { 200: z.unknown(), ...readErrors },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await documents.pickList([request.params.id]);
      return reply.sendAttachment('application/pdf', fileName, pdf);
    },
  );

  r.put(
    '/admin/orders/bulk-status',
    {
      schema: {
        tags,
        summary: 'Bulk Actions: move every selected order to processing, shipped or completed',
        body: bulkOrderStatusSchema,
        response: { 200: bulkOrderStatusResponse, ...writeErrors },
      },
    },
    async (request) =>
      orders.bulkStatus(currentUser(request).id, request.body.ids, request.body.status),
  );

  r.get(
    '/admin/orders/:id',
    {
      schema: {
        tags,
        params: idParam('order id'),
        response: { 200: adminOrderResponse, ...readErrors },
      },
    },
    async (request) => ({
      success: true as const,
      order: await orders.adminOrder(request.params.id),
    }),
  );

  r.put(
    '/admin/orders/:id',
    {
      schema: {
        tags,
        summary:
          'Save the notes, tracking number or expected delivery date (each change in the history; a new tracking number on a shipped order mails the buyer)',
        params: idParam('order id'),
        body: updateOrderDetailsSchema,
        response: { 200: adminOrderResponse, ...writeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      order: await orders.updateDetails(currentUser(request).id, request.params.id, request.body),
    }),
  );

  r.put(
    '/admin/orders/:id/status',
    {
      schema: {
        tags,
        summary:
          'Set the order status (cancelled/refunded refund the payment and return the stock; pending reopens a closed order, taking the stock again)',
        params: idParam('order id'),
        body: updateOrderStatusSchema,
        response: { 200: adminOrderResponse, ...writeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      order: await orders.changeStatus(currentUser(request).id, request.params.id, request.body),
    }),
  );

  r.put(
    '/admin/orders/:id/payment-status',
    {
      schema: {
        tags,
        summary: 'Set the payment status (refunded refunds the order)',
        params: idParam('order id'),
        body: updatePaymentStatusSchema,
        response: { 200: adminOrderResponse, ...writeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      order: await orders.changePaymentStatus(
        currentUser(request).id,
        request.params.id,
        request.body,
      ),
    }),
  );

  r.get(
    '/admin/orders/:id/invoice',
    {
      schema: {
        tags,
        summary: 'The order\u2019s invoice (the same PDF the customer gets)',
        params: idParam('order id'),
        response: { 200: z.unknown(), ...readErrors },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await documents.invoiceForStaff(request.params.id);
      return reply.sendAttachment('application/pdf', fileName, pdf);
    },
  );

  r.get(
    '/admin/orders/:id/bill-of-lading',
    {
      schema: {
        tags,
        summary: 'The bill of lading as a PDF',
        params: idParam('order id'),
        querystring: billOfLadingQuery,
        response: { 200: z.unknown(), ...readErrors },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await documents.billOfLading(
        request.params.id,
        request.query.ship_date,
      );
      return reply.sendAttachment('application/pdf', fileName, pdf);
    },
  );
}
