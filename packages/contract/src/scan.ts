import { z } from 'zod';
import { orderStatusSchema } from './orders.ts';
import { productUnitSchema } from './product-units.ts';
import { UNIT_STATUSES } from './warehouse-rules.ts';
import { locationSchema } from './warehouse.ts';

/**
 * Scanning (ADR 0036): one value a keyboard-wedge scanner or the camera read, resolved
 * to what the shop printed it for. Every QR the shop prints is understood: a unit's identifier
 * (units screen), a bin label "zone,aisle,rack,shelf" (docs/modules/warehouse.md#calls), the
 * order QR (order number or id), the order item QR (JSON with orderId) and the bill of
 * lading's QR (the public tracking link, /track/{order number}).
 */
export const SCAN_CODE_MAX = 1000;

export const SCAN_MESSAGES = {
  empty: 'Scan or type a code',
  tooLong: `A code is at most ${SCAN_CODE_MAX} characters`,
  noMatch: 'No unit, bin or order matches this code',
  noUnit: 'No unit matches this code',
  notOnOrder: (orderNumber: string) => `This unit is not on order ${orderNumber}`,
  notWaiting: (status: string) =>
    `This unit is ${status}: only units assigned to the order and still in the warehouse can be picked`,
  failed: 'The code could not be looked up. Try again.',
} as const;

/** What a scanned text says it is, before the database is asked. */
export type ScanCode =
  | { type: 'order-id'; id: number }
  | { type: 'order-number'; orderNumber: string }
  | { type: 'bin'; zoneCode: string; aisle: string; rack: string; shelf: string }
  /** A unit identifier, an order number or an order id: the database decides. */
  | { type: 'text'; text: string };

const positiveInt = (v: unknown) =>
  typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= 2_147_483_647
    ? v
    : typeof v === 'string' && /^[1-9]\d{0,9}$/.test(v) && Number(v) <= 2_147_483_647
      ? Number(v)
      : null;

/**
 * Reads a scanned text: the item QR's JSON gives its order id, a tracking link its order
 * number, four comma-separated parts a bin label; anything else is looked up as it is.
 */
export function readScanCode(raw: string): ScanCode {
  const text = raw.trim();
  if (text.startsWith('{')) {
    try {
      const value: unknown = JSON.parse(text);
      const id =
        value && typeof value === 'object'
          ? positiveInt((value as { orderId?: unknown }).orderId)
          : null;
      if (id !== null) return { type: 'order-id', id };
    } catch {
      // Not JSON after all: looked up as text.
    }
  }
  // The bill of lading's link: https://host/track/{order number}?key=...
  const link = /^https?:\/\/[^/?#\s]+\/track\/([^/?#\s]+)\/?(?:[?#]\S*)?$/i.exec(text);
  if (link) {
    try {
      return { type: 'order-number', orderNumber: decodeURIComponent(link[1]!) };
    } catch {
      // A broken escape: looked up as text.
    }
  }
  const parts = text.split(',');
  if (parts.length === 4 && parts[0]!.trim() !== '') {
    const [zoneCode, aisle, rack, shelf] = parts.map((p) => p.trim()) as [
      string,
      string,
      string,
      string,
    ];
    return { type: 'bin', zoneCode: zoneCode.toUpperCase(), aisle, rack, shelf };
  }
  return { type: 'text', text };
}

export const scanQuery = z.object({
  code: z
    .string({ error: SCAN_MESSAGES.empty })
    .trim()
    .min(1, { error: SCAN_MESSAGES.empty })
    .max(SCAN_CODE_MAX, { error: SCAN_MESSAGES.tooLong }),
});

/** One of an order's units as the picker sees it: where it is, and whether it was picked. */
export const pickUnitSchema = z.object({
  id: z.number().int(),
  unit_identifier: z.string(),
  product_id: z.number().int(),
  status: z.enum(UNIT_STATUSES),
  warehouse_location_id: z.number().int().nullable(),
  location_code: z.string().nullable(),
  zone_code: z.string().nullable(),
  aisle: z.string(),
  rack: z.string(),
  shelf: z.string(),
  picked_at: z.string().nullable(),
  picked_by_name: z.string().nullable(),
});
export type PickUnit = z.infer<typeof pickUnitSchema>;

/** An order as the scan page picks it: per product, what it bought and the units it holds. */
export const orderPickSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  status: orderStatusSchema,
  customer_name: z.string(),
  pick_list_url: z.string(),
  lines: z.array(
    z.object({
      product_id: z.number().int(),
      product_name: z.string(),
      sku: z.string(),
      quantity: z.number().int(),
      units: z.array(pickUnitSchema),
    }),
  ),
  /** Units the order bought, holds, and of those, picked. */
  needed: z.number().int(),
  held: z.number().int(),
  picked: z.number().int(),
});
export type OrderPick = z.infer<typeof orderPickSchema>;

export const scanResultSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('unit'), unit: productUnitSchema }),
  z.object({ kind: z.literal('location'), location: locationSchema }),
  z.object({ kind: z.literal('order'), order: orderPickSchema }),
]);
export type ScanResult = z.infer<typeof scanResultSchema>;
export const scanResponse = z.object({ success: z.literal(true), result: scanResultSchema });

/** POST /api/admin/scan/pick: a unit scanned while picking an order. */
export const pickScanSchema = z.object({
  order_id: z.coerce.number().int().positive(),
  code: scanQuery.shape.code,
});
export const pickResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** False when the unit had been picked before (a second scan changes nothing). */
  newly_picked: z.boolean(),
  unit_identifier: z.string(),
  order: orderPickSchema,
});
export type PickScanResult = z.infer<typeof pickResponse>;
