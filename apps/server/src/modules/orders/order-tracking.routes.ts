import type { FastifyInstance } from 'fastify';
import { getOrderTracking } from '@shop/contract/orders/endpoints';
import { serve } from '../../plugins/endpoints.ts';
import type { OrdersService } from './orders.service.ts';

/**
 * GET /api/track/{orderNumber}?key=...: the page the bill of lading's QR opens, for whoever
 * holds the sheet (a carrier, the consignee): no sign-in, the link's signature instead.
 */
export async function orderTrackingRoutes(
  app: FastifyInstance,
  { orders }: { orders: OrdersService },
) {
  serve(app, getOrderTracking, async (request, reply) => {
    // A status changes; a shared or cached copy would show an old one.
    reply.header('Cache-Control', 'no-store');
    const tracking = await orders.publicTracking(request.params.orderNumber, request.query.key);
    return { success: true as const, tracking };
  });
}
