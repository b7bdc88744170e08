import type { FastifyInstance } from 'fastify';
import { pickScannedUnit, scanCode } from '@shop/contract/warehouse/endpoints';
import { currentUser } from '../../../plugins/auth-guards.ts';
import { serve } from '../../../plugins/endpoints.ts';
import type { ScanService } from './scan.service.ts';

/** Scanning: admins only, as the warehouse screens it serves (docs/modules/warehouse.md). */
export async function scanRoutes(app: FastifyInstance, { scan }: { scan: ScanService }) {
  serve(app, scanCode, async (request) => ({
    success: true as const,
    result: await scan.scan(request.query.code),
  }));

  serve(app, pickScannedUnit, async (request) =>
    scan.pick(currentUser(request).id, request.body.order_id, request.body.code),
  );
}
