import type { FastifyInstance } from 'fastify';
import { QUOTE_ADMIN_MESSAGES } from '@shop/contract';
import {
  addLabourPrice,
  deleteLabourPrice,
  listLabourPrices,
  updateLabourPrice,
} from '@shop/contract/installations/endpoints';
import { currentUser } from '../../plugins/auth-guards.ts';
import { serve } from '../../plugins/endpoints.ts';
import type { LabourPricesService } from './labour-prices.ts';

/** The labour price list: staff who manage orders (they build the quotes). */
export async function labourPriceRoutes(
  app: FastifyInstance,
  { labourPrices }: { labourPrices: LabourPricesService },
) {
  serve(app, listLabourPrices, async () => ({
    success: true as const,
    labourPrices: await labourPrices.list(),
  }));

  serve(app, addLabourPrice, async (request) => ({
    success: true as const,
    labourPrice: await labourPrices.create(request.body, currentUser(request).id),
  }));

  serve(app, updateLabourPrice, async (request) => ({
    success: true as const,
    labourPrice: await labourPrices.update(
      request.params.id,
      request.body,
      currentUser(request).id,
    ),
  }));

  serve(app, deleteLabourPrice, async (request) => {
    await labourPrices.remove(request.params.id);
    return { success: true as const, message: QUOTE_ADMIN_MESSAGES.labourDeleted };
  });
}
