import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponses,
  idParam,
  labourPriceInputSchema,
  labourPriceResponse,
  labourPricesResponse,
  labourPriceUpdateSchema,
  QUOTE_ADMIN_MESSAGES,
  successMessageSchema,
} from '@shop/contract';
import { currentUser, requirePermission } from '../../plugins/auth-guards.ts';
import { privateRoutes } from '../../plugins/private-routes.ts';
import type { LabourPricesService } from './labour-prices.ts';

/** The labour price list (issue 21): staff who manage orders (they build the quotes). */
export async function labourPriceRoutes(
  app: FastifyInstance,
  { labourPrices }: { labourPrices: LabourPricesService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  privateRoutes(r, requirePermission('canManageOrders'));
  const tags = ['admin quotes'];
  const errors = errorResponses(400, 401, 403, 404, 409);
  const params = idParam();

  r.get(
    '/admin/labour-prices',
    {
      schema: {
        tags,
        summary: 'The labour price list, inactive lines included',
        response: { 200: labourPricesResponse, ...errors },
      },
    },
    async () => ({ success: true as const, labourPrices: await labourPrices.list() }),
  );
  r.post(
    '/admin/labour-prices',
    {
      schema: {
        tags,
        summary: 'Add a labour line',
        body: labourPriceInputSchema,
        response: { 201: labourPriceResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        labourPrice: await labourPrices.create(request.body, currentUser(request).id),
      }),
  );
  r.put(
    '/admin/labour-prices/:id',
    {
      schema: {
        tags,
        summary:
          'Change a labour line: name, unit, price, position; { active: false } deactivates it',
        params,
        body: labourPriceUpdateSchema,
        response: { 200: labourPriceResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      labourPrice: await labourPrices.update(
        request.params.id,
        request.body,
        currentUser(request).id,
      ),
    }),
  );
  r.delete(
    '/admin/labour-prices/:id',
    {
      schema: {
        tags,
        summary: 'Delete a labour line no quote, order or product uses (409: deactivate it)',
        params,
        response: { 200: successMessageSchema, ...errors },
      },
    },
    async (request) => {
      await labourPrices.remove(request.params.id);
      return { success: true as const, message: QUOTE_ADMIN_MESSAGES.labourDeleted };
    },
  );
}
