import { z } from 'zod';

/** docs/modules/tax.md#rules: 8% until a ZIP says otherwise; flat 10 USD shipping (settings). */
export const DEFAULT_TAX_RATE = 0.08;
export const SHIPPING_CENTS = 1000;
export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

export const taxRateQuery = z.object({ zip: z.string().max(20).optional().default('') });
export const taxRateResponse = z.object({
  success: z.literal(true),
  zip: z.string(),
  state: z.string().nullable(),
  /** A fraction: 0.0825 is 8.25%. */
  taxRate: z.number(),
});
export type TaxRateResponse = z.infer<typeof taxRateResponse>;

/** Tax is a percent of the subtotal, rounded half up to the cent. */
export function taxCentsOf(subtotalCents: number, rate: number): number {
  return Math.round((subtotalCents * Math.round(rate * 100_000)) / 100_000);
}
