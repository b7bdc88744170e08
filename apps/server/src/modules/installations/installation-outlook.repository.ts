import { sql } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '@shop/contract';
import { queryRows, type ExecutorSource } from '@shop/db';

/** A booked job as the outlook lists it, before its slot is given a time. */
export type OutlookRow = {
  jobId: number;
  /** The shop day, YYYY-MM-DD. */
  day: string;
  slot: number;
  technician: string | null;
  orderId: number;
  orderNumber: string;
  customer: string;
  site: string;
};

/**
 * The SQL of the dashboard's installation outlook (installation-outlook.ts), on the module's
 * installation_jobs and technicians, with the order's number from the orders module's
 * published `orders_directory` and the customer from `users_directory`. Set-based: the jobs
 * by installation_jobs_day_idx, the waiting count by installation_jobs_status_idx.
 */
export function createInstallationOutlookRepository(database: ExecutorSource) {
  return {
    /** The booked jobs from the shop's day of `now` through `days` days, in day and slot order. */
    async bookedJobs(now: Date, days: number, limit: number): Promise<OutlookRow[]> {
      const today = sql`((${now.toISOString()}::timestamptz at time zone ${SHOP_TIME_ZONE})::date)`;
      return queryRows<OutlookRow>(
        database,
        sql`
          select j.id as "jobId", j.day::text as day, j.slot, t.name as technician,
            j.order_id as "orderId", o.order_number as "orderNumber",
            coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), u.email, '') as customer,
            j.site_address as site
          from installation_jobs j
          join orders_directory o on o.id = j.order_id
          left join technicians t on t.id = j.technician_id
          left join users_directory u on u.id = j.customer_id
          where j.status = 'booked' and j.day >= ${today} and j.day < ${today} + ${days}::int
          order by j.day, j.slot, t.name, j.id
          limit ${limit}`,
      );
    },

    /** Jobs waiting for the customer (or staff) to pick a slot. */
    async countToBook(): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        database,
        sql`select count(*)::int as n from installation_jobs where status = 'to_book'`,
      );
      return row?.n ?? 0;
    },
  };
}
