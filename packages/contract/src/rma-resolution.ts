/**
 * Resolving an RMA (ADR 0049): staff refund the unit's line, send a
 * replacement, or repair the unit and send it back. The body, the refund preview and the
 * answer, shared by the server's routes and the resolve panel.
 */
import { z } from 'zod';
import { money } from './money-schema.ts';
import { formatCents, type Cents } from './money.ts';
import { RMA_RESOLUTIONS, RMA_STATUSES } from './returns-rules.ts';

export const RMA_RESOLUTION_NOTE_MAX = 2000;

export const RMA_RESOLUTION_MESSAGES = {
  resolutionRequired: 'Choose how to resolve this RMA: refund, replace or repair.',
  noteTooLong: `Keep the note under ${RMA_RESOLUTION_NOTE_MAX} characters.`,
  notFound: 'RMA not found',
  orderMade: (rmaNumber: string) => `${rmaNumber} already has its order.`,
  refundUnderWay: 'A refund of this RMA is already under way: it is given back once.',
  freeLine:
    'This unit was sent at no charge (a replacement or a repair), so there is nothing to refund. Choose a replacement or a repair.',
  nothingLeft: 'Nothing is left to refund on this order: it was refunded already.',
  balanceOwed: (owed: Cents) =>
    `This order still owes ${formatCents(owed)}: settle the balance first, or resolve with a replacement or repair`,
  orderBusy: "The order's own refund is under way: try again in a few minutes.",
  refundFailed:
    'The payment provider did not accept the refund, so nothing was refunded and the RMA is still inspected. Please try again.',
  refundUnanswered:
    'The payment provider did not answer, so the refund may or may not have gone through. Try again: the same request is sent, so the customer is refunded once.',
  refundInterrupted: (startedAt: string) =>
    `A refund started ${startedAt} did not finish: the payment provider may have given the money back already. Refund again to finish it: the same request is sent, so the customer is refunded once.`,
  refundToFinish:
    'A refund of this RMA was started and did not finish, so the money may already be back with the customer. Finish the refund: it is not replaced by another resolution.',
  originalClosed: (orderNumber: string, status: string) =>
    `Order ${orderNumber} is ${status}: a replacement or repair is not sent for a closed order.`,
  unitTaken: (serial: string) =>
    `Unit ${serial} was assigned to another order meanwhile: it cannot be sent back on a repair order.`,
  unitGone: (serial: string, status: string) =>
    `Unit ${serial} is ${status}: only a unit back in the warehouse can be repaired and sent back.`,
  refunded: (amount: Cents, number: string) => `Refunded ${formatCents(amount)} for ${number}.`,
  replaced: (orderNumber: string) =>
    `Replacement order ${orderNumber} made: it ships like any order.`,
  repaired: (orderNumber: string) =>
    `Repair order ${orderNumber} made: the same unit ships back like any order.`,
} as const;

/** POST /api/admin/rmas/{id}/resolve. Staff may choose any resolution, whatever was asked. */
export const rmaResolveSchema = z.object({
  resolution: z.enum(RMA_RESOLUTIONS, { error: RMA_RESOLUTION_MESSAGES.resolutionRequired }),
  note: z
    .string()
    .trim()
    .max(RMA_RESOLUTION_NOTE_MAX, { error: RMA_RESOLUTION_MESSAGES.noteTooLong })
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type RmaResolveInput = z.input<typeof rmaResolveSchema>;

/**
 * GET /api/admin/rmas/{id}/refund-preview: what a refund of the unit's line would give back,
 * with its tax share, and what is left to refund on the order. `refusal` says why a refund
 * cannot be made (a free line, a balance still owed, nothing left), else null.
 */
export const rmaRefundPreviewSchema = z.object({
  rmaId: z.number().int(),
  orderNumber: z.string(),
  unitPrice: money,
  amount: money,
  tax: money,
  refundable: money,
  refusal: z.string().nullable(),
});
export type RmaRefundPreview = z.infer<typeof rmaRefundPreviewSchema>;
export const rmaRefundPreviewResponse = z.object({
  success: z.literal(true),
  preview: rmaRefundPreviewSchema,
});

/** What a resolution did: the RMA as it now stands and what it made or gave back. */
export const rmaResolutionSchema = z.object({
  id: z.number().int(),
  rmaNumber: z.string(),
  status: z.enum(RMA_STATUSES),
  resolution: z.enum(RMA_RESOLUTIONS),
  resolutionNote: z.string().nullable(),
  resolvedAt: z.string(),
  refund: money.nullable(),
  refundTax: money.nullable(),
  resolutionOrderId: z.number().int().nullable(),
  resolutionOrderNumber: z.string().nullable(),
});
export type RmaResolutionResult = z.infer<typeof rmaResolutionSchema>;
export const rmaResolveResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  resolution: rmaResolutionSchema,
});
export type RmaResolveResponse = z.infer<typeof rmaResolveResponse>;
