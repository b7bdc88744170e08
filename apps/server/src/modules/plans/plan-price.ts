import type { BillingInterval } from '@shop/contract';
import type { PlanRow } from './plans.repository.ts';

/**
 * The price a plan is sold at for an interval, in cents; null for a yearly price the plan does
 * not have (billed monthly only). One rule for a subscription's start and a quote's plan line.
 */
export function planPriceAt(plan: PlanRow, interval: BillingInterval): number | null {
  return interval === 'month' ? plan.monthlyPriceCents : plan.yearlyPriceCents;
}
