import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@shop/contract';
import { requireRole } from '../../plugins/auth-guards.ts';
import { QR_MAX_VALUE_LENGTH, QR_SIZES, type QrImages } from './qr-image.ts';

const qrQuery = z.object({
  value: z
    .string({ error: 'value is required' })
    .min(1, { error: 'value is required' })
    .max(QR_MAX_VALUE_LENGTH, {
      error: `value must be at most ${QR_MAX_VALUE_LENGTH} characters`,
    }),
  size: z.coerce
    .number({ error: `size must be a whole number from ${QR_SIZES.min} to ${QR_SIZES.max}` })
    .int({ error: `size must be a whole number from ${QR_SIZES.min} to ${QR_SIZES.max}` })
    .min(QR_SIZES.min, {
      error: `size must be a whole number from ${QR_SIZES.min} to ${QR_SIZES.max}`,
    })
    .max(QR_SIZES.max, {
      error: `size must be a whole number from ${QR_SIZES.min} to ${QR_SIZES.max}`,
    })
    .default(QR_SIZES.default),
});

/**
 * GET /api/qr/image?value=...: a QR code as PNG, for the staff screens' <img> tags (order
 * items, units, bins). Staff only: anyone else could use the shop as a free QR generator.
 */
export async function documentRoutes(app: FastifyInstance, { qr }: { qr: QrImages }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/qr/image',
    {
      onRequest: requireRole('admin', 'manager'),
      schema: {
        tags: ['documents'],
        summary: 'A QR code of the value, as a PNG image',
        querystring: qrQuery,
        response: { 200: z.any(), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const png = await qr.png(request.query.value, request.query.size);
      return reply
        .header('Content-Type', 'image/png')
        .header('Cache-Control', 'private, max-age=86400, immutable')
        .send(png);
    },
  );
}
