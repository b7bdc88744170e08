import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  approveRma,
  getRma,
  getRmaStats,
  inspectRma,
  listRmas,
  lookupRma,
  receiveRma,
  rejectRma,
} from '@shop/contract/returns/endpoints';
import { currentUser } from '../../plugins/auth-guards.ts';
import { serve } from '../../plugins/endpoints.ts';
import type { RmaQueueService, StaffActor } from './rma-queue.service.ts';

const actorOf = (request: FastifyRequest): StaffActor => {
  const user = currentUser(request);
  return {
    userId: user.id,
    userName: `${user.firstName} ${user.lastName}`.trim() || user.email,
  };
};

/**
 * The staff's RMA queue up to inspection: admins, and managers allowed to manage orders (their
 * access is declared with the endpoints).
 */
export async function adminRmaQueueRoutes(
  app: FastifyInstance,
  { rmaQueue }: { rmaQueue: RmaQueueService },
) {
  serve(app, listRmas, async (request) => ({
    success: true as const,
    ...(await rmaQueue.list(request.query)),
  }));

  serve(app, getRmaStats, async () => ({ success: true as const, ...(await rmaQueue.stats()) }));

  serve(app, lookupRma, async (request) => ({
    success: true as const,
    rma: await rmaQueue.lookup(request.query.code),
  }));

  serve(app, getRma, async (request) => ({
    success: true as const,
    rma: await rmaQueue.get(request.params.id),
  }));

  serve(app, approveRma, async (request) => ({
    success: true as const,
    ...(await rmaQueue.approve(request.params.id, request.body.note, actorOf(request))),
  }));

  serve(app, rejectRma, async (request) => ({
    success: true as const,
    ...(await rmaQueue.reject(request.params.id, request.body.reason, actorOf(request))),
  }));

  serve(app, receiveRma, async (request) => ({
    success: true as const,
    ...(await rmaQueue.receive(request.params.id, request.body.code, actorOf(request))),
  }));

  serve(app, inspectRma, async (request) => ({
    success: true as const,
    ...(await rmaQueue.inspect(request.params.id, request.body, actorOf(request))),
  }));
}
