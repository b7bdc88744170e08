import { sql } from 'drizzle-orm';
import { idList, queryRows, type ExecutorSource } from '@shop/db';
import {
  OPEN_RMA_STATUSES,
  RESOLVE_WINDOW_DAYS,
  RETURN_RATE_WINDOW_MONTHS,
  SHOP_TIME_ZONE,
  type RmaStatus,
} from '@shop/contract';

/** The RMAs that count in a return rate: all but the rejected and the withdrawn ones. */
const NOT_COUNTED: readonly RmaStatus[] = ['rejected', 'withdrawn'];

/**
 * The returns' numbers over the module's own table (ADR 0050): RMAs filed per
 * product in the rate's window, open RMAs per status, and the days the resolved ones took.
 * Each reads from an index of `rmas` (by product and filing time, by status, by resolution).
 * `now` fixes the moment the windows are counted from (tests pass one).
 */
export function createRmaNumbersRepository(database: ExecutorSource) {
  const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;
  return {
    /**
     * The rate's window: from the start of the shop's day RETURN_RATE_WINDOW_MONTHS months ago
     * (Las Vegas time, whatever the server's zone) to `now`.
     */
    async rateWindow(now: Date): Promise<{ since: Date; day: string }> {
      const [row] = await queryRows<{ since: string | Date; day: string }>(
        database,
        sql`
        select (d at time zone ${SHOP_TIME_ZONE}) as since, to_char(d, 'YYYY-MM-DD') as day
        from (select date_trunc('day', ${at(now)} at time zone ${SHOP_TIME_ZONE})
          - make_interval(months => ${RETURN_RATE_WINDOW_MONTHS}) as d) w`,
      );
      return { since: new Date(row!.since), day: row!.day };
    },

    /** Counted RMAs filed in [since, now] per product (only `productIds` when given). */
    async countedPerProduct(
      since: Date,
      now: Date,
      productIds?: readonly number[],
    ): Promise<Map<number, number>> {
      if (productIds && !productIds.length) return new Map();
      const rows = await queryRows<{ productId: number; rmas: number }>(
        database,
        sql`
        select product_id as "productId", count(*)::int as rmas from rmas
        where created_at >= ${since.toISOString()}::timestamptz and created_at <= ${at(now)}
          and status not in (${sql.join(
            NOT_COUNTED.map((s) => sql`${s}`),
            sql`, `,
          )})
          ${productIds ? sql`and product_id in ${idList(productIds)}` : sql``}
        group by product_id`,
      );
      return new Map(rows.map((r) => [Number(r.productId), Number(r.rmas)]));
    },

    /** Open RMAs per open status: the counts kept by sql/rma-counts.sql (ADR 0070). */
    async openCounts(): Promise<Map<RmaStatus, number>> {
      const rows = await queryRows<{ status: RmaStatus; n: number }>(
        database,
        sql`
        select status, sum(n)::int as n from rma_counts
        where status in (${sql.join(
          OPEN_RMA_STATUSES.map((s) => sql`${s}`),
          sql`, `,
        )})
        group by status`,
      );
      return new Map(rows.map((r) => [r.status, Number(r.n)]));
    },

    /** RMAs per status counted from the RMAs themselves: what the kept counts must equal (tests). */
    async recountStatuses(): Promise<Map<RmaStatus, number>> {
      const rows = await queryRows<{ status: RmaStatus; n: number }>(
        database,
        sql`select status, count(*)::int as n from rmas group by status`,
      );
      return new Map(rows.map((r) => [r.status, Number(r.n)]));
    },

    /** The kept counts of every status (closed ones too), for the same comparison. */
    async keptStatuses(): Promise<Map<RmaStatus, number>> {
      const rows = await queryRows<{ status: RmaStatus; n: number }>(
        database,
        sql`select status, sum(n)::int as n from rma_counts group by status having sum(n) <> 0`,
      );
      return new Map(rows.map((r) => [r.status, Number(r.n)]));
    },

    /** RMAs resolved in the last RESOLVE_WINDOW_DAYS days and their average days from filing. */
    async resolveTimes(now: Date): Promise<{ resolved: number; averageDays: number | null }> {
      const [row] = await queryRows<{ resolved: number; days: string | number | null }>(
        database,
        sql`
        select count(*)::int as resolved,
          avg(extract(epoch from (resolved_at - created_at)) / 86400) as days
        from rmas
        where resolved_at >= ${at(now)} - make_interval(days => ${RESOLVE_WINDOW_DAYS})
          and resolved_at <= ${at(now)}`,
      );
      const days = row?.days;
      return {
        resolved: Number(row?.resolved ?? 0),
        averageDays:
          days === null || days === undefined ? null : Math.round(Number(days) * 10) / 10,
      };
    },
  };
}

export type RmaNumbersRepository = ReturnType<typeof createRmaNumbersRepository>;
