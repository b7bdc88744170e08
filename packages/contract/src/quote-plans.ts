import { z } from 'zod';
import { money } from './money-schema.ts';
import { BILLING_INTERVALS } from './plan-options.ts';
import { PLAN_MESSAGES } from './plans.ts';

/**
 * The plans a quote carries beside its one-off lines (ADR 0076): "then $39.99/month",
 * started when the quote is paid. Staff choose the plan and the interval; the price, the
 * minimum term and the tax are the server's, copied when the line is written.
 */
export const QUOTE_PLAN_LIMITS = {
  /** A site has an alarm plan, a video plan and a maintenance plan at most, as a rule. */
  plans: 5,
} as const;

export const QUOTE_PLAN_MESSAGES = {
  planMissing: PLAN_MESSAGES.notFound,
  planRetired: PLAN_MESSAGES.retired,
  noYearly: PLAN_MESSAGES.noYearly,
  twice: 'This plan is on the quote already',
  tooMany: `A quote carries at most ${QUOTE_PLAN_LIMITS.plans} plans`,
} as const;

/** A plan line as staff send it: which plan, billed monthly or yearly. */
export const quotePlanInputSchema = z.object({
  planId: z.number({ error: QUOTE_PLAN_MESSAGES.planMissing }).int().positive(),
  interval: z.enum(BILLING_INTERVALS, { error: 'Choose monthly or yearly' }),
});
export type QuotePlanInput = z.infer<typeof quotePlanInputSchema>;

export const quotePlanInputs = z
  .array(quotePlanInputSchema)
  .max(QUOTE_PLAN_LIMITS.plans, { error: QUOTE_PLAN_MESSAGES.tooMany });

/** A plan line as the quote keeps it, with what each bill will be at the site's tax rate. */
export const quotePlanSchema = z.object({
  position: z.number().int(),
  planId: z.number().int(),
  planName: z.string(),
  interval: z.enum(BILLING_INTERVALS),
  /** The plan's price at the interval when the line was written (before tax). */
  price: money,
  taxable: z.boolean(),
  /** What each bill will charge: the price and its tax at the site's rate. */
  recurring: money,
  minTermMonths: z.number().int(),
});
export type QuotePlan = z.infer<typeof quotePlanSchema>;

/** The bills the plans add up to, per interval ("then $79.98/month"): none without plans. */
export const quoteRecurringSchema = z.array(
  z.object({ interval: z.enum(BILLING_INTERVALS), amount: money }),
);
export type QuoteRecurring = z.infer<typeof quoteRecurringSchema>;

/** The plans' bills in words, for "then …": "$39.99/month and $399.00/year". */
export function recurringPhrase(
  recurring: QuoteRecurring,
  usd: (cents: QuoteRecurring[number]['amount']) => string,
): string {
  return recurring.map((r) => `${usd(r.amount)}/${r.interval}`).join(' and ');
}
