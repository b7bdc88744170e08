import { sql, type SQL } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '@shop/contract';
import type { ExecutorSource } from '@shop/db';

/** Today in the shop's time zone, as a date. */
const TODAY = sql`(now() at time zone ${SHOP_TIME_ZONE})::date`;
/** The first instant of "the last 30 days": today and the 29 days before, shop time. */
const WINDOW_START = sql`((${TODAY} - 29)::timestamp at time zone ${SHOP_TIME_ZONE})`;

export function createDashboardRepository(database: ExecutorSource) {
  const all = async <T>(query: SQL): Promise<T[]> =>
    ((await database.executor().execute(query)) as unknown as { rows: T[] }).rows;

  return {
    /**
     * The cards, one statement: orders and revenue from the per-day counts the orders trigger
     * keeps (migration 0008), the rest indexed counts.
     */
    async totals() {
      const [row] = await all<{
        products: number;
        orders: number;
        revenueCents: string | number;
        activeUsers: number;
        pageViews: string | number;
      }>(sql`
        select
          (select count(*)::int from products where archived_at is null) as products,
          (select coalesce(sum(orders), 0)::int from order_day_counts
            where day >= ${TODAY} - 29) as orders,
          (select coalesce(sum(total_cents), 0)::bigint from order_day_counts
            where day >= ${TODAY} - 29 and payment_status = 'paid') as "revenueCents",
          (select count(*)::int from users where status = 'active') as "activeUsers",
          (select coalesce(sum(views), 0)::bigint from page_views where day >= ${TODAY} - 29) as "pageViews"`);
      return {
        products: row?.products ?? 0,
        orders: row?.orders ?? 0,
        revenueCents: Number(row?.revenueCents ?? 0),
        activeUsers: row?.activeUsers ?? 0,
        pageViews: Number(row?.pageViews ?? 0),
      };
    },

    /** Orders and paid revenue per shop day over the last 30 days (per-day counts), zeros included. */
    async daily() {
      return all<{ day: string; orders: number; revenueCents: string | number }>(sql`
        select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(o.orders, 0)::int as orders,
          coalesce(o.revenue, 0)::bigint as "revenueCents"
        from generate_series(${TODAY} - 29, ${TODAY}, interval '1 day') as d(day)
        left join (
          select day, sum(orders) as orders,
            sum(total_cents) filter (where payment_status = 'paid') as revenue
          from order_day_counts where day >= ${TODAY} - 29
          group by day
        ) o on o.day = d.day::date
        order by d.day`);
    },

    /** Best sellers of the window by units, closed orders left out. */
    async popularProducts(limit = 5) {
      return all<{
        productId: number;
        name: string;
        sku: string;
        unitsSold: number;
        revenueCents: string | number;
        stock: number;
        rating: number;
      }>(sql`
        select p.id as "productId", p.name, p.sku, s.units as "unitsSold", s.revenue as "revenueCents",
          p.stock, p.rating
        from (
          -- From the window's orders (their index) to their lines (theirs): never every line.
          select i.product_id, sum(i.quantity)::int as units, sum(i.line_total_cents)::bigint as revenue
          from orders o
          cross join lateral (select product_id, quantity, line_total_cents from order_items
            where order_id = o.id offset 0) i
          where o.created_at >= ${WINDOW_START} and o.status not in ('cancelled', 'refunded')
          group by i.product_id
          order by units desc, revenue desc
          limit ${limit}
        ) s join products p on p.id = s.product_id
        order by s.units desc, s.revenue desc`);
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
