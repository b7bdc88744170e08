import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponses,
  orderTrackingParams,
  orderTrackingQuery,
  orderTrackingResponse,
} from '@shop/contract';
import type { OrdersService } from './orders.service.ts';

/**
 * GET /api/track/{orderNumber}?key=...: the page the bill of lading's QR opens, for whoever
 * holds the sheet (a carrier, the consignee): no sign-in, the link's signature instead.
 */
export async function orderTrackingRoutes(
  app: FastifyInstance,
  { orders }: { orders: OrdersService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/track/:orderNumber',
    {
      schema: {
        tags: ['orders'],
        summary: 'The status and tracking number of an order, by its signed tracking link',
        params: orderTrackingParams,
        querystring: orderTrackingQuery,
        response: { 200: orderTrackingResponse, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      // A status changes; a shared or cached copy would show an old one.
      reply.header('Cache-Control', 'no-store');
      const tracking = await orders.publicTracking(request.params.orderNumber, request.query.key);
      return { success: true as const, tracking };
    },
  );
}
