// The rules of this module, in words: docs/modules/customers.md
import type { FastifyInstance } from 'fastify';
import {
  exportOwnData,
  getAddresses,
  getOwnInvoicePdf,
  getOwnInvoicesZip,
  getOwnOrder,
  getOwnOrderByNumber,
  getOwnOrderStats,
  getProfile,
  getStatementPdf,
  listOwnOrders,
  rateOrderItem,
  updateAddresses,
  updateProfile,
} from '@shop/contract/customers/endpoints';
import { currentUser } from '../../plugins/auth-guards.ts';
import { serve } from '../../plugins/endpoints.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { DocumentsService } from '../documents/documents.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { UsersService } from '../users/users.service.ts';

/** The signed-in customer's own data: every call is scoped to the session's user. */
export async function customerRoutes(
  app: FastifyInstance,
  {
    users,
    orders,
    auth,
    documents,
  }: { users: UsersService; orders: OrdersService; auth: AuthService; documents: DocumentsService },
) {
  serve(app, getProfile, async (request) => users.profile(currentUser(request).id));

  serve(
    app,
    updateProfile,
    async (request) => ({
      success: true as const,
      ...(await auth.updateProfile(currentUser(request).id, request.body)),
    }),
    // Each call may check a password: the same limit as signing in.
    { config: { rateLimit: { max: 20, timeWindow: '15 minutes' } } },
  );

  serve(app, getAddresses, async (request) => ({
    success: true as const,
    addresses: await users.addresses(currentUser(request).id),
  }));

  serve(app, updateAddresses, async (request) => ({
    success: true as const,
    addresses: await users.updateAddresses(currentUser(request).id, request.body),
  }));

  serve(app, listOwnOrders, async (request) =>
    orders.listForCustomer(currentUser(request).id, request.query),
  );

  serve(app, getOwnOrderStats, async (request) => orders.customerStats(currentUser(request).id));

  serve(app, getOwnOrderByNumber, async (request) => ({
    success: true as const,
    order: await orders.byNumberForCustomer(currentUser(request).id, request.params.orderNumber),
  }));

  serve(app, getOwnOrder, async (request) => ({
    success: true as const,
    order: await orders.forCustomer(currentUser(request).id, request.params.id),
  }));

  serve(app, rateOrderItem, async (request) =>
    orders.rate(
      currentUser(request).id,
      request.params.id,
      request.body.itemId,
      request.body.rating,
    ),
  );

  serve(app, getOwnInvoicePdf, async (request, reply) => {
    const { fileName, pdf } = await documents.invoiceForCustomer(
      currentUser(request).id,
      request.params.id,
    );
    return reply.sendAttachment('application/pdf', fileName, pdf);
  });

  serve(app, getOwnInvoicesZip, async (request, reply) => {
    const { fileName, stream } = await documents.invoicesZip(currentUser(request).id);
    return reply.sendAttachment('application/zip', fileName, stream);
  });

  serve(app, getStatementPdf, async (request, reply) => {
    const { fileName, pdf } = await documents.statement(currentUser(request).id, request.query);
    return reply.sendAttachment('application/pdf', fileName, pdf);
  });

  serve(app, exportOwnData, async (request, reply) => {
    const { fileName, data } = await documents.accountExport(currentUser(request).id);
    return reply.sendAttachment(
      'application/json; charset=utf-8',
      fileName,
      JSON.stringify(data, null, 2),
    );
  });
}
