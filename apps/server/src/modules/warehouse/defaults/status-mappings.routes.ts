import type { FastifyInstance } from 'fastify';
import {
  createStatusMapping,
  deleteStatusMapping,
  getStatusMapping,
  listStatusMappings,
  updateStatusMapping,
} from '@shop/contract/warehouse/endpoints';
import { serve } from '../../../plugins/endpoints.ts';
import type { StatusMappingsService } from './status-mappings.service.ts';

/** The zone status mappings (docs/modules/warehouse.md). Admins only, like the warehouse. */
export async function statusMappingRoutes(
  app: FastifyInstance,
  { statusMappings }: { statusMappings: StatusMappingsService },
) {
  // Zone status mappings: an order status whose units move to a zone
  // (docs/modules/warehouse.md#status-mappings).
  serve(app, listStatusMappings, async () => ({
    success: true as const,
    mappings: await statusMappings.mappings(),
  }));

  serve(app, getStatusMapping, async (request) => ({
    success: true as const,
    mapping: await statusMappings.mapping(request.params.orderStatus),
  }));

  serve(app, createStatusMapping, async (request) => ({
    success: true as const,
    mapping: await statusMappings.createMapping(request.body),
  }));

  serve(app, updateStatusMapping, async (request) => ({
    success: true as const,
    mapping: await statusMappings.updateMapping(request.params.orderStatus, request.body),
  }));

  serve(app, deleteStatusMapping, async (request) =>
    statusMappings.deleteMapping(request.params.orderStatus),
  );
}
