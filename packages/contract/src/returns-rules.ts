/**
 * After the sale, per serial (ADR 0046): the customer's devices, their warranty, and
 * returns and warranty claims (RMAs) by serial. The fixed lists, the transitions the server
 * enforces and the pure rules the screens and the server share.
 */
import { addDays } from './installation-booking.ts';

/** What the customer asks for: a return for refund (inside the return window) or a warranty claim. */
export const RMA_KINDS = ['return', 'warranty'] as const;
export type RmaKind = (typeof RMA_KINDS)[number];
export const RMA_KIND_LABELS: Record<RmaKind, string> = {
  return: 'Return for refund',
  warranty: 'Warranty claim',
};

/** The reason the customer picks from a list. */
export const RMA_REASONS = [
  'defective',
  'damaged_in_shipping',
  'wrong_item',
  'not_as_described',
  'no_longer_needed',
  'other',
] as const;
export type RmaReason = (typeof RMA_REASONS)[number];
export const RMA_REASON_LABELS: Record<RmaReason, string> = {
  defective: 'Defective or stopped working',
  damaged_in_shipping: 'Arrived damaged',
  wrong_item: 'Wrong item received',
  not_as_described: 'Not as described',
  no_longer_needed: 'No longer needed',
  other: 'Other',
};

/** What the customer would like; refund only while the return window is open. */
export const RMA_OUTCOMES = ['repair', 'replace', 'refund'] as const;
export type RmaOutcome = (typeof RMA_OUTCOMES)[number];
export const RMA_OUTCOME_LABELS: Record<RmaOutcome, string> = {
  repair: 'Repair',
  replace: 'Replace',
  refund: 'Refund',
};

/** What staff found when they inspected the unit that came back. */
export const RMA_INSPECTION_RESULTS = ['refurbished', 'damaged'] as const;
export type RmaInspectionResult = (typeof RMA_INSPECTION_RESULTS)[number];
export const RMA_INSPECTION_LABELS: Record<RmaInspectionResult, string> = {
  refurbished: 'Works: back to stock as refurbished',
  damaged: 'Damaged',
};

/** How staff resolved it: the outcomes, decided by staff (any of them, whatever was asked). */
export const RMA_RESOLUTIONS = RMA_OUTCOMES;
export type RmaResolution = RmaOutcome;
export const RMA_RESOLUTION_LABELS: Record<RmaResolution, string> = {
  repair: 'Repaired and sent back',
  replace: 'Replaced',
  refund: 'Refunded',
};

export const RMA_STATUSES = [
  'requested',
  'approved',
  'rejected',
  'received',
  'inspected',
  'resolved',
  'withdrawn',
] as const;
export type RmaStatus = (typeof RMA_STATUSES)[number];
export const RMA_STATUS_LABELS: Record<RmaStatus, string> = {
  requested: 'Requested',
  approved: 'Approved: send it back',
  rejected: 'Rejected',
  received: 'Received',
  inspected: 'Inspected',
  resolved: 'Resolved',
  withdrawn: 'Withdrawn',
};

/**
 * Every step the server allows (tested as a table). Staff approve or reject a request,
 * receive the unit by scanning it, inspect it, then resolve; the customer may withdraw a
 * request until the unit is received. Staff may still reject an approved RMA (with the
 * reason, e-mailed) to close it when its unit never comes back. Rejected, resolved and
 * withdrawn are final.
 */
export const RMA_TRANSITIONS: Record<RmaStatus, readonly RmaStatus[]> = {
  requested: ['approved', 'rejected', 'withdrawn'],
  approved: ['received', 'rejected', 'withdrawn'],
  received: ['inspected'],
  inspected: ['resolved'],
  rejected: [],
  resolved: [],
  withdrawn: [],
};

export function canMoveRma(from: RmaStatus, to: RmaStatus): boolean {
  return RMA_TRANSITIONS[from].includes(to);
}

/**
 * The steps whose note is written to the customer (a decision's note or reason, the
 * customer's own withdrawal, the resolution's note): the customer's RMA page shows these and
 * no other. Receiving and inspecting keep staff's internal notes (a bin, what was found).
 */
export const RMA_CUSTOMER_NOTE_STATUSES: readonly RmaStatus[] = [
  'approved',
  'rejected',
  'withdrawn',
  'resolved',
];

/** The note of a step as the customer may see it: null for a step of staff's own notes. */
export const customerStepNote = (status: RmaStatus, note: string | null): string | null =>
  RMA_CUSTOMER_NOTE_STATUSES.includes(status) ? note : null;

/** An RMA still being worked: a unit is in at most one of these (a partial unique index). */
export const OPEN_RMA_STATUSES: readonly RmaStatus[] = [
  'requested',
  'approved',
  'received',
  'inspected',
];

export const isOpenRma = (status: RmaStatus): boolean => OPEN_RMA_STATUSES.includes(status);

/** At most this many photos per request. */
export const RMA_MAX_PHOTOS = 4;

/** The return window and warranty defaults (the product form and the returns settings). */
export const DEFAULT_WARRANTY_MONTHS = 12;
export const MAX_WARRANTY_MONTHS = 120;
export const DEFAULT_RETURN_WINDOW_DAYS = 30;

/**
 * A product's one warranty term as people say it (the specifications, the badge, My devices,
 * the RMA screens): whole years when it is whole years ("3 years", "1 year"), else months
 * ("18 months"); 0 is "None". The term is kept in months (products.warranty_months).
 */
export function warrantyTerm(months: number): string {
  if (months <= 0) return 'None';
  const [n, unit] = months % 12 === 0 ? [months / 12, 'year'] : [months, 'month'];
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/** The badge beside the price: "3-year warranty", "18-month warranty" or "No warranty". */
export function warrantyBadge(months: number): string {
  if (months <= 0) return 'No warranty';
  return months % 12 === 0 ? `${months / 12}-year warranty` : `${months}-month warranty`;
}

/** The specification row the term is shown as; a product's own specs may not hold one. */
export const WARRANTY_SPEC_KEY = 'Warranty';
export const DEFAULT_RETURN_RATE_FLAG_PERCENT = 10;
export const DEFAULT_RETURN_RATE_MIN_UNITS = 5;

/**
 * An RMA's number: RMA-, the year it was filed and its id padded to six digits (like quotes'
 * QT- numbers): unique, in filing order, easy to read out and to print as a QR.
 */
export function rmaNumber(id: number, createdAt: Date): string {
  return `RMA-${createdAt.getUTCFullYear()}-${String(id).padStart(6, '0')}`;
}

export const RMA_NUMBER_PATTERN = /^RMA-\d{4}-\d{6,}$/;

/**
 * The last day of a warranty of `months` that started on `startDay` (YYYY-MM-DD): the day
 * before the same day `months` later (2026-01-15 + 12 ends 2027-01-14); a start on a day the
 * end month lacks ends on that month's last day (2026-01-31 + 1 ends 2026-02-28).
 */
export function warrantyEndDay(startDay: string, months: number): string {
  const [y, m, d] = startDay.split('-').map(Number) as [number, number, number];
  const monthIndex = m - 1 + months;
  const year = y + Math.floor(monthIndex / 12);
  const month = ((monthIndex % 12) + 12) % 12;
  const lastOfMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  if (d > lastOfMonth)
    return new Date(Date.UTC(year, month, lastOfMonth)).toISOString().slice(0, 10);
  return new Date(Date.UTC(year, month, d - 1)).toISOString().slice(0, 10);
}

/** The last day a return for refund may be filed: `windowDays` after delivery. */
export function returnWindowEndDay(deliveredDay: string, windowDays: number): string {
  return addDays(deliveredDay, windowDays);
}

/** A device's warranty as the customer sees it. */
export const DEVICE_WARRANTY_STATES = ['in_warranty', 'expired', 'under_claim'] as const;
export type DeviceWarrantyState = (typeof DEVICE_WARRANTY_STATES)[number];
export const DEVICE_WARRANTY_LABELS: Record<DeviceWarrantyState, string> = {
  in_warranty: 'In warranty',
  expired: 'Warranty expired',
  under_claim: 'Under claim',
};

/**
 * Where a device stands on `today` (YYYY-MM-DD, the shop's day): under claim while an RMA is
 * open, else in warranty through its last day or while a plan with extended warranty covers
 * its site, else expired.
 */
export function deviceWarrantyState(input: {
  today: string;
  warrantyEndDay: string | null;
  openRma: boolean;
  /** A running plan with extended warranty covers the device's site. */
  covered?: boolean;
}): DeviceWarrantyState {
  if (input.openRma) return 'under_claim';
  if (input.covered) return 'in_warranty';
  if (input.warrantyEndDay !== null && input.today <= input.warrantyEndDay) return 'in_warranty';
  return 'expired';
}

/**
 * What refunding one unit gives back (the unit's line, with its tax share):
 * the unit's price less its share of any discount on the order, plus the same share of the
 * order's tax. Shipping is not refunded. Whole cents, rounded half up; never more than what is
 * left to refund on the order.
 */
export function unitRefundCents(input: {
  unitPriceCents: number;
  /** The order's product and labour lines before any discount. */
  grossSubtotalCents: number;
  /** The order's discount lines, as a positive number. */
  discountCents: number;
  taxCents: number;
  /** What the order can still give back: its paid amount less what was refunded already. */
  refundableCents: number;
}): { amountCents: number; taxCents: number } {
  const { unitPriceCents, grossSubtotalCents, discountCents, taxCents } = input;
  if (unitPriceCents <= 0 || grossSubtotalCents <= 0) return { amountCents: 0, taxCents: 0 };
  const net = unitPriceCents - Math.round((discountCents * unitPriceCents) / grossSubtotalCents);
  const netSubtotal = grossSubtotalCents - discountCents;
  const tax = netSubtotal > 0 ? Math.round((taxCents * net) / netSubtotal) : 0;
  const amount = Math.max(0, Math.min(net + tax, input.refundableCents));
  return { amountCents: amount, taxCents: Math.min(tax, amount) };
}
