import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponses,
  pickResponse,
  pickScanSchema,
  scanQuery,
  scanResponse,
} from '@shop/contract';
import { currentUser, requireRole } from '../../plugins/auth-guards.ts';
import { privateRoutes } from '../../plugins/private-routes.ts';
import type { ScanService } from './scan.service.ts';

/**
 * Scanning (issue 20 item 6): admins only, as the warehouse screens it serves
 * (warehouse-and-leads.md section 6).
 */
export async function scanRoutes(app: FastifyInstance, { scan }: { scan: ScanService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  privateRoutes(r, requireRole('admin'));
  const tags = ['scanning'];

  r.get(
    '/admin/scan',
    {
      schema: {
        tags,
        summary:
          'What a scanned code is: a unit (its identifier), a bin (its label) or an order (its number or id, an item QR, the tracking link)',
        querystring: scanQuery,
        response: { 200: scanResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ success: true as const, result: await scan.scan(request.query.code) }),
  );

  r.post(
    '/admin/scan/pick',
    {
      schema: {
        tags,
        summary: 'Mark a scanned unit of an order picked (a second scan changes nothing)',
        body: pickScanSchema,
        response: { 200: pickResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => scan.pick(currentUser(request).id, request.body.order_id, request.body.code),
  );
}
