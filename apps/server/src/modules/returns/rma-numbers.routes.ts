import type { FastifyInstance } from 'fastify';
import {
  getRmaNumbers,
  getRmaSettings,
  listFlaggedProducts,
  saveRmaSettings,
} from '@shop/contract/returns/endpoints';
import { currentUser } from '../../plugins/auth-guards.ts';
import { plainJsonSerializer } from '../../lib/fast-response.ts';
import { serve } from '../../plugins/endpoints.ts';
import type { RmaNumbersService } from './rma-numbers.service.ts';

/** The returns settings (return window, return-rate flag): admins only, like the shop's settings. */
export async function rmaSettingsRoutes(
  app: FastifyInstance,
  { rmaNumbers }: { rmaNumbers: RmaNumbersService },
) {
  serve(app, getRmaSettings, async () => ({
    success: true as const,
    settings: await rmaNumbers.settings(),
  }));

  serve(app, saveRmaSettings, async (request) => ({
    success: true as const,
    settings: await rmaNumbers.saveSettings(currentUser(request).id, request.body),
  }));
}

/** The returns' numbers: staff who work the RMA queue (canManageOrders). */
export async function rmaNumbersRoutes(
  app: FastifyInstance,
  { rmaNumbers }: { rmaNumbers: RmaNumbersService },
) {
  // Every product with a counted RMA, thousands in a big shop: the service's typed answer is
  // sent as it is (lib/fast-response.ts), not checked against its schema again (a third of
  // the call at 50,000 RMAs, npm run bench -- --returns).
  serve(app, getRmaNumbers, async () => rmaNumbers.numbers(), {
    serializerCompiler: plainJsonSerializer,
  });
}

/**
 * The admin product list's "High returns" badge, for those who may open the product list
 * (canManageProducts): the catalogue does not depend on returns (ADR 0050).
 */
export async function flaggedProductRoutes(
  app: FastifyInstance,
  { rmaNumbers }: { rmaNumbers: RmaNumbersService },
) {
  serve(app, listFlaggedProducts, async (request) => ({
    success: true as const,
    flagged: await rmaNumbers.flagged(request.query.ids),
  }));
}
