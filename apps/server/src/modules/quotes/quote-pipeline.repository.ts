import { sql } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '@shop/contract';
import { queryRows, type ExecutorSource } from '@shop/db';

/** How far back the conversion and the days to installation look. */
export const PIPELINE_WINDOW_DAYS = 90;

export type QuotePipelineNumbers = {
  /** Quotes out with the customer now: sent or viewed. */
  sent: number;
  /** Quotes accepted (an answer: final). */
  accepted: number;
  /** The totals of the quotes accepted since this shop month began, in cents. */
  wonThisMonthCents: number;
  /** Site surveys of the last 90 days, and those of them with a quote whose order exists. */
  surveys: number;
  surveysConverted: number;
  /**
   * Installations completed in the last 90 days that started from a survey (survey, its quote,
   * the quote's order, the order's job), and the average days from the survey to completion.
   */
  installations: number;
  averageDaysToInstallation: number | null;
};

/**
 * The quote pipeline of the owner's dashboard, three statements. The quotes are
 * this module's; the conversion and the days to installation follow a survey to its quote,
 * the quote's order and the order's installation, so the statement also reads `site_surveys`
 * (declared in docs/data-ownership.md), the orders module's published `orders_directory` and
 * `installation_jobs` (declared). Each part starts from an index: quotes by status, surveys by
 * creation, jobs by status; the joins go through quotes_survey_idx and the unique order and
 * job keys.
 *
 * `now` fixes the moment the month and the 90 days are counted from (tests pass one).
 */
export function createQuotePipelineRepository(database: ExecutorSource) {
  return {
    async numbers(now: Date = new Date()): Promise<QuotePipelineNumbers> {
      const at = sql`${now.toISOString()}::timestamptz`;
      const monthStart = sql`(date_trunc('month', ${at} at time zone ${SHOP_TIME_ZONE}) at time zone ${SHOP_TIME_ZONE})`;
      const since = sql`(${at} - ${PIPELINE_WINDOW_DAYS} * interval '1 day')`;
      // Three statements at once (on PostgreSQL, three connections): the dashboard waits for
      // the slowest, not for their sum.
      const [[quotes], [surveys], [installed]] = await Promise.all([
        queryRows<{ sent: number; accepted: number; won: string | number }>(
          database,
          sql`
          select
            (count(*) filter (where status in ('sent', 'viewed')))::int as sent,
            (count(*) filter (where status = 'accepted'))::int as accepted,
            coalesce(sum(total_cents) filter (where status = 'accepted'
              and answered_at >= ${monthStart} and answered_at <= ${at}), 0)::bigint as won
          from quotes where status in ('sent', 'viewed', 'accepted')`,
        ),
        queryRows<{ surveys: number; converted: number }>(
          database,
          sql`
          select count(*)::int as surveys,
            (count(*) filter (where exists (
              select 1 from quotes q join orders_directory o on o.quote_id = q.id
              where q.site_survey_id = ss.id)))::int as converted
          from site_surveys ss
          where ss.created_at >= ${since} and ss.created_at <= ${at}`,
        ),
        // Each completed job looks up its quote's survey by key (a join would hash all quotes).
        queryRows<{ installations: number; days: string | number | null }>(
          database,
          sql`
          select count(x.surveyed)::int as installations,
            avg(extract(epoch from (x.completed_at - x.surveyed)) / 86400) as days
          from (
            select j.completed_at, (
              select ss.created_at from quotes q join site_surveys ss on ss.id = q.site_survey_id
              where q.id = j.quote_id) as surveyed
            from installation_jobs j
            where j.status = 'completed' and j.quote_id is not null
              and j.completed_at >= ${since} and j.completed_at <= ${at}
          ) x`,
        ),
      ]);
      const row = { ...quotes, ...surveys, ...installed };
      return {
        sent: row?.sent ?? 0,
        accepted: row?.accepted ?? 0,
        wonThisMonthCents: Number(row?.won ?? 0),
        surveys: row?.surveys ?? 0,
        surveysConverted: row?.converted ?? 0,
        installations: row?.installations ?? 0,
        averageDaysToInstallation:
          row?.days === null || row?.days === undefined
            ? null
            : Math.round(Number(row.days) * 10) / 10,
      };
    },
  };
}
