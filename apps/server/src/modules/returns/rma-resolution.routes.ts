import type { FastifyInstance } from 'fastify';
import { getRmaRefundPreview, resolveRma } from '@shop/contract/returns/endpoints';
import { currentUser } from '../../plugins/auth-guards.ts';
import { serve } from '../../plugins/endpoints.ts';
import type { RmaResolutionService } from './rma-resolution.service.ts';

/**
 * Resolving an RMA, the staff side: admins, and managers allowed to manage orders (a
 * resolution moves an order's money or makes an order).
 */
export async function rmaResolutionRoutes(
  app: FastifyInstance,
  { resolution }: { resolution: RmaResolutionService },
) {
  serve(app, getRmaRefundPreview, async (request) => ({
    success: true as const,
    preview: await resolution.refundPreview(request.params.id),
  }));

  serve(app, resolveRma, async (request) => {
    const user = currentUser(request);
    const name = `${user.firstName} ${user.lastName}`.trim() || null;
    return {
      success: true as const,
      ...(await resolution.resolve({ id: user.id, name }, request.params.id, request.body)),
    };
  });
}
