import type {
  BillingInterval,
  InvoiceKind,
  Plan,
  SubscriptionEventKind,
  SubscriptionStatus,
} from '@shop/contract';
import type { Cents } from '@shop/contract/money';
import { formatDateTime, formatMoney } from '../../lib/format';

/** What each entry of a subscription's history says happened. */
export const SUBSCRIPTION_EVENT_LABELS: Record<SubscriptionEventKind, string> = {
  created: 'Subscription created',
  started: 'Plan started',
  renewed: 'Renewed for the next period',
  invoice_paid: 'Invoice paid',
  payment_failed: 'Payment failed',
  retry_scheduled: 'Payment retry scheduled',
  suspended: 'Suspended for non-payment',
  restored: 'Restored after payment',
  plan_changed: 'Plan changed',
  paused: 'Paused',
  resumed: 'Resumed',
  cancel_scheduled: 'Cancellation scheduled',
  cancel_withdrawn: 'Cancellation taken back',
  cancelled: 'Cancelled',
  invoice_refunded: 'Invoice refunded',
  invoice_voided: 'Invoice voided',
  card_changed: 'Card changed',
  renewal_notice: 'Renewal notice e-mailed',
  clock_advanced: 'Test clock moved',
};

export const SUBSCRIPTION_STATUS_VARIANTS: Record<SubscriptionStatus, string> = {
  incomplete: 'secondary',
  active: 'success',
  past_due: 'warning',
  suspended: 'danger',
  paused: 'info',
  cancelled: 'dark',
};

export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = {
  first: 'First',
  renewal: 'Renewal',
  proration: 'Plan change',
};

export const INTERVAL_LABELS: Record<BillingInterval, string> = {
  month: 'Monthly',
  year: 'Yearly',
};

/** "$39.99 a month", "$399.00 a year". */
export const pricePer = (price: Cents, interval: BillingInterval) =>
  `${formatMoney(price)} a ${interval}`;

/** A plan on sale as a choice: "Alarm Monitoring: $39.99 a month or $399.00 a year". */
export const planOfferText = (p: Plan) =>
  p.yearlyPrice === null
    ? `${p.name}: ${pricePer(p.monthlyPrice, 'month')}`
    : `${p.name}: ${pricePer(p.monthlyPrice, 'month')} or ${pricePer(p.yearlyPrice, 'year')}`;

/** "4 hours", "1 hour"; none promised: "None". */
export const responseText = (hours: number | null) =>
  hours === null ? 'None' : `${hours} ${hours === 1 ? 'hour' : 'hours'}`;

/** "12 months", "1 month"; no minimum term: "None". */
export const termText = (months: number) =>
  months === 0 ? 'None' : `${months} ${months === 1 ? 'month' : 'months'}`;

const ISO_MOMENT = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z/g;

/** A history note with the moments the server wrote as ISO text in the shop's time instead. */
export const readableNote = (note: string) =>
  note.replace(ISO_MOMENT, (moment) => formatDateTime(moment));
