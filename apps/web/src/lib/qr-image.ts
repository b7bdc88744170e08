import { getQrImage } from '@shop/contract/documents/routes';
import { routeUrl } from './api-client';

/** The staff-only QR image of a value, for an <img> tag. */
export const qrImageUrl = (value: string, size: number) =>
  routeUrl(getQrImage, { query: { value, size } });
