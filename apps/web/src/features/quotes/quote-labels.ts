import type { QuoteStatus } from '@shop/contract';

/** The badge colour of each quote status. */
export const QUOTE_STATUS_VARIANTS: Record<QuoteStatus, string> = {
  draft: 'secondary',
  sent: 'primary',
  viewed: 'info',
  accepted: 'success',
  declined: 'danger',
  expired: 'warning',
};

/** Where a quote's lead is in the back office. */
export const leadHref = (lead: { kind: 'survey' | 'contact'; id: number }) =>
  `/admin/${lead.kind === 'survey' ? 'site-surveys' : 'contact-requests'}/${lead.id}`;
