import { z } from 'zod';
import { recurringRevenueSchema } from './subscriptions.ts';
import { money } from './money-schema.ts';
import { returnsStatsSchema } from './rma-numbers.ts';
import { adminOrderSummarySchema } from './orders.ts';

/**
 * The quote pipeline: quotes out with customers (sent or viewed) and
 * accepted now; the totals of the quotes accepted this shop month; of the site surveys of the
 * last 90 days, how many led to a paid order (a quote whose order exists); and the average
 * days from a survey to its completed installation, over the installations completed in the
 * last 90 days (null without one).
 */
export const quotePipelineSchema = z.object({
  sent: z.number().int(),
  accepted: z.number().int(),
  valueWonThisMonth: money,
  surveysLast90Days: z.number().int(),
  surveysConvertedLast90Days: z.number().int(),
  /** Converted surveys in percent of the surveys, one decimal; null without a survey. */
  conversionPercent: z.number().nullable(),
  installationsLast90Days: z.number().int(),
  averageDaysToInstallation: z.number().nullable(),
});
export type QuotePipelineStats = z.infer<typeof quotePipelineSchema>;

/** The booked installations of today and the next 6 days, and the jobs waiting for a slot. */
export const installationOutlookSchema = z.object({
  days: z.number().int(),
  jobs: z.array(
    z.object({
      jobId: z.number().int(),
      day: z.string(),
      slot: z.number().int(),
      slotTime: z.string().nullable(),
      technician: z.string().nullable(),
      orderId: z.number().int(),
      orderNumber: z.string(),
      customer: z.string(),
      site: z.string(),
    }),
  ),
  toBook: z.number().int(),
});
export type InstallationOutlookStats = z.infer<typeof installationOutlookSchema>;

/** GET /api/admin/stats: the admin dashboard's numbers, all from the database. */
export const adminStatsSchema = z.object({
  users: z.object({
    total: z.number(),
    active: z.number(),
    inactive: z.number(),
    admins: z.number(),
    managers: z.number(),
    customers: z.number(),
    unverified: z.number(),
    newThisMonth: z.number(),
  }),
  /** The four cards. "Last 30 days" is today and the 29 days before, in the shop's time zone. */
  totals: z.object({
    products: z.number().int(),
    ordersLast30Days: z.number().int(),
    /** Paid orders less refunds. */
    revenueLast30Days: money,
    activeUsers: z.number().int(),
    pageViewsLast30Days: z.number().int(),
    /** Paid or processing orders holding fewer units than they bought (ADR 0036). */
    ordersMissingUnits: z.number().int(),
  }),
  /** One entry per day, oldest first, 30 entries; days without orders are zeros. */
  daily: z.array(z.object({ day: z.string(), orders: z.number().int(), revenue: money })),
  recentOrders: z.array(adminOrderSummarySchema),
  /** Best sellers of the last 30 days by units sold (cancelled and refunded orders left out). */
  popularProducts: z.array(
    z.object({
      productId: z.number().int(),
      name: z.string(),
      sku: z.string(),
      unitsSold: z.number().int(),
      revenue: money,
      stock: z.number().int(),
      rating: z.number(),
    }),
  ),
  /** Most viewed public pages of the last 30 days. */
  topPages: z.array(z.object({ path: z.string(), views: z.number().int() })),
  quotePipeline: quotePipelineSchema,
  installations: installationOutlookSchema,
  /** Open RMAs, days to resolve and the most returned flagged products. */
  returns: returnsStatsSchema,
  /** The plans' recurring revenue (the recurring-revenue page has it all). */
  recurring: recurringRevenueSchema,
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** POST /api/page-views { path }: one view of a public page. */
export const pageViewSchema = z.object({ path: z.string().max(300) });
