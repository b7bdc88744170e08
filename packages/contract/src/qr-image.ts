import { z } from 'zod';

/** Longer values make a QR code too dense to scan from a printed label. */
export const QR_MAX_VALUE_LENGTH = 512;
export const QR_SIZES = { min: 64, max: 600, default: 300 } as const;

const sizeMessage = `size must be a whole number from ${QR_SIZES.min} to ${QR_SIZES.max}`;

/** GET /api/qr/image?value=...&size=...: the value to encode and the image's width in pixels. */
export const qrImageQuery = z.object({
  value: z
    .string({ error: 'value is required' })
    .min(1, { error: 'value is required' })
    .max(QR_MAX_VALUE_LENGTH, {
      error: `value must be at most ${QR_MAX_VALUE_LENGTH} characters`,
    }),
  size: z.coerce
    .number({ error: sizeMessage })
    .int({ error: sizeMessage })
    .min(QR_SIZES.min, { error: sizeMessage })
    .max(QR_SIZES.max, { error: sizeMessage })
    .default(QR_SIZES.default),
});
