import {
  asCents,
  QUOTE_PLAN_MESSAGES,
  taxCentsOf,
  type BillingInterval,
  type QuotePlan,
  type QuotePlanInput,
  type QuoteRecurring,
} from '@shop/contract';
import { DomainError } from '../../lib/errors.ts';
import { planPriceAt } from '../plans/plan-price.ts';
import type { PlansService } from '../plans/plans.service.ts';
import type { NewQuotePlanRow, QuotePlanRow } from './quote-plans.repository.ts';

export type { QuotePlanRow } from './quote-plans.repository.ts';

const invalid = (message: string, field: string) =>
  new DomainError('validation', message, {
    fields: { [field]: message },
    code: 'VALIDATION_FAILED',
  });

/**
 * A quote's plan lines priced now (ADR 0076): each plan at its price for the interval, with
 * its name, minimum term and tax copied. A retired plan is refused, unless the quote carried
 * it already (a quote sent before the plan was retired is edited, not emptied); a yearly line
 * of a plan billed monthly only, and the same plan twice, are refused.
 */
export async function priceQuotePlans(
  plans: Pick<PlansService, 'rows'>,
  inputs: readonly QuotePlanInput[],
  previous: readonly Pick<QuotePlanRow, 'planId'>[],
): Promise<NewQuotePlanRow[]> {
  if (inputs.length === 0) return [];
  const byId = new Map((await plans.rows()).map((p) => [p.id, p]));
  const seen = new Set<number>();
  return inputs.map((input, index) => {
    const field = `plans.${index}`;
    const plan = byId.get(input.planId);
    if (!plan) throw invalid(QUOTE_PLAN_MESSAGES.planMissing, `${field}.planId`);
    if (plan.status !== 'active' && !previous.some((p) => p.planId === plan.id)) {
      throw invalid(QUOTE_PLAN_MESSAGES.planRetired, `${field}.planId`);
    }
    if (seen.has(plan.id)) throw invalid(QUOTE_PLAN_MESSAGES.twice, `${field}.planId`);
    seen.add(plan.id);
    const priceCents = planPriceAt(plan, input.interval);
    if (priceCents === null) throw invalid(QUOTE_PLAN_MESSAGES.noYearly, `${field}.interval`);
    return {
      position: index + 1,
      planId: plan.id,
      interval: input.interval,
      planName: plan.name,
      priceCents,
      minTermMonths: plan.minTermMonths,
      taxable: plan.taxable,
    };
  });
}

/** A plan line as shown: each bill is its price and the tax at the site's rate (as billed). */
export function toQuotePlan(row: NewQuotePlanRow, taxRate: number): QuotePlan {
  const tax = row.taxable ? taxCentsOf(row.priceCents, taxRate) : 0;
  return {
    position: row.position,
    planId: row.planId,
    planName: row.planName,
    interval: row.interval as BillingInterval,
    price: asCents(row.priceCents),
    taxable: row.taxable,
    recurring: asCents(row.priceCents + tax),
    minTermMonths: row.minTermMonths ?? 0,
  };
}

/** What the plans add up to per interval, monthly first: "then $79.98/month". */
export function recurringOf(plans: readonly QuotePlan[]): QuoteRecurring {
  const sums = new Map<BillingInterval, number>();
  for (const p of plans) sums.set(p.interval, (sums.get(p.interval) ?? 0) + p.recurring);
  return (['month', 'year'] as const).flatMap((interval) =>
    sums.has(interval) ? [{ interval, amount: asCents(sums.get(interval)!) }] : [],
  );
}
