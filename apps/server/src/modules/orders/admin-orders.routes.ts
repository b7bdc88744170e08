import type { FastifyInstance } from 'fastify';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '@shop/contract';
import {
  bulkUpdateOrderStatus,
  exportOrdersCsv,
  getAdminOrder,
  getBillOfLadingPdf,
  getInvoicePdf,
  getPickListPdf,
  getPickListsPdf,
  listAdminOrders,
  updateOrderDetails,
  updateOrderStatus,
  updatePaymentStatus,
} from '@shop/contract/orders/endpoints';
import type { CsvColumn } from '../../lib/csv.ts';
import { currentUser, requirePermission } from '../../plugins/auth-guards.ts';
import { serve } from '../../plugins/endpoints.ts';
import type { ServiceRegistry } from '../module.ts';
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
  // Part of the subtotal: the installation labour.
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
 * Order management (docs/modules/orders.md#calls): admins, and managers whose permissions include
 * canManageOrders (the declarations' access). The export is a report too: it also needs
 * canViewReports. Every guard runs before the query is read.
 */
export async function adminOrderRoutes(
  app: FastifyInstance,
  { orders, documents }: { orders: OrdersService; documents: ServiceRegistry['documents'] },
) {
  serve(app, listAdminOrders, async (request) => orders.listAdmin(request.query));

  serve(
    app,
    exportOrdersCsv,
    async (request, reply) =>
      reply.sendCsv('orders-export', ORDER_CSV, orders.adminBatches(request.query)),
    // An access names one permission; the report's second one is checked after it, before
    // the query is validated, as it was on request.
    { preValidation: requirePermission('canViewReports') },
  );

  serve(app, getPickListsPdf, async (request, reply) => {
    const { fileName, pdf } = await documents.pickList(request.query.ids);
    return reply.sendAttachment('application/pdf', fileName, pdf);
  });

  serve(app, getPickListPdf, async (request, reply) => {
    const { fileName, pdf } = await documents.pickList([request.params.id]);
    return reply.sendAttachment('application/pdf', fileName, pdf);
  });

  serve(app, bulkUpdateOrderStatus, async (request) =>
    orders.bulkStatus(currentUser(request).id, request.body.ids, request.body.status),
  );

  serve(app, getAdminOrder, async (request) => ({
    success: true as const,
    order: await orders.adminOrder(request.params.id),
  }));

  serve(app, updateOrderDetails, async (request) => ({
    success: true as const,
    order: await orders.updateDetails(currentUser(request).id, request.params.id, request.body),
  }));

  serve(app, updateOrderStatus, async (request) => ({
    success: true as const,
    order: await orders.changeStatus(currentUser(request).id, request.params.id, request.body),
  }));

  serve(app, updatePaymentStatus, async (request) => ({
    success: true as const,
    order: await orders.changePaymentStatus(
      currentUser(request).id,
      request.params.id,
      request.body,
    ),
  }));

  serve(app, getInvoicePdf, async (request, reply) => {
    const { fileName, pdf } = await documents.invoiceForStaff(request.params.id);
    return reply.sendAttachment('application/pdf', fileName, pdf);
  });

  serve(app, getBillOfLadingPdf, async (request, reply) => {
    const { fileName, pdf } = await documents.billOfLading(
      request.params.id,
      request.query.ship_date,
    );
    return reply.sendAttachment('application/pdf', fileName, pdf);
  });
}
