import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addressesResponse,
  customerProfileSchema,
  errorResponseSchema,
  errorResponses,
  idParam,
  orderResponse,
  orderSummarySchema,
  pageQuery,
  paginationSchema,
  updateAddressesSchema,
} from '@shop/contract';
import { currentUser, requireUser } from '../../plugins/auth-guards.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { UsersService } from '../users/users.service.ts';

const errors = errorResponses(400, 401, 404);

/** The signed-in customer's own data: every call is scoped to the session's user. */
export async function customerRoutes(
  app: FastifyInstance,
  { users, orders }: { users: UsersService; orders: OrdersService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('preHandler', requireUser);
  r.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  const tags = ['customer'];

  r.get(
    '/customer/profile',
    {
      schema: {
        tags,
        summary: 'The signed-in customer\u2019s own profile',
        response: { 200: customerProfileSchema, 401: errorResponseSchema },
      },
    },
    async (request) => users.profile(currentUser(request).id),
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
        response: { 200: addressesResponse, ...errors },
      },
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
        summary: 'The customer\u2019s own orders, newest first',
        querystring: pageQuery.extend({ limit: pageQuery.shape.limit.default(10) }),
        response: {
          200: z.object({
            success: z.literal(true),
            orders: z.array(orderSummarySchema),
            pagination: paginationSchema,
          }),
          ...errors,
        },
      },
    },
    async (request) =>
      orders.listForCustomer(currentUser(request).id, request.query.page, request.query.limit),
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
      const { fileName, pdf } = await orders.invoiceForCustomer(
        currentUser(request).id,
        request.params.id,
        (id) => users.findById(id),
      );
      reply.type('application/pdf');
      reply.header('Content-Disposition', `attachment; filename="${fileName}"`);
      return reply.send(pdf);
    },
  );
}
