import { z } from 'zod';
import { type Cents } from './money.ts';
import { money, moneyText, optionalMoneyText } from './money-schema.ts';
import { PLAN_MONITORING, PLAN_STATUSES } from './plan-options.ts';

export * from './plan-options.ts';

export const PLAN_LIMITS = {
  /** At most $10,000 a month or $120,000 a year: beyond it, a typo. */
  monthlyPriceMaxCents: 1_000_000,
  yearlyPriceMaxCents: 12_000_000,
  setupFeeMaxCents: 1_000_000,
  visitsPerYear: 12,
  responseHours: 168,
  minTermMonths: 60,
  name: 80,
  description: 1000,
} as const;

export const PLAN_MESSAGES = {
  name: 'Enter the plan name',
  nameTaken: 'Another plan has this name',
  monthlyPrice: 'Enter a monthly price above $0 and at most $10,000',
  yearlyPrice: 'Enter a yearly price above $0 and at most $120,000, or leave it blank',
  setupFee: 'Enter a set-up fee of at most $10,000, or leave it blank',
  visits: `Enter 0 to ${PLAN_LIMITS.visitsPerYear} visits a year`,
  responseHours: `Enter 1 to ${PLAN_LIMITS.responseHours} hours, or leave it blank`,
  minTerm: `Enter 0 to ${PLAN_LIMITS.minTermMonths} months`,
  notFound: 'Plan not found',
  retired: 'This plan is no longer offered',
  noYearly: 'This plan is billed monthly only',
} as const;

const positiveAtMost = (max: number) => (cents: Cents) => cents > 0 && cents <= max;

/** A plan as the shop sells it (GET /api/plans): the figures a customer decides on. */
export const planSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  monitoring: z.enum(PLAN_MONITORING),
  maintenanceVisitsPerYear: z.number().int(),
  /** The promise to be on site (or answer) within so many hours; null: none. */
  responseHours: z.number().int().nullable(),
  /** The covered devices' warranty runs on while the plan runs. */
  extendedWarranty: z.boolean(),
  monthlyPrice: money,
  /** null: billed monthly only. */
  yearlyPrice: money.nullable(),
  setupFee: money,
  minTermMonths: z.number().int(),
  taxable: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;

export const plansResponse = z.object({ success: z.literal(true), plans: z.array(planSchema) });

/** The staff's view: also retired plans, and how many subscriptions run on each. */
export const adminPlanSchema = planSchema.extend({
  status: z.enum(PLAN_STATUSES),
  position: z.number().int(),
  /** Subscriptions on the plan not cancelled. */
  subscriptions: z.number().int(),
  updatedAt: z.string(),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;
export const adminPlansResponse = z.object({
  success: z.literal(true),
  plans: z.array(adminPlanSchema),
});
export const adminPlanResponse = z.object({ success: z.literal(true), plan: adminPlanSchema });

const planFields = {
  name: z
    .string({ error: PLAN_MESSAGES.name })
    .trim()
    .min(1, { error: PLAN_MESSAGES.name })
    .max(PLAN_LIMITS.name, { error: `At most ${PLAN_LIMITS.name} characters` }),
  description: z
    .string()
    .trim()
    .max(PLAN_LIMITS.description, { error: `At most ${PLAN_LIMITS.description} characters` }),
  monitoring: z.enum(PLAN_MONITORING, {
    error: `monitoring must be one of ${PLAN_MONITORING.join(', ')}`,
  }),
  maintenanceVisitsPerYear: z
    .number({ error: PLAN_MESSAGES.visits })
    .int({ error: PLAN_MESSAGES.visits })
    .min(0, { error: PLAN_MESSAGES.visits })
    .max(PLAN_LIMITS.visitsPerYear, { error: PLAN_MESSAGES.visits }),
  responseHours: z
    .number({ error: PLAN_MESSAGES.responseHours })
    .int({ error: PLAN_MESSAGES.responseHours })
    .min(1, { error: PLAN_MESSAGES.responseHours })
    .max(PLAN_LIMITS.responseHours, { error: PLAN_MESSAGES.responseHours })
    .nullable(),
  extendedWarranty: z.boolean(),
  monthlyPrice: money.refine(positiveAtMost(PLAN_LIMITS.monthlyPriceMaxCents), {
    error: PLAN_MESSAGES.monthlyPrice,
  }),
  yearlyPrice: money
    .refine(positiveAtMost(PLAN_LIMITS.yearlyPriceMaxCents), { error: PLAN_MESSAGES.yearlyPrice })
    .nullable(),
  setupFee: money.refine((c) => c <= PLAN_LIMITS.setupFeeMaxCents, {
    error: PLAN_MESSAGES.setupFee,
  }),
  minTermMonths: z
    .number({ error: PLAN_MESSAGES.minTerm })
    .int({ error: PLAN_MESSAGES.minTerm })
    .min(0, { error: PLAN_MESSAGES.minTerm })
    .max(PLAN_LIMITS.minTermMonths, { error: PLAN_MESSAGES.minTerm }),
  taxable: z.boolean(),
  status: z.enum(PLAN_STATUSES),
  position: z.number().int().min(0).max(10_000),
};

/** POST /api/admin/plans. */
export const planInputSchema = z.object({
  ...planFields,
  description: planFields.description.default(''),
  responseHours: planFields.responseHours.default(null),
  yearlyPrice: planFields.yearlyPrice.default(null),
  setupFee: planFields.setupFee.default(0 as Cents),
  minTermMonths: planFields.minTermMonths.default(0),
  extendedWarranty: planFields.extendedWarranty.default(false),
  taxable: planFields.taxable.default(true),
  status: planFields.status.default('active'),
  position: planFields.position.default(0),
});
export type PlanInput = z.input<typeof planInputSchema>;
export type PlanWrite = z.output<typeof planInputSchema>;
/** PUT /api/admin/plans/{id}: what changes (retiring is `{ status: 'retired' }`). */
export const planUpdateSchema = z.object(planFields).partial();
export type PlanUpdate = z.output<typeof planUpdateSchema>;

const wholeNumberText = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, { error: message })
    .transform(Number);

/** The plan screen's form: amounts and counts as typed ("39.99", blank for none). */
export const planFormSchema = z.object({
  name: planFields.name,
  description: planFields.description,
  monitoring: planFields.monitoring,
  maintenanceVisitsPerYear: wholeNumberText(PLAN_MESSAGES.visits).pipe(
    planFields.maintenanceVisitsPerYear,
  ),
  responseHours: z
    .string()
    .trim()
    .transform((v, ctx) => {
      if (v === '') return null;
      if (/^\d{1,4}$/.test(v)) return Number(v);
      ctx.issues.push({ code: 'custom', message: PLAN_MESSAGES.responseHours, input: v });
      return z.NEVER;
    })
    .pipe(planFields.responseHours),
  extendedWarranty: z.boolean(),
  monthlyPrice: moneyText.refine(positiveAtMost(PLAN_LIMITS.monthlyPriceMaxCents), {
    error: PLAN_MESSAGES.monthlyPrice,
  }),
  yearlyPrice: optionalMoneyText.refine(
    (c) => c === null || positiveAtMost(PLAN_LIMITS.yearlyPriceMaxCents)(c),
    { error: PLAN_MESSAGES.yearlyPrice },
  ),
  setupFee: optionalMoneyText
    .transform((c) => c ?? (0 as Cents))
    .refine((c) => c <= PLAN_LIMITS.setupFeeMaxCents, { error: PLAN_MESSAGES.setupFee }),
  minTermMonths: wholeNumberText(PLAN_MESSAGES.minTerm).pipe(planFields.minTermMonths),
  taxable: z.boolean(),
});
export type PlanForm = z.input<typeof planFormSchema>;
export type PlanFormValues = z.output<typeof planFormSchema>;
