import { z } from 'zod';
import { pageQuery, paginationSchema } from './catalogue.ts';
import { LABOUR_UNITS } from './installations.ts';
import { money, moneyText, optionalMoneyText } from './money-schema.ts';
import { asCents, type Cents } from './money.ts';
import { BILLING_INTERVALS } from './plan-options.ts';
import {
  QUOTE_PLAN_LIMITS,
  QUOTE_PLAN_MESSAGES,
  quotePlanInputs,
  quotePlanSchema,
  quoteRecurringSchema,
  type QuotePlanInput,
} from './quote-plans.ts';
import {
  QUOTE_LIMITS,
  QUOTE_MESSAGES,
  QUOTE_STATUSES,
  quoteLineInputSchema,
  type QuoteLineInput,
  type QuoteStatus,
} from './quotes.ts';

/**
 * The staff side of quotes: the list, the editor, sending, the PDF, and the labour
 * price list. The customer's side (the signed link) is in quotes.ts.
 */

/** The terms a new quote starts with; staff edit them per quote. */
export const DEFAULT_QUOTE_TERMS = [
  'Prices include the equipment and installation listed above; sales tax is charged at the rate of the installation site.',
  'This quote is valid until the date shown. Prices and availability may change after it.',
  'Work is scheduled once the quote is accepted and paid (in full, or the deposit shown; the balance is due when the installation is complete).',
  'Equipment carries the manufacturer warranty; installation workmanship is guaranteed for one year.',
  'Changes to the scope of work after acceptance are quoted separately.',
].join('\n');

/** The most a quote may total: beyond it a typo (a quantity of 1000 recorders) is refused. */
export const QUOTE_MAX_TOTAL_CENTS = 1_000_000_000;
/** The most a labour line may cost ($100,000), in cents. */
export const LABOUR_PRICE_MAX_CENTS = 10_000_000;

export const QUOTE_ADMIN_MESSAGES = {
  stale: 'Someone else changed this quote. Reload it to see their changes, then edit again.',
  answered: (status: QuoteStatus) => `A ${status} quote cannot be changed`,
  deleteSent: 'Only a draft that was never sent can be deleted',
  tooLarge: 'The quote total is too large',
  quotePriceNeeded: (name: string) => `${name} has no list price: enter a price for it`,
  labourInactive: 'That labour line is no longer offered',
  customerMissing: 'Customer not found',
  leadMissing: 'Lead not found',
  oneSource: 'A quote comes from one lead: a site survey or a contact request, not both',
  zipToSend: 'Enter the site ZIP code (5 digits) before sending',
  labourNotFound: 'Labour price not found',
  labourInUse: 'This labour line is used by quotes or products: deactivate it instead',
  labourName: 'Enter a name',
  sent: (email: string) => `Quote sent to ${email}`,
  deleted: 'Quote deleted',
  labourDeleted: 'Labour line deleted',
} as const;

export const QUOTE_SORTS = ['created', 'total', 'validUntil', 'number'] as const;
export type QuoteSort = (typeof QUOTE_SORTS)[number];

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const isoDay = (name: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${name} must be a date (YYYY-MM-DD)` })
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), {
      error: `${name} must be a date (YYYY-MM-DD)`,
    });
const optionalId = (name: string) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: `${name} must be a whole number` })
      .int({ error: `${name} must be a whole number` })
      .min(1, { error: `${name} must be a whole number` })
      .max(2_147_483_647, { error: `${name} must be a whole number` })
      .optional(),
  );

/** GET /api/admin/quotes */
export const adminQuotesQuery = z
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
        .enum(QUOTE_STATUSES, { error: `status must be one of ${QUOTE_STATUSES.join(', ')}` })
        .optional(),
    ),
    search: z
      .string()
      .trim()
      .max(100, { error: 'search must be at most 100 characters' })
      .optional()
      .transform((v) => v || undefined),
    siteSurveyId: optionalId('siteSurveyId'),
    contactRequestId: optionalId('contactRequestId'),
    customerId: optionalId('customerId'),
    createdFrom: z.preprocess(emptyToUndefined, isoDay('createdFrom').optional()),
    createdTo: z.preprocess(emptyToUndefined, isoDay('createdTo').optional()),
    sort: z
      .enum(QUOTE_SORTS, { error: `sort must be one of ${QUOTE_SORTS.join(', ')}` })
      .default('created'),
    order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).default('desc'),
  })
  .refine((q) => !q.createdFrom || !q.createdTo || q.createdFrom <= q.createdTo, {
    error: 'createdTo must be on or after createdFrom',
    path: ['createdTo'],
  });
export type AdminQuotesQuery = z.infer<typeof adminQuotesQuery>;

export const quoteSummarySchema = z.object({
  id: z.number().int(),
  quoteNumber: z.string(),
  status: z.enum(QUOTE_STATUSES),
  version: z.number().int(),
  customerId: z.number().int().nullable(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerCompany: z.string().nullable(),
  total: money,
  validUntil: z.string(),
  siteSurveyId: z.number().int().nullable(),
  contactRequestId: z.number().int().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type QuoteSummary = z.infer<typeof quoteSummarySchema>;

export const adminQuotesResponse = z.object({
  success: z.literal(true),
  quotes: z.array(quoteSummarySchema),
  pagination: paginationSchema,
  /** How many quotes of each status match the other filters (the status chips). */
  counts: z.record(z.enum(QUOTE_STATUSES), z.number().int()),
});
export type AdminQuotesResponse = z.infer<typeof adminQuotesResponse>;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `At most ${max} characters` });

const customerFields = {
  name: text(200).min(1, { error: QUOTE_MESSAGES.nameRequired }),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, { error: QUOTE_MESSAGES.emailRequired })
    .max(254, { error: QUOTE_MESSAGES.emailRequired })
    .pipe(z.email({ error: 'Enter a valid e-mail address' })),
  phone: text(40).nullable(),
  company: text(200).nullable(),
};
const siteFields = {
  street: text(200),
  city: text(100),
  state: text(50),
  /** Empty while the draft is built; a 5-digit ZIP before it is sent (tax depends on it). */
  zip: z
    .string()
    .trim()
    .regex(/^(\d{5}(-\d{4})?)?$/, { error: QUOTE_MESSAGES.zip }),
  country: text(100),
};
// Zod applies a default inside .partial() too: the partial shapes (a prefill's overrides) are
// made from the fields without defaults.
const customerPatchSchema = z.object(customerFields).partial();
const sitePatchSchema = z.object(siteFields).partial();

export const quoteCustomerSchema = z.object({
  ...customerFields,
  phone: customerFields.phone.default(null),
  company: customerFields.company.default(null),
});
export type QuoteCustomer = z.infer<typeof quoteCustomerSchema>;

export const quoteSiteSchema = z.object({
  street: siteFields.street.default(''),
  city: siteFields.city.default(''),
  state: siteFields.state.default(''),
  zip: siteFields.zip.default(''),
  country: siteFields.country.default('United States'),
});
export type QuoteSite = z.infer<typeof quoteSiteSchema>;

/** Money off the subtotal; the server checks it is at most the subtotal. */
const discount = money;

const quoteLines = z
  .array(quoteLineInputSchema)
  .max(QUOTE_LIMITS.lines, { error: `A quote holds at most ${QUOTE_LIMITS.lines} lines` });

/** POST /api/admin/quotes/preview: what a quote of these lines would cost, nothing saved. */
export const quotePreviewSchema = z.object({
  lines: quoteLines.default([]),
  /** The plans beside the one-off lines (priced, outside the totals). */
  plans: quotePlanInputs.default([]),
  discount: discount.default(asCents(0)),
  siteZip: siteFields.zip.default(''),
});
export type QuotePreviewInput = z.input<typeof quotePreviewSchema>;

/**
 * POST /api/admin/quotes: a blank quote (customer and site given), or one prefilled from a
 * site survey, a contact request or a customer account; what the body gives wins.
 */
export const quoteCreateSchema = z.object({
  siteSurveyId: z.number().int().positive().nullable().default(null),
  contactRequestId: z.number().int().positive().nullable().default(null),
  customerId: z.number().int().positive().nullable().default(null),
  customer: customerPatchSchema.optional(),
  site: sitePatchSchema.optional(),
  /** Absent: the lines the prefill suggests (a survey's cameras); [] starts with none. */
  lines: quoteLines.optional(),
  /** Plans started when the quote is paid (ADR 0076); none when absent. */
  plans: quotePlanInputs.optional(),
  discount: discount.default(asCents(0)),
  validUntil: isoDay('validUntil').optional(),
  terms: text(QUOTE_LIMITS.terms).optional(),
});
export type QuoteCreateInput = z.input<typeof quoteCreateSchema>;
export type QuoteCreate = z.output<typeof quoteCreateSchema>;

/** PUT /api/admin/quotes/{id}: the version edited, and what changes (the rest is kept). */
export const quoteUpdateSchema = z.object({
  version: z.number().int().min(1),
  customer: quoteCustomerSchema.optional(),
  site: quoteSiteSchema.optional(),
  lines: quoteLines.optional(),
  plans: quotePlanInputs.optional(),
  discount: discount.optional(),
  validUntil: isoDay('validUntil').optional(),
  terms: text(QUOTE_LIMITS.terms).optional(),
});
export type QuoteUpdateInput = z.input<typeof quoteUpdateSchema>;
export type QuoteUpdate = z.output<typeof quoteUpdateSchema>;

// The staff editor's form ---------------------------------------------------------------------

/** A line's quantity as the editor checks it: the field is narrow, so is its message. */
const editorQuantity = z
  .number({ error: `1 to ${QUOTE_LIMITS.quantity}` })
  .int({ error: `1 to ${QUOTE_LIMITS.quantity}` })
  .min(1, { error: `1 to ${QUOTE_LIMITS.quantity}` })
  .max(QUOTE_LIMITS.quantity, { error: `1 to ${QUOTE_LIMITS.quantity}` });
/** A price typed over the list's: blank is the list's price (null). */
const editorPrice = optionalMoneyText.refine(
  (cents) => cents === null || cents <= QUOTE_LIMITS.maxLinePriceCents,
  { error: QUOTE_MESSAGES.price },
);

/**
 * A line as the editor holds it: what staff chose (its name shown beside it), the quantity and
 * a price typed over the list's. It is sent as the server's line input.
 */
const quoteEditorLineSchema = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('product'),
      productId: z.number().int().positive(),
      packageId: z.number().int().positive().nullable(),
      name: z.string(),
      quantity: editorQuantity,
      price: editorPrice,
    }),
    z.object({
      kind: z.literal('labour'),
      labourPriceId: z.number().int().positive(),
      name: z.string(),
      quantity: editorQuantity,
      price: editorPrice,
    }),
  ])
  .transform((l): QuoteLineInput =>
    l.kind === 'product'
      ? {
          kind: 'product',
          productId: l.productId,
          packageId: l.packageId,
          quantity: l.quantity,
          unitPrice: l.price,
        }
      : {
          kind: 'labour',
          labourPriceId: l.labourPriceId,
          quantity: l.quantity,
          unitPrice: l.price,
        },
  );

/** A plan line as the editor holds it: the plan (its name shown) and the interval. */
const quoteEditorPlanSchema = z
  .object({
    planId: z.number().int().positive(),
    name: z.string(),
    interval: z.enum(BILLING_INTERVALS),
  })
  .transform((p): QuotePlanInput => ({ planId: p.planId, interval: p.interval }));

/**
 * The staff quote editor's form: every field as typed (amounts in dollars, blank phone and
 * company), read into the body of a save (a create or an update).
 */
export const quoteEditorFormSchema = z.object({
  customer: z.object({
    name: customerFields.name,
    email: customerFields.email,
    phone: text(40).transform((v) => v || null),
    company: text(200).transform((v) => v || null),
  }),
  site: z.object(siteFields),
  lines: z
    .array(quoteEditorLineSchema)
    .max(QUOTE_LIMITS.lines, { error: `A quote holds at most ${QUOTE_LIMITS.lines} lines` }),
  plans: z
    .array(quoteEditorPlanSchema)
    .max(QUOTE_PLAN_LIMITS.plans, { error: QUOTE_PLAN_MESSAGES.tooMany }),
  /** Blank: no discount. */
  discount: optionalMoneyText.transform((cents) => cents ?? asCents(0)),
  validUntil: isoDay('validUntil'),
  terms: text(QUOTE_LIMITS.terms),
});
/** What the editor's totals are priced from while it is edited: its lines and discount. */
export const quoteEditorPricingSchema = quoteEditorFormSchema.pick({
  lines: true,
  plans: true,
  discount: true,
});
export type QuoteEditorForm = z.input<typeof quoteEditorFormSchema>;
export type QuoteEditorValues = z.output<typeof quoteEditorFormSchema>;

/** GET /api/admin/quotes/prefill: a new quote's customer and site from a lead or an account. */
export const quotePrefillQuery = z.object({
  siteSurveyId: optionalId('siteSurveyId'),
  contactRequestId: optionalId('contactRequestId'),
  customerId: optionalId('customerId'),
});

export const quoteLineSchema = z.object({
  position: z.number().int(),
  kind: z.enum(['product', 'labour']),
  productId: z.number().int().nullable(),
  packageId: z.number().int().nullable(),
  labourPriceId: z.number().int().nullable(),
  description: z.string(),
  packageName: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  /** The catalogue's or the price list's price when the line was written. */
  listPrice: money,
  unitPrice: money,
  lineTotal: money,
  /** Who set a price other than the list's, and when (null: the list price). */
  priceOverriddenBy: z.string().nullable(),
  priceOverriddenAt: z.string().nullable(),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

export const quotePrefillResponse = z.object({
  success: z.literal(true),
  siteSurveyId: z.number().int().nullable(),
  contactRequestId: z.number().int().nullable(),
  customerId: z.number().int().nullable(),
  customer: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    company: z.string().nullable(),
  }),
  site: z.object(siteFields),
  /**
   * A survey's estimated cameras as catalogue products at their prices now: the
   * lines a new quote starts with; none for a contact request or an account.
   */
  lines: z.array(quoteLineSchema),
  validUntil: z.string(),
  terms: z.string(),
});
export type QuotePrefill = z.infer<typeof quotePrefillResponse>;

export const quoteTotalsSchema = z.object({
  subtotal: money,
  discount: money,
  /** A fraction: 0.0825 is 8.25%. */
  taxRate: z.number(),
  tax: money,
  total: money,
});
export type QuoteTotals = z.infer<typeof quoteTotalsSchema>;

/**
 * The totals staff see, with what the customer may pay now to book the work as the quotes
 * module's deposit policy decides it for the link and the PDF: both 0 when none is offered.
 */
export const quoteTotalsWithDepositSchema = quoteTotalsSchema.extend({
  deposit: money,
  depositPercent: z.number(),
});

export const quotePreviewResponse = z.object({
  success: z.literal(true),
  lines: z.array(quoteLineSchema),
  totals: quoteTotalsWithDepositSchema,
  plans: z.array(quotePlanSchema),
  recurring: quoteRecurringSchema,
});
export type QuotePreview = z.infer<typeof quotePreviewResponse>;

export const quoteEventSchema = z.object({
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  note: z.string().nullable(),
  /** Null: the customer (through the link) or the shop (the expiry job). */
  userName: z.string().nullable(),
  createdAt: z.string(),
});
export const quoteVersionSchema = z.object({
  version: z.number().int(),
  userName: z.string().nullable(),
  createdAt: z.string(),
});

export const adminQuoteSchema = quoteSummarySchema.extend({
  customerPhone: z.string().nullable(),
  site: z.object(siteFields),
  lines: z.array(quoteLineSchema),
  totals: quoteTotalsWithDepositSchema,
  /** Plans started when the quote is paid (ADR 0076), outside the totals. */
  plans: z.array(quotePlanSchema),
  recurring: quoteRecurringSchema,
  discountBy: z.string().nullable(),
  discountAt: z.string().nullable(),
  terms: z.string(),
  viewedAt: z.string().nullable(),
  answeredAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  createdBy: z.string().nullable(),
  updatedAt: z.string(),
  lead: z
    .object({
      kind: z.enum(['survey', 'contact']),
      id: z.number().int(),
      name: z.string(),
      status: z.string(),
    })
    .nullable(),
  order: z
    .object({
      id: z.number().int(),
      orderNumber: z.string(),
      status: z.string(),
      paymentStatus: z.string(),
      total: money,
    })
    .nullable(),
  versions: z.array(quoteVersionSchema),
  events: z.array(quoteEventSchema),
});
export type AdminQuote = z.infer<typeof adminQuoteSchema>;

export const adminQuoteResponse = z.object({ success: z.literal(true), quote: adminQuoteSchema });
export type AdminQuoteResponse = z.infer<typeof adminQuoteResponse>;

// The labour price list ---------------------------------------------------------------------

export const labourPriceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  unit: z.enum(LABOUR_UNITS),
  price: money,
  active: z.boolean(),
  position: z.number().int(),
});
export type LabourPrice = z.infer<typeof labourPriceSchema>;

export const labourPricesResponse = z.object({
  success: z.literal(true),
  labourPrices: z.array(labourPriceSchema),
});
export const labourPriceResponse = z.object({
  success: z.literal(true),
  labourPrice: labourPriceSchema,
});

const withinLabourMax = (cents: Cents) => cents <= LABOUR_PRICE_MAX_CENTS;
const labourFields = {
  name: z
    .string()
    .trim()
    .min(1, { error: QUOTE_ADMIN_MESSAGES.labourName })
    .max(120, { error: 'At most 120 characters' }),
  unit: z.enum(LABOUR_UNITS, { error: `unit must be one of ${LABOUR_UNITS.join(', ')}` }),
  /** At most $100,000: beyond it, a typo. */
  price: money.refine(withinLabourMax, { error: QUOTE_MESSAGES.price }),
  active: z.boolean(),
  position: z.number().int().min(0).max(10_000),
};
export const labourPriceInputSchema = z.object({
  ...labourFields,
  active: labourFields.active.default(true),
  position: labourFields.position.default(0),
});
export type LabourPriceInput = z.input<typeof labourPriceInputSchema>;
export type LabourPriceWrite = z.output<typeof labourPriceInputSchema>;
/** PUT /api/admin/labour-prices/{id}: what changes (deactivating is `{ active: false }`). */
export const labourPriceUpdateSchema = z.object(labourFields).partial();
export type LabourPriceUpdate = z.output<typeof labourPriceUpdateSchema>;

/** The labour price screen's form: a line's name, unit and price as typed ("85.00"). */
export const labourPriceFormSchema = z.object({
  name: labourFields.name,
  unit: labourFields.unit,
  price: moneyText.refine(withinLabourMax, { error: QUOTE_MESSAGES.price }),
});
export type LabourPriceForm = z.input<typeof labourPriceFormSchema>;
export type LabourPriceFormValues = z.output<typeof labourPriceFormSchema>;
