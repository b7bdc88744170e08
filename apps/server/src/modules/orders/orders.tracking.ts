import type { OrderStatus, OrderTracking } from '@shop/contract';
import { signatureMatches, tokenDigest } from '../../lib/crypto.ts';
import { notFound } from './orders.mappers.ts';
import type { OrdersRepository } from './orders.repository.ts';

/** 128 bits of the signature: unguessable, and short enough for a small QR code. */
const KEY_LENGTH = 22;

/**
 * The public tracking page of an order (the bill of lading's QR): a link signed with the
 * server's secret, so it needs no stored token and no sign-in, and a changed order number or
 * key is refused before the database is asked. What it tells is not personal: the status and
 * the tracking number.
 */
export function createOrderTracking({
  repository,
  publicUrl,
  secret,
}: {
  repository: OrdersRepository;
  publicUrl: string;
  secret: string;
}) {
  const keyOf = (orderNumber: string) =>
    tokenDigest(`order-tracking:${orderNumber}`, secret).slice(0, KEY_LENGTH);

  const signedBy = (orderNumber: string, key: string | undefined) =>
    signatureMatches(key, keyOf(orderNumber));

  return {
    /** The order's tracking page, as the bill of lading (PDF and screen) encodes it. */
    trackingUrl: (orderNumber: string) =>
      `${publicUrl}/track/${encodeURIComponent(orderNumber)}?key=${keyOf(orderNumber)}`,

    async publicTracking(orderNumber: string, key: string | undefined): Promise<OrderTracking> {
      if (!signedBy(orderNumber, key)) throw notFound();
      const row = await repository.trackingOf(orderNumber);
      if (!row) throw notFound();
      return {
        order_number: row.orderNumber,
        status: row.status as OrderStatus,
        tracking_number: row.trackingNumber,
      };
    },
  };
}
