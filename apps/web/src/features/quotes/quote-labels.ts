import type { QuoteStatus } from '@shop/contract';
import { formatDollars } from '../../lib/format';

/** The badge colour of each quote status. */
export const QUOTE_STATUS_VARIANTS: Record<QuoteStatus, string> = {
  draft: 'secondary',
  sent: 'primary',
  viewed: 'info',
  accepted: 'success',
  declined: 'danger',
  expired: 'warning',
};

/** "$1,234.50" from cents. */
export const money = (cents: number) => formatDollars(cents / 100);

/** A dollars field's text ("12.5", "$1,200") as cents; '' is none; null when not an amount. */
export function centsOf(text: string): number | null | undefined {
  const clean = text.replace(/[$,\s]/g, '');
  if (clean === '') return undefined;
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  return Math.round(Number(clean) * 100);
}

/** Cents as a dollars field's text: 1250 -> "12.50". */
export const dollarsText = (cents: number) => (cents / 100).toFixed(2);

/** Where a quote's lead is in the back office. */
export const leadHref = (lead: { kind: 'survey' | 'contact'; id: number }) =>
  `/admin/${lead.kind === 'survey' ? 'site-surveys' : 'contact-requests'}/${lead.id}`;
