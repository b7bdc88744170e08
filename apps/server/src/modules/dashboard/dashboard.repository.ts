import { sql, type SQL } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '@shop/contract';
import { queryRows, type ExecutorSource } from '@shop/db';

/** Today in the shop's time zone, as a date. */
const TODAY = sql`(now() at time zone ${SHOP_TIME_ZONE})::date`;

export function createDashboardRepository(database: ExecutorSource) {
  const all = <T>(query: SQL) => queryRows<T>(database, query);

  return {
    /** Page views of the last 30 shop days. */
    async pageViews(): Promise<number> {
      const [row] = await all<{ views: string | number }>(sql`
        select coalesce(sum(views), 0)::bigint as views from page_views where day >= ${TODAY} - 29`);
      return Number(row?.views ?? 0);
    },

    async topPages(limit = 5) {
      return all<{ path: string; views: number }>(sql`
        select path, sum(views)::int as views from page_views where day >= ${TODAY} - 29
        group by path order by views desc, path limit ${limit}`);
    },

    /** One more view of a page today: a counter per page and day, nothing about the visitor. */
    async countView(path: string): Promise<void> {
      await database.executor().execute(sql`
        insert into page_views (day, path, views) values (${TODAY}, ${path}, 1)
        on conflict (day, path) do update set views = page_views.views + 1`);
    },
  };
}
