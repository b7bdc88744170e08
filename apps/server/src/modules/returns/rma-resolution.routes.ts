import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponses,
  idParam,
  rmaRefundPreviewResponse,
  rmaResolveResponse,
  rmaResolveSchema,
} from '@shop/contract';
import { currentUser, requirePermission } from '../../plugins/auth-guards.ts';
import { privateRoutes } from '../../plugins/private-routes.ts';
import type { RmaResolutionService } from './rma-resolution.service.ts';

/**
 * Resolving an RMA, the staff side (issue 22 item 3): admins, and managers allowed to manage
 * orders (a resolution moves an order's money or makes an order). The guard runs on request,
 * before a body is read.
 */
export async function rmaResolutionRoutes(
  app: FastifyInstance,
  { resolution }: { resolution: RmaResolutionService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  privateRoutes(r, requirePermission('canManageOrders'));
  const tags = ['admin rmas'];
  const params = idParam();

  r.get(
    '/admin/rmas/:id/refund-preview',
    {
      schema: {
        tags,
        summary:
          "What refunding the RMA's unit line gives back: the amount with its tax share, and what is left to refund on the order",
        params,
        response: { 200: rmaRefundPreviewResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      preview: await resolution.refundPreview(request.params.id),
    }),
  );

  r.post(
    '/admin/rmas/:id/resolve',
    {
      schema: {
        tags,
        summary:
          'Resolve an inspected RMA: refund the unit line, send a replacement, or repair and send the same unit back',
        params,
        body: rmaResolveSchema,
        response: { 200: rmaResolveResponse, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const name = `${user.firstName} ${user.lastName}`.trim() || null;
      return {
        success: true as const,
        ...(await resolution.resolve({ id: user.id, name }, request.params.id, request.body)),
      };
    },
  );
}
