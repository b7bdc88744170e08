import { defineEndpoint } from '../endpoint.ts';
import { qrImageQuery } from '../qr-image.ts';

/**
 * A QR code as PNG, for the staff screens' <img> tags (order items, units, bins). Staff only:
 * anyone else could use the shop as a free QR generator.
 */
export const getQrImage = defineEndpoint({
  method: 'GET',
  path: '/qr/image',
  access: { role: ['admin', 'manager'] },
  tags: ['documents'],
  summary: 'A QR code of the value, as a PNG image',
  query: qrImageQuery,
  reply: { file: 'image/png' },
});
