/**
 * The customer's returns and warranty claims (ADR 0047): the request form's
 * fields (sent as multipart with up to RMA_MAX_PHOTOS photos), the customer's list of RMAs
 * and one RMA as its page shows it.
 */
import { z } from 'zod';
import { money } from './money-schema.ts';
import { pageQuery, paginationSchema } from './catalogue.ts';
import {
  RMA_INSPECTION_RESULTS,
  RMA_KINDS,
  RMA_MAX_PHOTOS,
  RMA_OUTCOMES,
  RMA_REASONS,
  RMA_RESOLUTIONS,
  RMA_STATUSES,
} from './returns-rules.ts';

export const RMA_DESCRIPTION_MIN = 10;
export const RMA_DESCRIPTION_MAX = 2000;
export const RMA_SERIAL_MAX = 100;

export const RMA_REQUEST_MESSAGES = {
  device: 'Choose the device this request is about',
  kind: 'Choose a return or a warranty claim',
  reason: 'Choose a reason from the list',
  outcome: 'Choose what you would like: repair, replace or refund',
  returnIsRefund:
    'A return is refunded: for a repair or a replacement, choose a warranty claim instead.',
  descriptionShort: `Describe the problem in at least ${RMA_DESCRIPTION_MIN} characters`,
  descriptionLong: `The description can be at most ${RMA_DESCRIPTION_MAX} characters`,
  tooManyPhotos: `Attach at most ${RMA_MAX_PHOTOS} photos`,
  openRequest: 'This device already has an open request',
  returnWindowClosed: (day: string) =>
    `The return window for this device closed on ${day}: you can file a warranty claim instead`,
  refundWindowClosed: (day: string) =>
    `A refund can be asked for only within the return window, which closed on ${day}`,
  warrantyEnded: (day: string) => `This device's warranty ended on ${day}`,
  noWarranty: 'This device was sold without a warranty',
  sentFree:
    'This device was sent at no charge (a replacement or a repair), so it cannot be returned for a refund: you can file a warranty claim instead',
  notFound: 'Request not found',
  photoNotFound: 'Photo not found',
  labelClosed: 'This request was rejected or withdrawn: its return label is no longer valid',
  notMultipart: 'Send the request as a form (multipart/form-data)',
  loadFailed: 'Your returns could not be loaded.',
  empty: 'No returns or warranty claims yet. Start one from My devices.',
} as const;

const wholeId = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(2_147_483_647, { error: message });

/**
 * The request's fields (the form's, and the server's reading of the multipart text fields).
 * The device is named by its unit id (from My devices) or by its serial; the window and the
 * warranty are the server's to check.
 */
export const rmaRequestSchema = z
  .object({
    unitId: wholeId(RMA_REQUEST_MESSAGES.device).optional(),
    serial: z
      .string()
      .trim()
      .max(RMA_SERIAL_MAX, { error: RMA_REQUEST_MESSAGES.device })
      .optional()
      .transform((v) => v || undefined),
    kind: z.enum(RMA_KINDS, { error: RMA_REQUEST_MESSAGES.kind }),
    reason: z.enum(RMA_REASONS, { error: RMA_REQUEST_MESSAGES.reason }),
    description: z
      .string({ error: RMA_REQUEST_MESSAGES.descriptionShort })
      .trim()
      .min(RMA_DESCRIPTION_MIN, { error: RMA_REQUEST_MESSAGES.descriptionShort })
      .max(RMA_DESCRIPTION_MAX, { error: RMA_REQUEST_MESSAGES.descriptionLong }),
    preferredOutcome: z.enum(RMA_OUTCOMES, { error: RMA_REQUEST_MESSAGES.outcome }),
  })
  .refine((v) => v.unitId !== undefined || v.serial !== undefined, {
    error: RMA_REQUEST_MESSAGES.device,
    path: ['unitId'],
  })
  // A return is the refund; a repair or a replacement is what a warranty claim asks for.
  .refine((v) => v.kind !== 'return' || v.preferredOutcome === 'refund', {
    error: RMA_REQUEST_MESSAGES.returnIsRefund,
    path: ['preferredOutcome'],
  });
export type RmaRequestInput = z.input<typeof rmaRequestSchema>;
export type RmaRequest = z.output<typeof rmaRequestSchema>;

export const CUSTOMER_RMAS_PAGE_SIZE = 20;
export const customerRmasQuery = pageQuery.extend({
  limit: pageQuery.shape.limit.default(CUSTOMER_RMAS_PAGE_SIZE),
});
export type CustomerRmasQuery = z.infer<typeof customerRmasQuery>;

export const rmaPhotoParams = z.object({
  id: wholeId('id must be a whole number'),
  position: z.coerce
    .number({ error: `position must be 1 to ${RMA_MAX_PHOTOS}` })
    .int({ error: `position must be 1 to ${RMA_MAX_PHOTOS}` })
    .min(1, { error: `position must be 1 to ${RMA_MAX_PHOTOS}` })
    .max(RMA_MAX_PHOTOS, { error: `position must be 1 to ${RMA_MAX_PHOTOS}` }),
});

export const customerRmaSummarySchema = z.object({
  id: z.number().int(),
  rmaNumber: z.string(),
  status: z.enum(RMA_STATUSES),
  kind: z.enum(RMA_KINDS),
  reason: z.enum(RMA_REASONS),
  preferredOutcome: z.enum(RMA_OUTCOMES),
  productName: z.string(),
  serial: z.string(),
  unitId: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CustomerRmaSummary = z.infer<typeof customerRmaSummarySchema>;

export const customerRmasResponse = z.object({
  success: z.literal(true),
  rmas: z.array(customerRmaSummarySchema),
  pagination: paginationSchema,
});

/**
 * One step of the RMA as the customer sees it: who took it ("You", a staff name, the shop);
 * the note only of a step in RMA_CUSTOMER_NOTE_STATUSES (staff's other notes are internal).
 */
export const customerRmaStepSchema = z.object({
  status: z.enum(RMA_STATUSES),
  fromStatus: z.enum(RMA_STATUSES).nullable(),
  at: z.string(),
  by: z.string(),
  note: z.string().nullable(),
});
export type CustomerRmaStep = z.infer<typeof customerRmaStepSchema>;

export const customerRmaPhotoSchema = z.object({
  position: z.number().int(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

export const customerRmaSchema = customerRmaSummarySchema.extend({
  description: z.string(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  deliveredOn: z.string().nullable(),
  warrantyEndsOn: z.string().nullable(),
  decisionNote: z.string().nullable(),
  inspectionResult: z.enum(RMA_INSPECTION_RESULTS).nullable(),
  resolution: z.enum(RMA_RESOLUTIONS).nullable(),
  resolutionNote: z.string().nullable(),
  /** What a refund gave back (tax share included); null until refunded. */
  refund: money.nullable(),
  /** The replacement's or the repaired unit's order, once made. */
  resolutionOrderNumber: z.string().nullable(),
  steps: z.array(customerRmaStepSchema),
  photos: z.array(customerRmaPhotoSchema),
  canWithdraw: z.boolean(),
  /** The return label may be printed: from filing on, not once rejected or withdrawn. */
  labelAvailable: z.boolean(),
});
export type CustomerRma = z.infer<typeof customerRmaSchema>;

export const customerRmaResponse = z.object({
  success: z.literal(true),
  rma: customerRmaSchema,
});
