import { z } from 'zod';
import { money } from './money-schema.ts';
import { companyDetailsSchema } from './settings.ts';
import { QUOTE_LINE_KINDS, QUOTE_PAYMENT_CHOICES, QUOTE_STATUSES } from './quotes.ts';
import { paymentIntentResponse } from './checkout.ts';
import { orderResponse } from './orders.ts';
import { quotePlanSchema, quoteRecurringSchema } from './quote-plans.ts';

/**
 * The customer's side of a quote (ADR 0043): the signed link's page, its
 * answer (accept and pay, or decline) and the balance of an order paid by deposit. Money is
 * integer cents; the customer never sends a price, a line or a quantity.
 */
export const QUOTE_LINK_MESSAGES = {
  staffCannotPay: 'Staff accounts cannot accept a quote. Sign in as the customer.',
  noBalance: 'Nothing is owed on this order.',
  balanceChanged: 'The balance of this order changed after the payment was set up.',
  quoteChanged: 'The quote changed or was answered after the payment was set up.',
  declined: 'Thank you. We have told our team that you declined the quote.',
  /** Someone else (another account) has a payment of this quote open: one at a time. */
  paymentOpen:
    'Someone else is paying this quote right now. If they do not finish, try again in a few minutes.',
} as const;

export const QUOTE_DECLINE_REASON_MAX = 2000;

/** The link's token in the path: its shape is checked again by the server before any query. */
export const quoteTokenParam = z.object({ token: z.string().max(200) });

export const quoteLinkLineSchema = z.object({
  kind: z.enum(QUOTE_LINE_KINDS),
  description: z.string(),
  packageName: z.string(),
  quantity: z.number().int(),
  unitPrice: money,
  lineTotal: money,
});
export type QuoteLinkLine = z.infer<typeof quoteLinkLineSchema>;

const siteSchema = z.object({
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
});

export const quoteLinkSchema = z.object({
  quoteNumber: z.string(),
  status: z.enum(QUOTE_STATUSES),
  lines: z.array(quoteLinkLineSchema),
  subtotal: money,
  discount: money,
  /** A fraction: 0.08375. */
  taxRate: z.number(),
  tax: money,
  total: money,
  /**
   * Plans started when the quote is paid (ADR 0076): "then $39.99/month" beside the total.
   * Paying a quote with plans keeps the card for their bills.
   */
  plans: z.array(quotePlanSchema),
  recurring: quoteRecurringSchema,
  /** YYYY-MM-DD: the last day the quote can be accepted. */
  validUntil: z.string(),
  terms: z.string(),
  /** The shop's company (null until its details are filled in). */
  company: companyDetailsSchema.nullable(),
  /** The deposit share set by the shop (0: the quote must be paid in full) and its amount. */
  depositPercent: z.number(),
  deposit: money,
  /** The site: where the goods go and the installation happens. */
  site: siteSchema,
  /** What the registration form is filled with when the customer has no account yet. */
  prefill: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    company: z.string().nullable(),
  }),
});
export type QuoteLink = z.infer<typeof quoteLinkSchema>;
export const quoteLinkResponse = z.object({ success: z.literal(true), quote: quoteLinkSchema });

export const quoteDeclineSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(QUOTE_DECLINE_REASON_MAX, {
      error: `The reason must be at most ${QUOTE_DECLINE_REASON_MAX} characters`,
    })
    .optional(),
});
export type QuoteDeclineInput = z.infer<typeof quoteDeclineSchema>;

/** POST /api/quotes/{token}/payment-intent: only the choice; the amount is the server's. */
export const quotePaymentIntentSchema = z.object({
  payment: z.enum(QUOTE_PAYMENT_CHOICES, { error: 'Choose to pay in full or the deposit' }),
});

/**
 * The quote's payment: the server's amount, and whether the card that pays it is kept for the
 * quote's plans (ADR 0076: a quote with plans, paid by its own customer).
 */
export const quotePaymentIntentResponse = paymentIntentResponse.extend({ keepsCard: z.boolean() });
export type QuotePaymentIntentResponse = z.infer<typeof quotePaymentIntentResponse>;

const paymentIntentIdField = z
  .string({ error: 'Payment not found' })
  .regex(/^pi_[A-Za-z0-9_]{8,120}$/, { error: 'Payment not found' });

/** POST /api/quotes/{token}/order and POST /api/customer/orders/{id}/balance. */
export const quotePlaceOrderSchema = z.object({ paymentIntentId: paymentIntentIdField });

/**
 * The paid quote's order. `yours`: it is the signed-in account's; false when another account
 * paid the quote for its customer (the order is the customer's, ADR 0043).
 */
export const quoteOrderResponse = orderResponse.extend({ yours: z.boolean() });
export type QuoteOrderResponse = z.infer<typeof quoteOrderResponse>;
