import { z } from 'zod';
import { money } from './money-schema.ts';
import { pageQuery, paginationSchema } from './catalogue.ts';
import { isoDay } from './installation-booking.ts';
import { orderStatusSchema } from './orders.ts';
import { unitMovementSchema } from './product-units.ts';
import {
  RMA_INSPECTION_RESULTS,
  RMA_KINDS,
  RMA_OUTCOMES,
  RMA_REASONS,
  RMA_RESOLUTIONS,
  RMA_STATUSES,
  type RmaStatus,
} from './returns-rules.ts';
import { scanQuery } from './scan.ts';
import { UNIT_STATUSES, type UnitStatus } from './warehouse-rules.ts';

/**
 * The staff's RMA queue up to inspection (ADR 0048): the list with its
 * filters and stats, an RMA's whole detail, and the steps approve, reject, receive (by
 * scanning the return label or the unit's own label) and inspect. The resolution (refund,
 * replace, repair) reads the same detail (`AdminRmaDetail`).
 */

export const RMA_NOTE_MAX = 2000;

/** The unit statuses a unit can be received back from: it reached the customer. */
export const RMA_RECEIVABLE_UNIT_STATUSES: readonly UnitStatus[] = [
  'shipped',
  'delivered',
  'installed',
];

export const RMA_ADMIN_MESSAGES = {
  notFound: 'RMA not found',
  reasonRequired: 'Give the reason for rejecting (it is e-mailed to the customer)',
  noteTooLong: `At most ${RMA_NOTE_MAX} characters`,
  wrongCode: (rmaNumber: string, unitIdentifier: string) =>
    `This code is not ${rmaNumber} or its unit ${unitIdentifier}`,
  noOpenRma: 'No open RMA matches this code',
  unitNotOut: (identifier: string, status: string) =>
    `Unit ${identifier} is ${status}: only a unit shipped, delivered or installed to the customer can be received back`,
  unitNotReturned: (identifier: string, status: string) =>
    `Unit ${identifier} is ${status}: only a unit received back can be inspected`,
  approved: (rmaNumber: string) => `${rmaNumber} approved: the customer was e-mailed`,
  rejected: (rmaNumber: string) => `${rmaNumber} rejected: the customer was e-mailed`,
  received: (rmaNumber: string, bin: string) => `${rmaNumber} received into ${bin}`,
  inspected: (rmaNumber: string) => `${rmaNumber} inspected`,
} as const;

/** The queue's status filter: one status, or every open one. */
export const RMA_QUEUE_STATUS_FILTERS = ['open', ...RMA_STATUSES] as const;
export type RmaQueueStatusFilter = (typeof RMA_QUEUE_STATUS_FILTERS)[number];

export const RMA_QUEUE_SORTS = ['newest', 'oldest', 'status'] as const;
export type RmaQueueSort = (typeof RMA_QUEUE_SORTS)[number];
export const RMA_QUEUE_SORT_LABELS: Record<RmaQueueSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  status: 'Status',
};

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** GET /api/admin/rmas */
export const adminRmasQuery = z
  .object({
    page: pageQuery.shape.page,
    limit: z.coerce
      .number({ error: 'limit must be a whole number from 1 to 100' })
      .int({ error: 'limit must be a whole number from 1 to 100' })
      .min(1, { error: 'limit must be a whole number from 1 to 100' })
      .max(100, { error: 'limit must be a whole number from 1 to 100' })
      .default(20),
    status: z.preprocess(
      emptyToUndefined,
      z
        .enum(RMA_QUEUE_STATUS_FILTERS, {
          error: `status must be one of ${RMA_QUEUE_STATUS_FILTERS.join(', ')}`,
        })
        .optional(),
    ),
    kind: z.preprocess(
      emptyToUndefined,
      z.enum(RMA_KINDS, { error: `kind must be one of ${RMA_KINDS.join(', ')}` }).optional(),
    ),
    search: z
      .string()
      .trim()
      .max(100, { error: 'search must be at most 100 characters' })
      .optional()
      .transform((v) => v || undefined),
    createdFrom: z.preprocess(emptyToUndefined, isoDay('createdFrom').optional()),
    createdTo: z.preprocess(emptyToUndefined, isoDay('createdTo').optional()),
    sort: z
      .enum(RMA_QUEUE_SORTS, { error: `sort must be one of ${RMA_QUEUE_SORTS.join(', ')}` })
      .default('newest'),
  })
  .refine((q) => !q.createdFrom || !q.createdTo || q.createdFrom <= q.createdTo, {
    error: 'createdTo must be on or after createdFrom',
    path: ['createdTo'],
  });
export type AdminRmasQuery = z.infer<typeof adminRmasQuery>;
export type AdminRmasQueryInput = z.input<typeof adminRmasQuery>;

const rmaStatus = z.enum(RMA_STATUSES);

/** One row of the queue. */
export const adminRmaRowSchema = z.object({
  id: z.number().int(),
  rmaNumber: z.string(),
  status: rmaStatus,
  kind: z.enum(RMA_KINDS),
  customerId: z.number().int(),
  customerName: z.string(),
  customerEmail: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  unitId: z.number().int(),
  unitIdentifier: z.string(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  preferredOutcome: z.enum(RMA_OUTCOMES),
  createdAt: z.string(),
  /** Whole days since it was filed; a closed RMA stops counting the day it closed. */
  daysOpen: z.number().int(),
});
export type AdminRmaRow = z.infer<typeof adminRmaRowSchema>;

export const adminRmasResponse = z.object({
  success: z.literal(true),
  rmas: z.array(adminRmaRowSchema),
  pagination: paginationSchema,
});
export type AdminRmasResponse = z.infer<typeof adminRmasResponse>;

/** GET /api/admin/rmas/stats: the chips: how many RMAs of each status, and the open ones. */
export const adminRmaStatsResponse = z.object({
  success: z.literal(true),
  counts: z.record(rmaStatus, z.number().int()),
  open: z.number().int(),
});
export type AdminRmaStats = z.infer<typeof adminRmaStatsResponse>;

export const rmaEventSchema = z.object({
  id: z.number().int(),
  fromStatus: rmaStatus.nullable(),
  toStatus: rmaStatus,
  note: z.string().nullable(),
  byCustomer: z.boolean(),
  /** Who took the step (a name, kept as it was); null for the shop itself. */
  userName: z.string().nullable(),
  createdAt: z.string(),
});
export type RmaEvent = z.infer<typeof rmaEventSchema>;

/**
 * An RMA as staff see it: every column, its steps, its photos (served by the RMA's own
 * photo route), the customer and order as they are now, and the unit's whole history.
 */
export const adminRmaDetailSchema = z.object({
  id: z.number().int(),
  rmaNumber: z.string(),
  status: rmaStatus,
  kind: z.enum(RMA_KINDS),
  reason: z.enum(RMA_REASONS),
  description: z.string(),
  preferredOutcome: z.enum(RMA_OUTCOMES),
  customerId: z.number().int(),
  customerName: z.string(),
  customerEmail: z.string(),
  unitId: z.number().int(),
  unitIdentifier: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  orderItemId: z.number().int().nullable(),
  deliveredOn: z.string().nullable(),
  warrantyEndsOn: z.string().nullable(),
  decisionNote: z.string().nullable(),
  approvedAt: z.string().nullable(),
  approvedBy: z.string().nullable(),
  rejectedAt: z.string().nullable(),
  rejectedBy: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  receivedBy: z.string().nullable(),
  inspectionResult: z.enum(RMA_INSPECTION_RESULTS).nullable(),
  inspectionNotes: z.string().nullable(),
  inspectedAt: z.string().nullable(),
  inspectedBy: z.string().nullable(),
  resolution: z.enum(RMA_RESOLUTIONS).nullable(),
  resolutionNote: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  resolutionOrderId: z.number().int().nullable(),
  resolutionOrderNumber: z.string().nullable(),
  refund: money.nullable(),
  refundTax: money.nullable(),
  refundStartedAt: z.string().nullable(),
  /**
   * A refund was started and never recorded, long enough ago that it is not running: the
   * process stopped between the payment provider and the shop's record. Resolving with a
   * refund again finishes it (the same idempotency key, so the money moves once).
   */
  refundInterrupted: z.boolean(),
  refundedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  daysOpen: z.number().int(),
  events: z.array(rmaEventSchema),
  photos: z.array(
    z.object({
      position: z.number().int(),
      url: z.string(),
      width: z.number().int(),
      height: z.number().int(),
    }),
  ),
  /** The customer's account as it is now (the RMA keeps the name and e-mail it was filed with). */
  customer: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  order: z.object({ id: z.number().int(), orderNumber: z.string(), status: orderStatusSchema }),
  unit: z.object({
    id: z.number().int(),
    unitIdentifier: z.string(),
    status: z.enum(UNIT_STATUSES),
    location: z.string().nullable(),
    /** Every movement of the unit, oldest first: received, sold, shipped, installed, returned. */
    history: z.array(unitMovementSchema),
  }),
});
export type AdminRmaDetail = z.infer<typeof adminRmaDetailSchema>;

export const adminRmaResponse = z.object({
  success: z.literal(true),
  rma: adminRmaDetailSchema,
});
export const adminRmaStepResponse = adminRmaResponse.extend({ message: z.string() });
export type AdminRmaStepResponse = z.infer<typeof adminRmaStepResponse>;

const note = z.string().trim().max(RMA_NOTE_MAX, { error: RMA_ADMIN_MESSAGES.noteTooLong });

/** POST /api/admin/rmas/{id}/approve */
export const rmaApproveSchema = z.object({ note: note.optional().default('') });
export type RmaApproveInput = z.input<typeof rmaApproveSchema>;

/** POST /api/admin/rmas/{id}/reject */
export const rmaRejectSchema = z.object({
  reason: z
    .string({ error: RMA_ADMIN_MESSAGES.reasonRequired })
    .trim()
    .min(1, { error: RMA_ADMIN_MESSAGES.reasonRequired })
    .max(RMA_NOTE_MAX, { error: RMA_ADMIN_MESSAGES.noteTooLong }),
});
export type RmaRejectInput = z.input<typeof rmaRejectSchema>;

/** POST /api/admin/rmas/{id}/receive: the code scanned from the return label or the unit. */
export const rmaReceiveSchema = z.object({ code: scanQuery.shape.code });
export type RmaReceiveInput = z.input<typeof rmaReceiveSchema>;

/** POST /api/admin/rmas/{id}/inspect */
export const rmaInspectSchema = z.object({
  result: z.enum(RMA_INSPECTION_RESULTS, {
    error: 'Choose whether the unit works or is damaged',
  }),
  notes: note.optional().default(''),
});
export type RmaInspectInput = z.input<typeof rmaInspectSchema>;

/** GET /api/admin/rmas/lookup?code=: the open RMA a scanned code belongs to. */
export const rmaLookupQuery = scanQuery;
export const rmaLookupResponse = z.object({
  success: z.literal(true),
  rma: z.object({ id: z.number().int(), rmaNumber: z.string(), status: rmaStatus }),
});
export type RmaLookup = z.infer<typeof rmaLookupResponse>['rma'];

/** The statuses staff work on next, for the queue's chips (the open ones first). */
export const RMA_QUEUE_CHIPS: readonly RmaStatus[] = [
  'requested',
  'approved',
  'received',
  'inspected',
  'resolved',
  'rejected',
  'withdrawn',
];
