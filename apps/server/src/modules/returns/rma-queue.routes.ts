import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminRmaResponse,
  adminRmasQuery,
  adminRmasResponse,
  adminRmaStatsResponse,
  adminRmaStepResponse,
  errorResponses,
  idParam,
  rmaApproveSchema,
  rmaInspectSchema,
  rmaLookupQuery,
  rmaLookupResponse,
  rmaReceiveSchema,
  rmaRejectSchema,
} from '@shop/contract';
import { currentUser, requirePermission } from '../../plugins/auth-guards.ts';
import { privateRoutes } from '../../plugins/private-routes.ts';
import type { RmaQueueService, StaffActor } from './rma-queue.service.ts';

const actorOf = (request: FastifyRequest): StaffActor => {
  const user = currentUser(request);
  return {
    userId: user.id,
    userName: `${user.firstName} ${user.lastName}`.trim() || user.email,
  };
};

/**
 * The staff's RMA queue up to inspection (issue 22 item 3): admins, and managers allowed to
 * manage orders. The guard runs on request, before a body is read.
 */
export async function adminRmaQueueRoutes(
  app: FastifyInstance,
  { rmaQueue }: { rmaQueue: RmaQueueService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  privateRoutes(r, requirePermission('canManageOrders'));
  const tags = ['admin rmas'];
  const readErrors = errorResponses(400, 401, 403, 404);
  const writeErrors = errorResponses(400, 401, 403, 404, 409);
  const params = idParam();

  r.get(
    '/admin/rmas',
    {
      schema: {
        tags,
        summary: 'RMAs: filtered by status (or open), kind, dates and search; sorted and paged',
        querystring: adminRmasQuery,
        response: { 200: adminRmasResponse, ...readErrors },
      },
    },
    async (request) => ({ success: true as const, ...(await rmaQueue.list(request.query)) }),
  );

  r.get(
    '/admin/rmas/stats',
    {
      schema: {
        tags,
        summary: 'How many RMAs of each status, and how many are open',
        response: { 200: adminRmaStatsResponse, ...readErrors },
      },
    },
    async () => ({ success: true as const, ...(await rmaQueue.stats()) }),
  );

  r.get(
    '/admin/rmas/lookup',
    {
      schema: {
        tags,
        summary: 'The open RMA a scanned code belongs to: an RMA number or a unit identifier',
        querystring: rmaLookupQuery,
        response: { 200: rmaLookupResponse, ...readErrors },
      },
    },
    async (request) => ({ success: true as const, rma: await rmaQueue.lookup(request.query.code) }),
  );

  r.get(
    '/admin/rmas/:id',
    {
      schema: {
        tags,
        summary: "An RMA with its steps, photos, customer, order and the unit's whole history",
        params,
        response: { 200: adminRmaResponse, ...readErrors },
      },
    },
    async (request) => ({ success: true as const, rma: await rmaQueue.get(request.params.id) }),
  );

  r.post(
    '/admin/rmas/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approve a requested RMA: the customer is e-mailed how to send the unit back',
        params,
        body: rmaApproveSchema,
        response: { 200: adminRmaStepResponse, ...writeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await rmaQueue.approve(request.params.id, request.body.note, actorOf(request))),
    }),
  );

  r.post(
    '/admin/rmas/:id/reject',
    {
      schema: {
        tags,
        summary:
          'Reject a requested RMA, or close an approved one whose unit never came back, with a reason e-mailed to the customer',
        params,
        body: rmaRejectSchema,
        response: { 200: adminRmaStepResponse, ...writeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await rmaQueue.reject(request.params.id, request.body.reason, actorOf(request))),
    }),
  );

  r.post(
    '/admin/rmas/:id/receive',
    {
      schema: {
        tags,
        summary:
          "Receive an approved RMA's unit by scanning its return label or the unit's label: the unit is returned into the returns zone",
        params,
        body: rmaReceiveSchema,
        response: { 200: adminRmaStepResponse, ...writeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await rmaQueue.receive(request.params.id, request.body.code, actorOf(request))),
    }),
  );

  r.post(
    '/admin/rmas/:id/inspect',
    {
      schema: {
        tags,
        summary:
          'Inspect a received unit: back to stock as refurbished, or damaged, with the notes',
        params,
        body: rmaInspectSchema,
        response: { 200: adminRmaStepResponse, ...writeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await rmaQueue.inspect(request.params.id, request.body, actorOf(request))),
    }),
  );
}
