import {
  QUOTE_LIMITS,
  type AdminQuote,
  type QuoteLineInput,
  type QuotePrefill,
  type QuotePreviewInput,
} from '@shop/contract';
import { asCents, type Cents } from '@shop/contract/money';
import { moneyText } from '@shop/contract/money-schema';
import { formatMoneyInput } from '../../lib/format';

/**
 * A price or discount field's text read by the contract's money schema: null when blank (the
 * list's price, no discount), else the cents or the schema's message.
 */
function amountOf(text: string): { cents: Cents | null } | { error: string } {
  if (text.trim() === '') return { cents: null };
  const read = moneyText.safeParse(text);
  return read.success ? { cents: read.data } : { error: read.error.issues[0]!.message };
}
/** The amount a field holds, once `moneyErrors` found none: null when blank. */
const typedAmount = (text: string): Cents | null => {
  const read = amountOf(text);
  return 'cents' in read ? read.cents : null;
};

/** A line as the editor holds it: what staff chose, and a price typed over the list's. */
export type DraftLine =
  | {
      key: string;
      kind: 'product';
      productId: number;
      name: string;
      packageId: number | null;
      quantity: number;
      priceText: string;
    }
  | {
      key: string;
      kind: 'labour';
      labourPriceId: number;
      name: string;
      quantity: number;
      priceText: string;
    };

export type QuoteDraft = {
  customer: { name: string; email: string; phone: string; company: string };
  site: { street: string; city: string; state: string; zip: string; country: string };
  lines: DraftLine[];
  discountText: string;
  validUntil: string;
  terms: string;
};

let lineCount = 0;
export const newLineKey = () => `line-${++lineCount}`;

/** The editor's draft of a saved quote: prices the server set are not overrides to resend. */
export function draftOfQuote(q: AdminQuote): QuoteDraft {
  return {
    customer: {
      name: q.customerName,
      email: q.customerEmail,
      phone: q.customerPhone ?? '',
      company: q.customerCompany ?? '',
    },
    site: { ...q.site },
    lines: q.lines.map((l) =>
      l.kind === 'product'
        ? {
            key: newLineKey(),
            kind: 'product',
            productId: l.productId!,
            name: l.description,
            packageId: l.packageId,
            quantity: l.quantity,
            priceText: l.priceOverriddenBy === null ? '' : formatMoneyInput(l.unitPrice),
          }
        : {
            key: newLineKey(),
            kind: 'labour',
            labourPriceId: l.labourPriceId!,
            name: l.description,
            quantity: l.quantity,
            priceText: l.priceOverriddenBy === null ? '' : formatMoneyInput(l.unitPrice),
          },
    ),
    discountText: q.totals.discount > 0 ? formatMoneyInput(q.totals.discount) : '',
    validUntil: q.validUntil,
    terms: q.terms,
  };
}

/**
 * A new quote's draft, from its lead when there is one: a survey's cameras are its first
 * lines, at the catalogue's prices (no price typed over them).
 */
export function draftOfPrefill(p: QuotePrefill): QuoteDraft {
  return {
    customer: {
      name: p.customer.name,
      email: p.customer.email,
      phone: p.customer.phone ?? '',
      company: p.customer.company ?? '',
    },
    site: { ...p.site },
    lines: p.lines.flatMap((l): DraftLine[] =>
      l.kind === 'product' && l.productId !== null
        ? [
            {
              key: newLineKey(),
              kind: 'product',
              productId: l.productId,
              name: l.description,
              packageId: l.packageId,
              quantity: l.quantity,
              priceText: '',
            },
          ]
        : [],
    ),
    discountText: '',
    validUntil: p.validUntil,
    terms: p.terms,
  };
}

/** The draft's money fields that are not amounts and quantities out of range, by field. */
export function moneyErrors(d: QuoteDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  const discount = amountOf(d.discountText);
  if ('error' in discount) errors.discount = discount.error;
  for (const l of d.lines) {
    const price = amountOf(l.priceText);
    if ('error' in price) errors[l.key] = price.error;
    if (!(l.quantity >= 1 && l.quantity <= QUOTE_LIMITS.quantity))
      errors[`${l.key}.qty`] = `1 to ${QUOTE_LIMITS.quantity}`;
  }
  return errors;
}

/** The lines as the server takes them: a typed price is an override, none is the list's. */
export function linesInput(lines: readonly DraftLine[]): QuoteLineInput[] {
  return lines.map((l) => {
    const unitPrice = typedAmount(l.priceText);
    return l.kind === 'product'
      ? {
          kind: 'product',
          productId: l.productId,
          packageId: l.packageId,
          quantity: l.quantity,
          unitPrice,
        }
      : { kind: 'labour', labourPriceId: l.labourPriceId, quantity: l.quantity, unitPrice };
  });
}

export function previewInput(d: QuoteDraft): QuotePreviewInput {
  return {
    lines: linesInput(d.lines),
    discount: typedAmount(d.discountText) ?? asCents(0),
    siteZip: d.site.zip.trim(),
  };
}

/** The body of a save (create or update): every field of the editor. */
export function saveBody(d: QuoteDraft) {
  const trimmed = <T extends Record<string, string>>(o: T) =>
    Object.fromEntries(Object.entries(o).map(([k, v]) => [k, v.trim()])) as T;
  const customer = trimmed(d.customer);
  return {
    customer: { ...customer, phone: customer.phone || null, company: customer.company || null },
    site: trimmed(d.site),
    lines: linesInput(d.lines),
    discount: typedAmount(d.discountText) ?? asCents(0),
    validUntil: d.validUntil,
    terms: d.terms,
  };
}
