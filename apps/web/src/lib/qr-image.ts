/** The staff-only QR image of a value (GET /api/qr/image). */
export const qrImageUrl = (value: string, size: number) =>
  `/api/qr/image?value=${encodeURIComponent(value)}&size=${size}`;
