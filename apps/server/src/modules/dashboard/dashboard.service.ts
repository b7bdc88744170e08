import { countedPagePath, toDollars, type AdminStats } from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import type { OrdersService } from '../orders/orders.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { createDashboardRepository } from './dashboard.repository.ts';

export type DashboardService = ReturnType<typeof createDashboardService>;

/** The admin dashboard (GET /api/admin/stats) and the page-view counter behind it. */
export function createDashboardService(deps: {
  database: DatabaseHandle;
  users: Pick<UsersService, 'stats'>;
  orders: Pick<OrdersService, 'listAdmin'>;
}) {
  const repository = createDashboardRepository(deps.database);
  return {
    async stats(): Promise<AdminStats> {
      const [users, totals, daily, recent, popular, topPages] = await Promise.all([
        deps.users.stats(),
        repository.totals(),
        repository.daily(),
        deps.orders.listAdmin({
          page: 1,
          limit: 5,
          sort: 'created_at',
          order: 'desc',
          search: undefined,
        }),
        repository.popularProducts(),
        repository.topPages(),
      ]);
      return {
        users,
        totals: {
          products: totals.products,
          ordersLast30Days: totals.orders,
          revenueLast30Days: toDollars(totals.revenueCents),
          activeUsers: totals.activeUsers,
          pageViewsLast30Days: totals.pageViews,
        },
        daily: daily.map((d) => ({
          day: d.day,
          orders: d.orders,
          revenue: toDollars(Number(d.revenueCents)),
        })),
        recentOrders: recent.orders,
        popularProducts: popular.map((p) => ({
          productId: p.productId,
          name: p.name,
          sku: p.sku,
          unitsSold: p.unitsSold,
          revenue: toDollars(Number(p.revenueCents)),
          stock: p.stock,
          rating: Number(p.rating),
        })),
        topPages,
      };
    },

    /** Counts a view of a public page; any other path is ignored (and nothing is stored). */
    async countView(rawPath: string): Promise<boolean> {
      const path = countedPagePath(rawPath);
      if (!path) return false;
      await repository.countView(path);
      return true;
    },
  };
}
