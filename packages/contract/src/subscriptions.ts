import { z } from 'zod';
import { paginationSchema, wholeNumber } from './catalogue.ts';
import { addressSchema, CHECKOUT_MESSAGES, paymentIntentResponse } from './checkout.ts';
import { money } from './money-schema.ts';
import { BILLING_INTERVALS, PLAN_MESSAGES, PLAN_MONITORING } from './plans.ts';
import {
  INVOICE_KINDS,
  INVOICE_STATUSES,
  SUBSCRIPTION_EVENT_KINDS,
  SUBSCRIPTION_STATUSES,
} from './subscription-options.ts';

export const SUBSCRIPTION_MESSAGES = {
  notFound: 'Subscription not found',
  invoiceNotFound: 'Invoice not found',
  missingSite: 'Please fill in the site address: ',
  usOnly: 'We monitor and service sites in the United States only.',
  siteName: 'At most 80 characters',
  interval: 'Choose monthly or yearly billing',
  noYearly: PLAN_MESSAGES.noYearly,
  staffCannotSubscribe: 'Staff accounts cannot subscribe to a plan. Sign in as the customer.',
  notACustomer: 'Choose a customer account for the plan.',
  notPayable: 'This invoice is not open for payment.',
  paid: 'Thank you: the invoice is paid.',
  cardNotFound: 'Card not found',
  cardInUse:
    'This card pays for a plan. Choose another card for the plan before removing this one.',
  cardDeclined: 'Your card was declined.',
  notActive: 'Only an active plan can be changed.',
  samePlan: 'This is already your plan.',
  alreadyCancelled: 'This plan is already cancelled or ending.',
  notCancelling: 'This plan is not set to end.',
  notPausable: 'Only an active plan can be paused.',
  notPaused: 'This plan is not paused.',
  testClockLive: 'The test clock runs in test payment mode only.',
  testClockBackwards: 'A test clock only moves forward.',
  refundOnce: 'This invoice was already refunded.',
  refundUnpaid: 'Only a paid invoice can be refunded.',
} as const;

/** The site a plan covers: a name for it (optional) and its address, in the United States. */
export const subscriptionSiteSchema = addressSchema(
  { missing: SUBSCRIPTION_MESSAGES.missingSite, zip: CHECKOUT_MESSAGES.zip },
  { usOnly: SUBSCRIPTION_MESSAGES.usOnly },
);
export type SubscriptionSite = z.infer<typeof subscriptionSiteSchema>;

const siteName = z.string().trim().max(80, { error: SUBSCRIPTION_MESSAGES.siteName }).default('');
const interval = z.enum(BILLING_INTERVALS, { error: SUBSCRIPTION_MESSAGES.interval });

/**
 * POST /api/customer/subscriptions (and its preview): a plan, billed monthly or yearly, at
 * a site. Every amount is the server's.
 */
export const startSubscriptionSchema = z.object({
  planId: z.number().int().positive(),
  interval,
  siteName,
  site: subscriptionSiteSchema,
});
export type StartSubscription = z.input<typeof startSubscriptionSchema>;
export type StartSubscriptionValues = z.output<typeof startSubscriptionSchema>;

export const invoiceLineSchema = z.object({ description: z.string(), amount: money });

/** What the first invoice and each bill after it will be, before subscribing. */
export const subscriptionPreviewResponse = z.object({
  success: z.literal(true),
  lines: z.array(invoiceLineSchema),
  subtotal: money,
  taxRate: z.number(),
  tax: money,
  total: money,
  /** Each later bill: the plan's price with its tax. */
  recurring: z.object({ amount: money, interval }),
  firstPeriodEnd: z.string(),
  minTermEndsAt: z.string().nullable(),
});
export type SubscriptionPreview = z.infer<typeof subscriptionPreviewResponse>;

export const cardOnFileSchema = z.object({
  id: z.number().int(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int().nullable(),
  expYear: z.number().int().nullable(),
});
export type CardOnFile = z.infer<typeof cardOnFileSchema>;

export const subscriptionInvoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  status: z.enum(INVOICE_STATUSES),
  periodStart: z.string(),
  periodEnd: z.string(),
  issuedAt: z.string(),
  lines: z.array(invoiceLineSchema),
  subtotal: money,
  taxRate: z.number(),
  tax: money,
  total: money,
  paidAt: z.string().nullable(),
  /** Charge attempts made; the next automatic one (a failed renewal's retry). */
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
  orderNumber: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
export type SubscriptionInvoice = z.infer<typeof subscriptionInvoiceSchema>;

export const subscriptionSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  plan: z.object({
    id: z.number().int(),
    name: z.string(),
    monitoring: z.enum(PLAN_MONITORING),
    maintenanceVisitsPerYear: z.number().int(),
    responseHours: z.number().int().nullable(),
    extendedWarranty: z.boolean(),
  }),
  interval,
  price: money,
  setupFee: money,
  minTermMonths: z.number().int(),
  taxable: z.boolean(),
  siteName: z.string(),
  site: z.object({
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    country: z.string(),
  }),
  card: cardOnFileSchema.nullable(),
  startedAt: z.string().nullable(),
  currentPeriodStart: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  minTermEndsAt: z.string().nullable(),
  cancelAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  pauseAt: z.string().nullable(),
  pausedAt: z.string().nullable(),
  pastDueSince: z.string().nullable(),
  suspendedAt: z.string().nullable(),
  credit: money,
  /** The next bill: when, and how much with its tax (credit taken off); null when none. */
  nextBill: z.object({ at: z.string(), amount: money }).nullable(),
  /** The oldest invoice still to pay, if any. */
  openInvoice: subscriptionInvoiceSchema.nullable(),
  /** Test payment mode: the subscription's own clock, once staff moved it. */
  testClockAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionsResponse = z.object({
  success: z.literal(true),
  subscriptions: z.array(subscriptionSchema),
});

export const subscriptionEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SUBSCRIPTION_EVENT_KINDS),
  at: z.string(),
  note: z.string(),
  invoiceNumber: z.string().nullable(),
  /** Who did it: a member of staff or the customer; null: the shop on its own. */
  by: z.string().nullable(),
  recordedAt: z.string(),
});
export type SubscriptionEvent = z.infer<typeof subscriptionEventSchema>;

export const subscriptionDetailResponse = z.object({
  success: z.literal(true),
  subscription: subscriptionSchema,
  invoices: z.array(subscriptionInvoiceSchema),
});
export type SubscriptionDetail = z.infer<typeof subscriptionDetailResponse>;

/** POST /api/customer/subscriptions: the subscription, and the payment of its first invoice. */
export const startSubscriptionResponse = z.object({
  success: z.literal(true),
  subscription: subscriptionSchema,
  invoiceId: z.number().int(),
  payment: paymentIntentResponse,
});

const paymentIntentId = z
  .string({ error: CHECKOUT_MESSAGES.paymentNotFound })
  .regex(/^pi_[A-Za-z0-9_]{8,120}$/, { error: CHECKOUT_MESSAGES.paymentNotFound });

/** POST .../invoices/{invoiceId}/pay: the card payment the browser confirmed. */
export const payInvoiceSchema = z.object({ paymentIntentId });
/** POST .../invoices/{invoiceId}/charge: a saved card of the customer's, charged now. */
export const chargeInvoiceSchema = z.object({ cardId: z.number().int().positive() });

export const subscriptionResponse = z.object({
  success: z.literal(true),
  subscription: subscriptionSchema,
});

/** The result of charging a saved card for an open invoice. */
export const invoiceChargeResponse = z.object({
  success: z.literal(true),
  paid: z.boolean(),
  error: z.string().nullable(),
  subscription: subscriptionSchema,
});

export const invoiceParams = z.object({
  id: wholeNumber('id', 1, 2_147_483_647),
  invoiceId: wholeNumber('invoiceId', 1, 2_147_483_647),
});

/** POST .../change and its preview: another plan, or another interval, from now. */
export const changePlanSchema = z.object({ planId: z.number().int().positive(), interval });
export const changePreviewResponse = z.object({
  success: z.literal(true),
  lines: z.array(invoiceLineSchema),
  /** Charged at once (an upgrade), with tax; 0 for a downgrade. */
  dueNow: money,
  /** Kept for the next bills (a downgrade). */
  credit: money,
  newPrice: money,
  interval,
  periodEnd: z.string(),
});
export type ChangePreview = z.infer<typeof changePreviewResponse>;

/** When a cancel asked now would take effect, shown before it is confirmed. */
export const cancellationResponse = z.object({
  success: z.literal(true),
  endsAt: z.string(),
  minTermEndsAt: z.string().nullable(),
  /** The plan is not running (unpaid, suspended, paused): it ends at once. */
  immediate: z.boolean(),
});
export type Cancellation = z.infer<typeof cancellationResponse>;

export const cancelSubscriptionSchema = z.object({
  reason: z.string().trim().max(500, { error: 'At most 500 characters' }).default(''),
});

/** PUT .../card: the saved card the plan is charged to. */
export const subscriptionCardSchema = z.object({ cardId: z.number().int().positive() });

export const paymentMethodsResponse = z.object({
  success: z.literal(true),
  cards: z.array(cardOnFileSchema),
});
/** The test provider's card form saving a card: saved, or refused with the processor's words. */
export const testCardSaveSchema = z.object({
  cardNumber: z.string().max(40).default(''),
  expiry: z.string().max(10).default(''),
  cvc: z.string().max(10).default(''),
});
export const testCardSaveResponse = z.object({
  success: z.literal(true),
  card: cardOnFileSchema.nullable(),
  error: z.string().nullable(),
});
export const cardSetupResponse = z.object({
  success: z.literal(true),
  setupIntentId: z.string(),
  clientSecret: z.string(),
});
export const cardSetupDoneSchema = z.object({
  setupIntentId: z.string().regex(/^seti_[A-Za-z0-9_]{8,120}$/, { error: 'Setup not found' }),
});
export const cardResponse = z.object({ success: z.literal(true), card: cardOnFileSchema });

/** POST /api/admin/subscriptions/{id}/test-clock: the subscription's clock moved to `to`. */
export const testClockSchema = z.object({
  to: z.iso.datetime({ offset: true, error: 'Enter a date and time' }),
});

/** The staff's list of subscriptions: 25 a page by default. */
export const ADMIN_SUBSCRIPTIONS_PAGE_SIZE = 25;

export const adminSubscriptionsQuery = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES).optional(),
  planId: wholeNumber('planId', 1, 2_147_483_647).optional(),
  /** Only those with a renewal unpaid: past due or suspended. */
  pastDue: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  /** A subscription number, a customer's name or e-mail, a site's street or ZIP. */
  search: z.string().trim().max(100).optional(),
  page: wholeNumber('page', 1, 1_000_000).default(1),
  limit: wholeNumber('limit', 1, 100).default(ADMIN_SUBSCRIPTIONS_PAGE_SIZE),
});
export type AdminSubscriptionsQuery = z.input<typeof adminSubscriptionsQuery>;
export type AdminSubscriptionsFilter = z.output<typeof adminSubscriptionsQuery>;

export const adminSubscriptionRowSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  customer: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  plan: z.object({ id: z.number().int(), name: z.string(), monitoring: z.enum(PLAN_MONITORING) }),
  interval,
  price: money,
  /** Its recurring monthly revenue now (a yearly price counts a twelfth; 0 unless billing). */
  rmr: money,
  site: z.string(),
  currentPeriodEnd: z.string().nullable(),
  cancelAt: z.string().nullable(),
  pastDueSince: z.string().nullable(),
  suspendedAt: z.string().nullable(),
  /** What its open invoices add up to. */
  owed: money,
  createdAt: z.string(),
});
export type AdminSubscriptionRow = z.infer<typeof adminSubscriptionRowSchema>;

export const adminSubscriptionsResponse = z.object({
  success: z.literal(true),
  subscriptions: z.array(adminSubscriptionRowSchema),
  pagination: paginationSchema,
});
export type AdminSubscriptionsResponse = z.infer<typeof adminSubscriptionsResponse>;

/** A device of the customer's delivered or installed at the plan's site. */
export const siteDeviceSchema = z.object({
  unitId: z.number().int(),
  serial: z.string(),
  productName: z.string(),
  orderNumber: z.string(),
  installed: z.boolean(),
  deliveredOn: z.string().nullable(),
  warrantyEndsOn: z.string().nullable(),
});
export type SiteDevice = z.infer<typeof siteDeviceSchema>;

export const adminSubscriptionResponse = z.object({
  success: z.literal(true),
  subscription: subscriptionSchema,
  customer: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
  }),
  invoices: z.array(subscriptionInvoiceSchema),
  events: z.array(subscriptionEventSchema),
  devices: z.array(siteDeviceSchema),
  /** Test payment mode: the test clock may be moved. */
  testMode: z.boolean(),
});
export type AdminSubscriptionDetail = z.infer<typeof adminSubscriptionResponse>;

/** Staff's cancel: at the period's end (minimum term honoured) or at once, with a reason. */
export const adminCancelSchema = z.object({
  when: z.enum(['period_end', 'now']).default('period_end'),
  reason: z.string().trim().max(500, { error: 'At most 500 characters' }).default(''),
});
export const refundInvoiceSchema = z.object({
  note: z.string().trim().max(500, { error: 'At most 500 characters' }).default(''),
});

/** One shop month of the owner's recurring revenue: where it ended, and what moved it. */
export const rmrMonthSchema = z.object({
  /** YYYY-MM, a shop month (America/Los_Angeles). */
  month: z.string(),
  /** The RMR at the month's end (to now for the month under way). */
  rmr: money,
  new: money,
  expansion: money,
  /** Given up by contractions (downgrades, pauses), a positive amount. */
  contraction: money,
  /** Lost to cancellations and suspensions, a positive amount. */
  churned: money,
});
export type RmrMonth = z.infer<typeof rmrMonthSchema>;

/**
 * The owner's numbers (ADR 0075): RMR now and at each of the last 12 month-ends, what moved
 * it, attrition over the 12 months, the subscriptions by state, the yearly renewals coming.
 */
export const recurringRevenueSchema = z.object({
  rmr: money,
  /** The 12 shop months to this one, oldest first. */
  months: z.array(rmrMonthSchema),
  last12Months: z.object({ new: money, expansion: money, contraction: money, churned: money }),
  /**
   * Churned RMR of the 12 months over their average month-end RMR, in percent; null before
   * there was any RMR.
   */
  grossAttrition: z.number().nullable(),
  /** Churned and contracted RMR less expansion, over the same average, in percent. */
  netAttrition: z.number().nullable(),
  subscriptions: z.object({
    active: z.number().int(),
    pastDue: z.number().int(),
    suspended: z.number().int(),
    paused: z.number().int(),
  }),
  /** Yearly plans renewing in the next 30 days (not set to end): how many, and for how much. */
  renewalsDue: z.object({ count: z.number().int(), amount: money }),
});
export type RecurringRevenue = z.infer<typeof recurringRevenueSchema>;
export const recurringRevenueResponse = recurringRevenueSchema.extend({
  success: z.literal(true),
});

/**
 * POST /api/admin/subscriptions: staff start a plan for a customer's account; the customer
 * confirms it by paying its first invoice from the link they are e-mailed.
 */
export const adminStartSubscriptionSchema = startSubscriptionSchema.extend({
  customerId: z.number().int().positive(),
});

// The plan settings (admins, the Settings screen) ---------------------------------------------

export const SUBSCRIPTION_SETTINGS_LIMITS = {
  /** Long enough for the customer to pay; short enough that monitoring is not given free. */
  cancelSuspendedAfterDays: { min: 7, max: 180 },
} as const;

export const SUBSCRIPTION_SETTINGS_MESSAGES = {
  cancelSuspendedAfterDays: `Enter a whole number of days from ${SUBSCRIPTION_SETTINGS_LIMITS.cancelSuspendedAfterDays.min} to ${SUBSCRIPTION_SETTINGS_LIMITS.cancelSuspendedAfterDays.max}`,
  saved: 'Plan settings saved.',
  loadFailed: 'The plan settings could not be loaded.',
  saveFailed: 'The plan settings could not be saved.',
} as const;

/** GET and PUT /api/admin/subscription-settings: one schema for the form and the server. */
export const subscriptionSettingsSchema = z.object({
  /** A suspended (unpaid) plan is cancelled this many days after its suspension. */
  cancelSuspendedAfterDays: z
    .number({ error: SUBSCRIPTION_SETTINGS_MESSAGES.cancelSuspendedAfterDays })
    .int({ error: SUBSCRIPTION_SETTINGS_MESSAGES.cancelSuspendedAfterDays })
    .min(SUBSCRIPTION_SETTINGS_LIMITS.cancelSuspendedAfterDays.min, {
      error: SUBSCRIPTION_SETTINGS_MESSAGES.cancelSuspendedAfterDays,
    })
    .max(SUBSCRIPTION_SETTINGS_LIMITS.cancelSuspendedAfterDays.max, {
      error: SUBSCRIPTION_SETTINGS_MESSAGES.cancelSuspendedAfterDays,
    }),
});
export type SubscriptionSettings = z.infer<typeof subscriptionSettingsSchema>;

export const subscriptionSettingsResponse = z.object({
  success: z.literal(true),
  settings: subscriptionSettingsSchema,
});
