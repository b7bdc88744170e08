/**
 * The lists and labels of plans (ADR 0075), without zod: the storefront's plan cards use them
 * and load no schema.
 */

/** What a plan's monitoring centre watches: an alarm panel, cameras, or nothing. */
export const PLAN_MONITORING = ['alarm', 'video', 'none'] as const;
export type PlanMonitoring = (typeof PLAN_MONITORING)[number];
export const PLAN_MONITORING_LABELS: Record<PlanMonitoring, string> = {
  alarm: 'Alarm monitoring',
  video: 'Video monitoring',
  none: 'No monitoring',
};

/** A retired plan is sold no more; the subscriptions on it run on. */
export const PLAN_STATUSES = ['active', 'retired'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/** A plan's price per month: the yearly price counts as a twelfth each month (RMR). */
export function monthlyValueCents(interval: BillingInterval, priceCents: number): number {
  return interval === 'year' ? Math.round(priceCents / 12) : priceCents;
}
