/**
 * The lists a subscription's rows are checked against (ADR 0075), shared by the database's
 * CHECKs, the server and the screens.
 */

/**
 * incomplete: its first invoice is not paid yet; past_due: a renewal failed and is being
 * retried; suspended: the retries ran out (monitoring stops until the invoice is paid).
 */
export const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'active',
  'past_due',
  'suspended',
  'paused',
  'cancelled',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  incomplete: 'Awaiting first payment',
  active: 'Active',
  past_due: 'Past due',
  suspended: 'Suspended',
  paused: 'Paused',
  cancelled: 'Cancelled',
};

/** first: the set-up fee and the first period; proration: a plan changed mid-period. */
export const INVOICE_KINDS = ['first', 'renewal', 'proration'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** void: never to be paid (the subscription ended before it was). */
export const INVOICE_STATUSES = ['open', 'paid', 'void', 'refunded'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  open: 'Open',
  paid: 'Paid',
  void: 'Void',
  refunded: 'Refunded',
};

/** How a change of a subscription's RMR is counted in the owner's figures (ADR 0075). */
export const RMR_CHANGE_KINDS = ['new', 'expansion', 'contraction', 'churned'] as const;
export type RmrChangeKind = (typeof RMR_CHANGE_KINDS)[number];

/** What happened to a subscription, in its history. */
export const SUBSCRIPTION_EVENT_KINDS = [
  'created',
  'started',
  'renewed',
  'invoice_paid',
  'payment_failed',
  'retry_scheduled',
  'suspended',
  'restored',
  'plan_changed',
  'paused',
  'resumed',
  'cancel_scheduled',
  'cancel_withdrawn',
  'cancelled',
  'invoice_refunded',
  'invoice_voided',
  'card_changed',
  'renewal_notice',
  'clock_advanced',
] as const;
export type SubscriptionEventKind = (typeof SUBSCRIPTION_EVENT_KINDS)[number];

/** A failed renewal is tried again this many days after its first failure (dunning). */
export const DUNNING_RETRY_DAYS = [1, 3, 7] as const;
/** A suspended subscription is cancelled this many days after it was suspended (default). */
export const DEFAULT_CANCEL_SUSPENDED_AFTER_DAYS = 30;
/** A yearly plan's renewal notice goes this many days before it renews. */
export const RENEWAL_NOTICE_DAYS = 30;
