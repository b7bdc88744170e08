// The rules of this module, in words: docs/modules/customers.md
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountProfileSchema,
  addressesResponse,
  customerOrdersQuery,
  customerOrdersResponse,
  customerOrderStatsResponse,
  errorResponseSchema,
  errorResponses,
  idParam,
  orderResponse,
  rateOrderItemResponse,
  rateOrderItemSchema,
  statementQuery,
  updateAddressesSchema,
  updateProfileResponse,
  profilePatchSchema,
} from '@shop/contract';
import { currentUser, requireUser, requireWriteAccess } from '../../plugins/auth-guards.ts';
import { privateRoutes } from '../../plugins/private-routes.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { DocumentsService } from '../documents/documents.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { UsersService } from '../users/users.service.ts';

const errors = errorResponses(400, 401, 404);

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
  const r = app.withTypeProvider<ZodTypeProvider>();
  privateRoutes(r, requireUser);
  const tags = ['customer'];

  r.get(
    '/customer/profile',
    {
      schema: {
        tags,
        summary: 'The signed-in customer\u2019s own profile',
        response: { 200: accountProfileSchema, 401: errorResponseSchema },
      },
    },
    async (request) => users.profile(currentUser(request).id),
  );

  r.put(
    '/customer/profile',
    {
      schema: {
        tags,
        summary:
          'Change the profile: the fields sent, checked with the rest as saved (customer data check); a new e-mail needs the current password and a mailed link',
        body: profilePatchSchema,
        response: { 200: updateProfileResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
      // Each call may check a password: the same limit as signing in.
      config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
      onRequest: requireWriteAccess,
    },
    async (request) => ({
      success: true as const,
      ...(await auth.updateProfile(currentUser(request).id, request.body)),
    }),
  );

  r.get(
    '/customer/addresses',
    { schema: { tags, response: { 200: addressesResponse, ...errors } } },
    async (request) => ({
      success: true as const,
      addresses: await users.addresses(currentUser(request).id),
    }),
  );

  r.put(
    '/customer/addresses',
    {
      schema: {
        tags,
        summary: 'Change the saved shipping and/or billing address',
        body: updateAddressesSchema,
        response: { 200: addressesResponse, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: requireWriteAccess,
    },
    async (request) => ({
      success: true as const,
      addresses: await users.updateAddresses(currentUser(request).id, request.body),
    }),
  );

  r.get(
    '/customer/orders',
    {
      schema: {
        tags,
        summary: 'The customer\u2019s own orders: filtered, searched, sorted and paged',
        querystring: customerOrdersQuery,
        response: { 200: customerOrdersResponse, ...errors },
      },
    },
    async (request) => orders.listForCustomer(currentUser(request).id, request.query),
  );

  r.get(
    '/customer/orders/stats',
    {
      schema: {
        tags,
        summary: 'The dashboard cards: total, pending, delivered, total spent',
        response: { 200: customerOrderStatsResponse, ...errors },
      },
    },
    async (request) => orders.customerStats(currentUser(request).id),
  );

  r.get(
    '/customer/orders/number/:orderNumber',
    {
      schema: {
        tags,
        summary: 'One of the customer\u2019s orders by its number (the confirmation page)',
        params: z.object({ orderNumber: z.string().max(40) }),
        response: { 200: orderResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      order: await orders.byNumberForCustomer(currentUser(request).id, request.params.orderNumber),
    }),
  );

  r.get(
    '/customer/orders/:id',
    {
      schema: { tags, params: idParam('order id'), response: { 200: orderResponse, ...errors } },
    },
    async (request) => ({
      success: true as const,
      order: await orders.forCustomer(currentUser(request).id, request.params.id),
    }),
  );

  r.post(
    '/customer/orders/:id/ratings',
    {
      schema: {
        tags,
        summary: 'Rate one item of a delivered order, 1 to 5 stars, once',
        params: idParam('order id'),
        body: rateOrderItemSchema,
        response: { 200: rateOrderItemResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: requireWriteAccess,
    },
    async (request) =>
      orders.rate(
        currentUser(request).id,
        request.params.id,
        request.body.itemId,
        request.body.rating,
      ),
  );

  r.get(
    '/customer/orders/:id/invoice',
    {
      schema: {
        tags,
        summary: 'The order\u2019s invoice as a PDF',
        params: idParam('order id'),
        response: { 200: z.unknown(), ...errors },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await documents.invoiceForCustomer(
        currentUser(request).id,
        request.params.id,
      );
      return reply.sendAttachment('application/pdf', fileName, pdf);
    },
  );

  r.get(
    '/customer/invoices.zip',
    {
      schema: {
        tags,
        summary: 'Every invoice of the account in one ZIP file',
        response: { 200: z.unknown(), ...errors },
      },
    },
    async (request, reply) => {
      const { fileName, stream } = await documents.invoicesZip(currentUser(request).id);
      return reply.sendAttachment('application/zip', fileName, stream);
    },
  );

  r.get(
    '/customer/statement',
    {
      schema: {
        tags,
        summary: 'An account statement (PDF) of the orders and payments of a period',
        querystring: statementQuery,
        response: { 200: z.unknown(), ...errors },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await documents.statement(currentUser(request).id, request.query);
      return reply.sendAttachment('application/pdf', fileName, pdf);
    },
  );

  r.get(
    '/customer/export',
    {
      schema: {
        tags,
        summary: 'Everything the shop holds about the account, as a JSON file',
        response: { 200: z.unknown(), ...errors },
      },
    },
    async (request, reply) => {
      const { fileName, data } = await documents.accountExport(currentUser(request).id);
      return reply.sendAttachment(
        'application/json; charset=utf-8',
        fileName,
        JSON.stringify(data, null, 2),
      );
    },
  );
}
