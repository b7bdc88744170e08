import type { BillingInterval, CardOnFile, Subscription, SubscriptionStatus } from '@shop/contract';
import { cardBrandLabel } from '@shop/contract/payment-card';

/** How a plan is billed, as a choice says it. */
export const INTERVAL_LABELS: Record<BillingInterval, string> = {
  month: 'Monthly',
  year: 'Yearly',
};

/** After a price: "$39.99/month". */
export const PER_INTERVAL: Record<BillingInterval, string> = { month: '/month', year: '/year' };

/** A plan's state as its badge shows it: a plan that needs the customer stands out. */
export const STATUS_VARIANTS: Record<SubscriptionStatus, string> = {
  incomplete: 'warning',
  active: 'success',
  past_due: 'danger',
  suspended: 'danger',
  paused: 'secondary',
  cancelled: 'dark',
};

/** "Visa ending in 4242". */
export const cardName = (card: Pick<CardOnFile, 'brand' | 'last4'>) =>
  `${cardBrandLabel(card.brand)} ending in ${card.last4}`;

/** "Visa ending in 4242, expires 12/30" (the expiry when the provider told it). */
export function cardText(card: CardOnFile): string {
  if (card.expMonth === null || card.expYear === null) return cardName(card);
  const month = String(card.expMonth).padStart(2, '0');
  return `${cardName(card)}, expires ${month}/${String(card.expYear % 100).padStart(2, '0')}`;
}

/** A plan's site in one line: its name, then its address. */
export function siteText(subscription: Pick<Subscription, 'siteName' | 'site'>): string {
  const { address, city, state, zipCode } = subscription.site;
  const line = `${address}, ${city}, ${state} ${zipCode}`;
  return subscription.siteName ? `${subscription.siteName}: ${line}` : line;
}
