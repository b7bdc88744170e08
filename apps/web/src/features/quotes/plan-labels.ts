import {
  recurringPhrase,
  type BillingInterval,
  type Plan,
  type QuoteRecurring,
} from '@shop/contract';
import type { Cents } from '@shop/contract/money';
import { formatMoney } from '../../lib/format';

/** An amount billed each interval: "$39.99/month" (the words of "then $39.99/month"). */
export const perInterval = (amount: Cents, interval: BillingInterval) =>
  recurringPhrase([{ interval, amount }], formatMoney);

/** A plan on sale as the picker offers it: "Alarm Monitoring: $39.99/month or $399.00/year". */
export const planOfferText = (p: Pick<Plan, 'name' | 'monthlyPrice' | 'yearlyPrice'>) =>
  p.yearlyPrice === null
    ? `${p.name}: ${perInterval(p.monthlyPrice, 'month')}`
    : `${p.name}: ${perInterval(p.monthlyPrice, 'month')} or ${perInterval(p.yearlyPrice, 'year')}`;

/** "12-month minimum term"; none without a minimum term. */
export const minTermText = (months: number) => (months > 0 ? `${months}-month minimum term` : null);

/**
 * Said beside the pay button of a quote with plans: what the card pays after this payment
 * (each plan's first bill, charged separately) and that it is kept for the bills to come.
 */
export const plansCardNote = (recurring: QuoteRecurring) =>
  `Just after this payment, the same card pays the plans' first bills (${recurringPhrase(recurring, formatMoney)}) and is kept for the bills to come.`;
