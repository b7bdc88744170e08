import { z } from 'zod';
import { money, moneyText } from './money-schema.ts';
import type { Cents } from './money.ts';
import { isValidEmail } from './auth.ts';
import { socialLinksSchema } from './common.ts';
import { SETTINGS_LIMITS, SETTINGS_MESSAGES } from './settings-text.ts';
import { SOCIAL_NETWORKS, type SocialNetwork } from './social.ts';

export * from './settings-text.ts';

/**
 * The shop's own details: data an admin edits on /admin/settings, read by
 * the footer, the contact page, e-mails, order papers and the shipping of new orders. One
 * schema for the form and for PUT /api/admin/settings.
 */
const text = (max: number, required?: string) => {
  const base = z.string({ error: required ?? SETTINGS_MESSAGES.tooLong(max) }).trim();
  return (required ? base.min(1, { error: required }) : base).max(max, {
    error: SETTINGS_MESSAGES.tooLong(max),
  });
};

/** A footer link: an absolute https:// address, or empty for none. */
const socialLink = z
  .string()
  .trim()
  .refine((v) => v === '' || /^https:\/\/[^\s/$.?#][^\s]*$/i.test(v), {
    error: SETTINGS_MESSAGES.socialInvalid,
  })
  .pipe(
    z
      .string()
      .max(SETTINGS_LIMITS.line, { error: SETTINGS_MESSAGES.tooLong(SETTINGS_LIMITS.line) }),
  );

export const openingHoursSchema = z
  .object({
    days: text(SETTINGS_LIMITS.hoursText),
    time: text(SETTINGS_LIMITS.hoursText),
  })
  .refine((h) => h.days !== '' && h.time !== '', {
    error: SETTINGS_MESSAGES.hoursRequired,
    path: ['days'],
  });

const withinShippingMax = (cents: Cents) => cents <= SETTINGS_LIMITS.shippingMax * 100;

export const shopSettingsInputSchema = z.object({
  companyName: text(SETTINGS_LIMITS.name, SETTINGS_MESSAGES.companyNameRequired),
  /** The navbar's brand; the company name when empty. */
  shortName: text(SETTINGS_LIMITS.shortName).default(''),
  legalName: text(SETTINGS_LIMITS.name).default(''),
  tagline: text(SETTINGS_LIMITS.line).default(''),
  street: text(SETTINGS_LIMITS.line, SETTINGS_MESSAGES.streetRequired),
  cityLine: text(SETTINGS_LIMITS.line, SETTINGS_MESSAGES.cityLineRequired),
  phone: text(SETTINGS_LIMITS.phone, SETTINGS_MESSAGES.phoneRequired).refine(
    (v) => v === '' || (/^\+?[\d\s().-]+$/.test(v) && /^(\D*\d){7,15}\D*$/.test(v)),
    { error: SETTINGS_MESSAGES.phoneInvalid },
  ),
  email: z
    .string({ error: SETTINGS_MESSAGES.emailInvalid })
    .trim()
    .toLowerCase()
    .refine(isValidEmail, { error: SETTINGS_MESSAGES.emailInvalid }),
  hours: z
    .array(openingHoursSchema)
    .max(SETTINGS_LIMITS.hours, { error: SETTINGS_MESSAGES.tooManyHours })
    .default([]),
  social: z
    .object(
      Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, socialLink.default('')])) as Record<
        SocialNetwork,
        z.ZodDefault<typeof socialLink>
      >,
    )
    .default(Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, ''])) as Record<SocialNetwork, ''>),
  /** The flat rate of a new order: money, at most SETTINGS_LIMITS.shippingMax dollars. */
  shippingRate: money.refine(withinShippingMax, { error: SETTINGS_MESSAGES.shipping }),
});
export type ShopSettingsInput = z.input<typeof shopSettingsInputSchema>;
export type ShopSettings = z.output<typeof shopSettingsInputSchema>;

/** The settings screen's form: the same fields, the shipping rate as typed ("10.00"). */
export const shopSettingsFormSchema = shopSettingsInputSchema.extend({
  shippingRate: moneyText.refine(withinShippingMax, { error: SETTINGS_MESSAGES.shipping }),
});
export type ShopSettingsForm = z.input<typeof shopSettingsFormSchema>;

/** The company as the storefront, e-mails and papers show it. */
export const companyDetailsSchema = z.object({
  name: z.string(),
  shortName: z.string(),
  legalName: z.string(),
  tagline: z.string(),
  street: z.string(),
  cityLine: z.string(),
  phone: z.string(),
  email: z.string(),
  hours: z.array(z.object({ days: z.string(), time: z.string() })),
  social: socialLinksSchema,
});
export type CompanyDetails = z.infer<typeof companyDetailsSchema>;

/**
 * GET /api/settings: what any visitor may know. `company` is null until an admin has filled
 * in the details (the storefront then shows nothing invented). No editor, no dates.
 */
export const publicSettingsSchema = z.object({
  company: companyDetailsSchema.nullable(),
  /** The flat shipping rate of a new order. */
  shipping: money,
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

/** GET /api/admin/settings and the answer of PUT: the form's values and who saved them last. */
export const adminSettingsSchema = z.object({
  settings: shopSettingsInputSchema.nullable(),
  shippingRate: money,
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

// ---------------------------------------------------------------------------------------
// The sales-tax table (owned by the tax module; edited on the same screen)

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** PUT /api/admin/tax-rates/{state}: a rate as a fraction (0.0825), in force from a date. */
export const taxRateUpdateSchema = z.object({
  rate: z
    .number({ error: SETTINGS_MESSAGES.taxRate })
    .min(0, { error: SETTINGS_MESSAGES.taxRate })
    .max(0.25, { error: SETTINGS_MESSAGES.taxRate })
    .refine((v) => Math.abs(v * 100_000 - Math.round(v * 100_000)) < 1e-6, {
      error: SETTINGS_MESSAGES.taxRate,
    }),
  effectiveFrom: z
    .string({ error: SETTINGS_MESSAGES.effectiveFrom })
    .trim()
    .refine(isIsoDate, { error: SETTINGS_MESSAGES.effectiveFrom }),
});
export type TaxRateUpdate = z.infer<typeof taxRateUpdateSchema>;

export const taxRateChangeSchema = z.object({
  rate: z.number(),
  effectiveFrom: z.string(),
  changedAt: z.string(),
  changedBy: z.string().nullable(),
});
export type TaxRateChange = z.infer<typeof taxRateChangeSchema>;

/** A row of the admin tax table: the rate in force today, and a later one already set. */
export const adminTaxRateSchema = z.object({
  state: z.string(),
  name: z.string(),
  rate: z.number(),
  /** null: the published rate the shop started with, never changed. */
  effectiveFrom: z.string().nullable(),
  changedAt: z.string().nullable(),
  changedBy: z.string().nullable(),
  upcoming: taxRateChangeSchema.nullable(),
});
export type AdminTaxRate = z.infer<typeof adminTaxRateSchema>;

export const adminTaxRatesSchema = z.object({ rates: z.array(adminTaxRateSchema) });
export const taxRateHistorySchema = z.object({
  state: z.string(),
  name: z.string(),
  publishedRate: z.number(),
  changes: z.array(taxRateChangeSchema),
});
export type TaxRateHistory = z.infer<typeof taxRateHistorySchema>;

export const taxStateParam = z.object({
  state: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: SETTINGS_MESSAGES.taxState })
    .transform((v) => v.toUpperCase()),
});
