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
 * Said beside "Continue to payment" of a quote with plans, before the server has said whose
 * the quote is: its own customer's card also pays the plans' first bills and is kept.
 */
export const plansPaymentNote = (recurring: QuoteRecurring) =>
  `When the quote is for your account, the card you pay with also pays the plans' first bills (${recurringPhrase(recurring, formatMoney)}) just after, and is kept for the bills to come.`;

/** Said on the card step when the payment keeps the card for the plans (the server's word). */
export const plansCardNote = (recurring: QuoteRecurring) =>
  `Just after this payment, the same card pays the plans' first bills (${recurringPhrase(recurring, formatMoney)}) and is kept for the bills to come.`;

/** Said on the card step when someone else pays the quote: no card is kept for its plans. */
export const PLANS_OTHER_PAYER_NOTE =
  "This card pays the quote only: the quote's customer is e-mailed to confirm its plans with their own card.";
