import { taxCentsOf, type BillingInterval } from '@shop/contract';
import { dateFormat } from '@shop/contract/date-format';

/** A line of an invoice as it is kept (subscription_invoices.lines): cents, negative for a credit. */
export type InvoiceLine = { description: string; amountCents: number };

/** The figures of an invoice: its lines, and the totals the server computed from them. */
export type InvoiceFigures = {
  lines: InvoiceLine[];
  subtotalCents: number;
  creditUsedCents: number;
  taxRate: number;
  taxCents: number;
  totalCents: number;
};

/** A day of a period as the customer reads every date: "Dec 29, 2026", the shop's day. */
const DAY = dateFormat('en-US', { dateStyle: 'medium', timeZone: 'America/Los_Angeles' });
const day = (d: Date) => DAY.format(d);

/** "Video Monitoring, monthly, 2026-04-10 to 2026-05-10". */
export function periodLine(
  planName: string,
  interval: BillingInterval,
  start: Date,
  end: Date,
): string {
  return `${planName}, ${interval === 'year' ? 'yearly' : 'monthly'}, ${day(start)} to ${day(end)}`;
}

/**
 * An invoice's figures (ADR 0075): its charges, then the subscription's credit taken off (as
 * much as the charges hold) as a negative line, then tax on what is left when the plan is
 * taxable, at the site's ZIP rate. Amounts in cents.
 */
export function invoiceFigures(input: {
  charges: InvoiceLine[];
  creditCents: number;
  taxable: boolean;
  taxRate: number;
}): InvoiceFigures {
  const charged = input.charges.reduce((sum, l) => sum + l.amountCents, 0);
  const creditUsedCents = Math.max(0, Math.min(input.creditCents, charged));
  const lines = [...input.charges];
  if (creditUsedCents > 0) {
    lines.push({
      description: 'Credit from an earlier plan change',
      amountCents: -creditUsedCents,
    });
  }
  const subtotalCents = charged - creditUsedCents;
  const taxRate = input.taxable ? input.taxRate : 0;
  const taxCents = input.taxable ? taxCentsOf(subtotalCents, taxRate) : 0;
  return {
    lines,
    subtotalCents,
    creditUsedCents,
    taxRate,
    taxCents,
    totalCents: subtotalCents + taxCents,
  };
}

/** The set-up fee's line. */
export const setupFeeLine = (planName: string, cents: number): InvoiceLine => ({
  description: `${planName}: set-up fee`,
  amountCents: cents,
});

/** A plan change's lines: the unused time given back, the new plan's time charged. */
export function changeLines(input: {
  fromName: string;
  toName: string;
  toInterval: BillingInterval;
  creditCents: number;
  chargeCents: number;
  from: Date;
  to: Date;
}): InvoiceLine[] {
  const lines: InvoiceLine[] = [];
  if (input.creditCents > 0) {
    lines.push({
      description: `Unused time on ${input.fromName} from ${day(input.from)}`,
      amountCents: -input.creditCents,
    });
  }
  lines.push({
    description: periodLine(input.toName, input.toInterval, input.from, input.to),
    amountCents: input.chargeCents,
  });
  return lines;
}

/** An invoice's totals as a payment and an order carry them (no shipping). */
export const invoiceTotals = (invoice: {
  subtotalCents: number;
  taxRate: string;
  taxCents: number;
  totalCents: number;
}) => ({
  subtotalCents: invoice.subtotalCents,
  taxRate: Number(invoice.taxRate),
  taxCents: invoice.taxCents,
  shippingCents: 0,
  totalCents: invoice.totalCents,
});
