import { z } from 'zod';
import { MAX_PAGE_SIZE } from './catalogue-rules.ts';
import {
  DEFAULT_RETURN_RATE_FLAG_PERCENT,
  DEFAULT_RETURN_RATE_MIN_UNITS,
  DEFAULT_RETURN_WINDOW_DAYS,
} from './returns-rules.ts';

/**
 * The returns' numbers (ADR 0050): the returns settings an admin edits, the
 * return rate per product and per category, the days an RMA takes to resolve, the open RMAs,
 * and the products flagged for a high return rate on the admin product list.
 */

/** How far back a return rate looks: RMAs filed and units sold since this many months ago. */
export const RETURN_RATE_WINDOW_MONTHS = 12;
/** How far back the average days to resolve looks: RMAs resolved in the last this many days. */
export const RESOLVE_WINDOW_DAYS = 90;
/** The dashboard's card lists at most this many flagged products. */
export const DASHBOARD_FLAGGED_PRODUCTS = 5;
/** The flagged-products call answers for at most this many products: the list's largest page. */
export const FLAGGED_IDS_MAX = MAX_PAGE_SIZE;

export const RMA_SETTINGS_LIMITS = {
  returnWindowDays: { min: 0, max: 365 },
  returnRateFlagPercent: { min: 1, max: 100 },
  returnRateMinUnits: { min: 1, max: 100_000 },
} as const;

export const RMA_SETTINGS_MESSAGES = {
  returnWindowDays: 'Return window must be a whole number of days from 0 to 365',
  returnRateFlagPercent: 'Return rate flag must be a whole percent from 1 to 100',
  returnRateMinUnits: 'Minimum units sold must be a whole number from 1 to 100,000',
  saved: 'Returns settings saved.',
  loadFailed: 'The returns settings could not be loaded.',
  saveFailed: 'The returns settings could not be saved.',
} as const;

const whole = (limits: { min: number; max: number }, message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(limits.min, { error: message })
    .max(limits.max, { error: message });

/** GET and PUT /api/admin/rma-settings: one schema for the form and the server. */
export const rmaSettingsSchema = z.object({
  returnWindowDays: whole(
    RMA_SETTINGS_LIMITS.returnWindowDays,
    RMA_SETTINGS_MESSAGES.returnWindowDays,
  ),
  returnRateFlagPercent: whole(
    RMA_SETTINGS_LIMITS.returnRateFlagPercent,
    RMA_SETTINGS_MESSAGES.returnRateFlagPercent,
  ),
  returnRateMinUnits: whole(
    RMA_SETTINGS_LIMITS.returnRateMinUnits,
    RMA_SETTINGS_MESSAGES.returnRateMinUnits,
  ),
});
export type RmaSettingsValues = z.infer<typeof rmaSettingsSchema>;

export const DEFAULT_RMA_SETTINGS_VALUES: RmaSettingsValues = {
  returnWindowDays: DEFAULT_RETURN_WINDOW_DAYS,
  returnRateFlagPercent: DEFAULT_RETURN_RATE_FLAG_PERCENT,
  returnRateMinUnits: DEFAULT_RETURN_RATE_MIN_UNITS,
};

export const rmaSettingsResponse = z.object({
  success: z.literal(true),
  settings: rmaSettingsSchema,
});

/**
 * A return rate in percent with one decimal: RMAs ÷ units sold. Null with no unit sold in the
 * window (an RMA of a unit sold before it).
 */
export function returnRatePercent(rmas: number, unitsSold: number): number | null {
  if (unitsSold <= 0) return null;
  return Math.round((rmas * 1000) / unitsSold) / 10;
}

/**
 * Whether a return rate is flagged: more than `flagPercent` of the units sold came back, once
 * at least `minUnits` were sold (a handful of sales says nothing). Compared in whole numbers,
 * not on the rounded percent: 1 of 10 is not over 10%.
 */
export function isReturnRateFlagged(
  rmas: number,
  unitsSold: number,
  settings: Pick<RmaSettingsValues, 'returnRateFlagPercent' | 'returnRateMinUnits'>,
): boolean {
  return (
    unitsSold >= settings.returnRateMinUnits &&
    rmas * 100 > settings.returnRateFlagPercent * unitsSold
  );
}

/** The badge's words on the product list: "High returns: 14%". */
export const highReturnsLabel = (ratePercent: number) =>
  `High returns: ${Number.isInteger(ratePercent) ? ratePercent : ratePercent.toFixed(1)}%`;

const rateColumns = {
  /** RMAs filed in the window, less the rejected and withdrawn ones. */
  rmas: z.number().int(),
  /** Units delivered or shipped to customers in the window. */
  unitsSold: z.number().int(),
  ratePercent: z.number().nullable(),
  flagged: z.boolean(),
};

export const productReturnRateSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  sku: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  ...rateColumns,
});
export type ProductReturnRate = z.infer<typeof productReturnRateSchema>;

export const categoryReturnRateSchema = z.object({
  categoryId: z.number().int(),
  name: z.string(),
  ...rateColumns,
});
export type CategoryReturnRate = z.infer<typeof categoryReturnRateSchema>;

/** Open RMAs per open status, and their sum. */
export const openRmaCountsSchema = z.object({
  requested: z.number().int(),
  approved: z.number().int(),
  received: z.number().int(),
  inspected: z.number().int(),
  total: z.number().int(),
});
export type OpenRmaCounts = z.infer<typeof openRmaCountsSchema>;

export const resolveTimesSchema = z.object({
  /** RMAs resolved in the last RESOLVE_WINDOW_DAYS days. */
  resolved: z.number().int(),
  /** Their average days from filing to resolution, one decimal; null with none. */
  averageDays: z.number().nullable(),
});

/** GET /api/admin/rmas/numbers (canManageOrders): the /admin/return-rates page. */
export const rmaNumbersResponse = z.object({
  success: z.literal(true),
  /** The shop day the window starts (RETURN_RATE_WINDOW_MONTHS ago), YYYY-MM-DD. */
  since: z.string(),
  thresholds: rmaSettingsSchema.pick({ returnRateFlagPercent: true, returnRateMinUnits: true }),
  open: openRmaCountsSchema,
  resolve: resolveTimesSchema,
  /** Products with at least one counted RMA in the window, highest rate first. */
  products: z.array(productReturnRateSchema),
  /** Categories with at least one counted RMA, with every unit of the category sold. */
  categories: z.array(categoryReturnRateSchema),
});
export type RmaNumbersResponse = z.infer<typeof rmaNumbersResponse>;

/** The dashboard's Returns card (part of GET /api/admin/stats). */
export const returnsStatsSchema = z.object({
  open: openRmaCountsSchema,
  resolve: resolveTimesSchema,
  /** The most returned flagged products, highest rate first (at most DASHBOARD_FLAGGED_PRODUCTS). */
  flagged: z.array(
    productReturnRateSchema.pick({
      productId: true,
      name: true,
      sku: true,
      rmas: true,
      unitsSold: true,
      ratePercent: true,
    }),
  ),
});
export type ReturnsStats = z.infer<typeof returnsStatsSchema>;

/** GET /api/admin/rmas/flagged-products?ids=1,2,3: which of a list page's products are flagged. */
export const flaggedProductsQuery = z.object({
  ids: z
    .string({ error: `ids must list 1 to ${FLAGGED_IDS_MAX} product ids, comma separated` })
    .regex(/^\d{1,9}(,\d{1,9})*$/, {
      error: `ids must list 1 to ${FLAGGED_IDS_MAX} product ids, comma separated`,
    })
    .transform((v) => [...new Set(v.split(',').map(Number))])
    .refine((ids) => ids.length <= FLAGGED_IDS_MAX && ids.every((id) => id >= 1), {
      error: `ids must list 1 to ${FLAGGED_IDS_MAX} product ids, comma separated`,
    }),
});

export const flaggedProductsResponse = z.object({
  success: z.literal(true),
  /** Only the flagged ones of the ids asked for. */
  flagged: z.array(
    z.object({
      productId: z.number().int(),
      rmas: z.number().int(),
      unitsSold: z.number().int(),
      ratePercent: z.number(),
    }),
  ),
});
export type FlaggedProductsResponse = z.infer<typeof flaggedProductsResponse>;
