import { z } from 'zod';
import { money } from './money-schema.ts';

/**
 * Quotes (ADR 0041): staff estimate a site survey or a contact request as a quote of
 * catalogue products and installation labour; the customer answers it through a signed link
 * and pays it (whole, or a deposit) through the shop's checkout rules. One list of statuses,
 * kinds and rules for the server, the database's checks and the screens.
 */
export const QUOTE_STATUSES = [
  'draft',
  'sent',
  'viewed',
  'accepted',
  'declined',
  'expired',
] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  viewed: 'Viewed',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
};

/**
 * The changes of a quote's status the server allows. Editing a sent, viewed or expired quote
 * makes a new version and puts it back to draft (the old link stops working; it is sent again).
 * Accepted and declined are answers: final.
 */
export const QUOTE_TRANSITIONS: Record<QuoteStatus, readonly QuoteStatus[]> = {
  draft: ['sent'],
  sent: ['viewed', 'accepted', 'declined', 'expired', 'draft'],
  viewed: ['accepted', 'declined', 'expired', 'draft'],
  accepted: [],
  declined: [],
  expired: ['draft'],
};

export function canMoveQuote(from: QuoteStatus, to: QuoteStatus): boolean {
  return QUOTE_TRANSITIONS[from].includes(to);
}

/** A quote the customer can still answer through its link. */
export const QUOTE_ANSWERABLE_STATUSES: readonly QuoteStatus[] = ['sent', 'viewed'];

/** A quote line: a catalogue product (with its package) or a line of installation labour. */
export const QUOTE_LINE_KINDS = ['product', 'labour'] as const;
export type QuoteLineKind = (typeof QUOTE_LINE_KINDS)[number];

/** How the customer pays an accepted quote: all of it, or the deposit set in the settings. */
export const QUOTE_PAYMENT_CHOICES = ['full', 'deposit'] as const;
export type QuotePaymentChoice = (typeof QUOTE_PAYMENT_CHOICES)[number];

/** Quote numbers: QT-2026-000123 (the year the quote was made, then a sequence). */
export const QUOTE_NUMBER_PATTERN = /^QT-\d{4}-\d{6,}$/;

export const QUOTE_LIMITS = {
  lines: 100,
  quantity: 1000,
  terms: 4000,
  note: 2000,
  /** Days a new quote stays valid unless staff set another date. */
  validDays: 30,
  /** Latest valid-until: a year ahead. */
  maxValidDays: 365,
  /** The most a line's unit price may be ($1,000,000), in cents: beyond it, a typo. */
  maxLinePriceCents: 100_000_000,
} as const;

export const QUOTE_MESSAGES = {
  notFound: 'Quote not found',
  /** The link is wrong, was replaced by a newer one, or the quote was answered or expired. */
  linkInvalid: 'This quote link is no longer valid. Ask us for a new one.',
  expired: 'This quote has expired. Ask us for a new one.',
  answered: (status: QuoteStatus) => `This quote was already ${status}.`,
  transition: (from: QuoteStatus, to: QuoteStatus) => `A ${from} quote cannot be ${to}`,
  noLines: 'Add at least one line to the quote',
  productMissing: 'Product not found',
  packageMissing: 'Package not found for this product',
  labourMissing: 'Labour price not found',
  quantity: `Quantity must be a whole number from 1 to ${QUOTE_LIMITS.quantity}`,
  price: 'Price must be 0 or more, in dollars and cents',
  discount: 'The discount must be between 0 and the subtotal',
  validUntil: 'Valid until must be a date from today to a year ahead',
  zip: 'Enter the site ZIP code (5 digits)',
  emailRequired: 'Enter the customer e-mail',
  nameRequired: 'Enter the customer name',
  notDraft: 'Only a draft can be sent; edit the quote to make a new draft',
  depositOff: 'This quote must be paid in full',
  alreadyPaid: 'This quote is already paid',
} as const;

/** A price staff give a line: money, and at most the line price bound. */
const linePrice = money.refine((cents) => cents <= QUOTE_LIMITS.maxLinePriceCents, {
  error: QUOTE_MESSAGES.price,
});

/**
 * A line as staff enter it. The price of a product line is the catalogue's (its package's)
 * unless `unitPrice` overrides it; a labour line's is the price list's unless overridden.
 * The server records who overrode a price and when.
 */
export const quoteLineInputSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('product'),
    productId: z.number().int().positive({ error: QUOTE_MESSAGES.productMissing }),
    packageId: z.number().int().positive().nullable().default(null),
    quantity: z
      .number({ error: QUOTE_MESSAGES.quantity })
      .int({ error: QUOTE_MESSAGES.quantity })
      .min(1, { error: QUOTE_MESSAGES.quantity })
      .max(QUOTE_LIMITS.quantity, { error: QUOTE_MESSAGES.quantity }),
    unitPrice: linePrice.nullable().default(null),
  }),
  z.object({
    kind: z.literal('labour'),
    labourPriceId: z.number().int().positive({ error: QUOTE_MESSAGES.labourMissing }),
    quantity: z
      .number({ error: QUOTE_MESSAGES.quantity })
      .int({ error: QUOTE_MESSAGES.quantity })
      .min(1, { error: QUOTE_MESSAGES.quantity })
      .max(QUOTE_LIMITS.quantity, { error: QUOTE_MESSAGES.quantity }),
    unitPrice: linePrice.nullable().default(null),
  }),
]);
export type QuoteLineInput = z.infer<typeof quoteLineInputSchema>;
