/**
 * My devices (ADR 0047): every unit shipped or installed to the signed-in
 * customer from their orders, with the warranty it was sold with and whether a return or a
 * warranty claim may be filed for it today. The rules themselves are returns-rules.ts'.
 */
import { z } from 'zod';
import { pageQuery, paginationSchema } from './catalogue.ts';
import { DEVICE_WARRANTY_STATES, RMA_STATUSES } from './returns-rules.ts';

export const CUSTOMER_DEVICES_PAGE_SIZE = 20;

export const customerDevicesQuery = pageQuery.extend({
  limit: pageQuery.shape.limit.default(CUSTOMER_DEVICES_PAGE_SIZE),
});
export type CustomerDevicesQuery = z.infer<typeof customerDevicesQuery>;

/** A unit's status as My devices shows it: with the customer, or back with the shop in an RMA. */
export const DEVICE_UNIT_STATUS_LABELS: Record<string, string> = {
  shipped: 'Shipped',
  delivered: 'Delivered',
  installed: 'Installed',
  returned: 'Returned to us',
  available: 'With us',
  damaged: 'With us',
};

export const deviceOpenRmaSchema = z.object({
  id: z.number().int(),
  rmaNumber: z.string(),
  status: z.enum(RMA_STATUSES),
});

export const customerDeviceSchema = z.object({
  unitId: z.number().int(),
  serial: z.string(),
  product: z.object({
    id: z.number().int(),
    name: z.string(),
    /** The product's main picture (its smallest width), or null. */
    imageUrl: z.string().nullable(),
  }),
  orderId: z.number().int(),
  orderNumber: z.string(),
  unitStatus: z.string(),
  /** Shop days (YYYY-MM-DD, America/Los_Angeles). */
  shippedOn: z.string().nullable(),
  /** The day it was delivered or installed; null while only shipped. */
  deliveredOn: z.string().nullable(),
  installed: z.boolean(),
  warrantyMonths: z.number().int(),
  warrantyEndsOn: z.string().nullable(),
  state: z.enum(DEVICE_WARRANTY_STATES),
  returnWindowEndsOn: z.string().nullable(),
  /** A return for refund may be filed today (the window is open, no request is open). */
  canReturn: z.boolean(),
  /** A warranty claim may be filed today (in warranty, no request is open). */
  canClaim: z.boolean(),
  /**
   * A running plan with extended warranty covers the site it was sent to: its warranty runs
   * on with the plan, past warrantyEndsOn.
   */
  coveredBy: z.object({ planName: z.string(), subscriptionNumber: z.string() }).nullable(),
  openRma: deviceOpenRmaSchema.nullable(),
});
export type CustomerDevice = z.infer<typeof customerDeviceSchema>;

export const customerDevicesResponse = z.object({
  success: z.literal(true),
  devices: z.array(customerDeviceSchema),
  pagination: paginationSchema,
});
export type CustomerDevicesResponse = z.infer<typeof customerDevicesResponse>;

export const customerDeviceResponse = z.object({
  success: z.literal(true),
  device: customerDeviceSchema,
});

export const DEVICE_MESSAGES = {
  /** The same words whether the unit does not exist or is someone else's. */
  notFound: 'Device not found',
  empty: 'No devices yet: the cameras and equipment you buy appear here once they ship.',
  loadFailed: 'Your devices could not be loaded.',
} as const;
