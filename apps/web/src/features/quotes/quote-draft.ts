import {
  quoteEditorPricingSchema,
  type AdminQuote,
  type QuoteEditorForm,
  type QuotePrefill,
  type QuotePreviewInput,
} from '@shop/contract';
import { formatMoneyInput } from '../../lib/format';

export type QuoteEditorLine = QuoteEditorForm['lines'][number];
export type QuoteEditorPlan = QuoteEditorForm['plans'][number];

/** The editor's form of a saved quote: prices the server set are not overrides to resend. */
export function formOfQuote(q: AdminQuote): QuoteEditorForm {
  return {
    customer: {
      name: q.customerName,
      email: q.customerEmail,
      phone: q.customerPhone ?? '',
      company: q.customerCompany ?? '',
    },
    site: { ...q.site },
    lines: q.lines.map((l): QuoteEditorLine => {
      const price = l.priceOverriddenBy === null ? '' : formatMoneyInput(l.unitPrice);
      return l.kind === 'product'
        ? {
            kind: 'product',
            productId: l.productId!,
            name: l.description,
            packageId: l.packageId,
            quantity: l.quantity,
            price,
          }
        : {
            kind: 'labour',
            labourPriceId: l.labourPriceId!,
            name: l.description,
            quantity: l.quantity,
            price,
          };
    }),
    plans: q.plans.map((p): QuoteEditorPlan => ({
      planId: p.planId,
      name: p.planName,
      interval: p.interval,
    })),
    discount: q.totals.discount > 0 ? formatMoneyInput(q.totals.discount) : '',
    validUntil: q.validUntil,
    terms: q.terms,
  };
}

/**
 * A new quote's form, from its lead when there is one: a survey's cameras are its first
 * lines, at the catalogue's prices (no price typed over them).
 */
export function formOfPrefill(p: QuotePrefill): QuoteEditorForm {
  return {
    customer: {
      name: p.customer.name,
      email: p.customer.email,
      phone: p.customer.phone ?? '',
      company: p.customer.company ?? '',
    },
    site: { ...p.site },
    lines: p.lines.flatMap((l): QuoteEditorLine[] =>
      l.kind === 'product' && l.productId !== null
        ? [
            {
              kind: 'product',
              productId: l.productId,
              name: l.description,
              packageId: l.packageId,
              quantity: l.quantity,
              price: '',
            },
          ]
        : [],
    ),
    plans: [],
    discount: '',
    validUntil: p.validUntil,
    terms: p.terms,
  };
}

/**
 * What the totals and the plans' bills are priced from while the form is edited: null while a
 * price, a quantity or the discount is not one (the field says why).
 */
export function pricingOf(values: QuoteEditorForm): QuotePreviewInput | null {
  const read = quoteEditorPricingSchema.safeParse(values);
  if (!read.success) return null;
  return { ...read.data, siteZip: values.site.zip.trim() };
}
