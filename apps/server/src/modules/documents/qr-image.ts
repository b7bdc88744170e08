import { createTtlCache } from '../../lib/ttl-cache.ts';

import { QR_SIZES } from '@shop/contract/qr-image';

/**
 * PNG QR codes for unit identifiers, order numbers and bin coordinates
 * (docs/modules/documents.md#calls). The same value is asked for on every list
 * render, so the images are kept for an hour (at most 2,000 of them, about 2 kB each).
 */
export function createQrImages() {
  const cache = createTtlCache<Buffer>(60 * 60_000, 2_000);
  return {
    png(value: string, size: number = QR_SIZES.default): Promise<Buffer> {
      return cache.get(`${size}|${value}`, async () => {
        // Loaded at the first label or QR image asked for, not at start.
        const { default: QRCode } = await import('qrcode');
        return QRCode.toBuffer(value, {
          type: 'png',
          width: size,
          margin: 2,
          errorCorrectionLevel: 'M',
        });
      });
    },
  };
}
export type QrImages = ReturnType<typeof createQrImages>;
