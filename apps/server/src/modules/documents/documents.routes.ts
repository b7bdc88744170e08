import type { FastifyInstance } from 'fastify';
import { getQrImage } from '@shop/contract/documents/endpoints';
import { serve } from '../../plugins/endpoints.ts';
import type { QrImages } from './qr-image.ts';

/**
 * GET /api/qr/image?value=...: a QR code as PNG, for the staff screens' <img> tags (order
 * items, units, bins). Staff only: anyone else could use the shop as a free QR generator.
 */
export async function documentRoutes(app: FastifyInstance, { qr }: { qr: QrImages }) {
  serve(app, getQrImage, async (request, reply) => {
    const png = await qr.png(request.query.value, request.query.size);
    // The same value always makes the same image: the browser keeps it (this user only).
    return reply
      .header('Content-Type', 'image/png')
      .header('Cache-Control', 'private, max-age=86400, immutable')
      .send(png);
  });
}
