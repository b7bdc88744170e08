// The rules of this module, in words: docs/modules/dashboard.md
import { asCents, countedPagePath, type AdminStats } from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import {
  OUTLOOK_DAYS,
  type InstallationOutlookReader,
} from '../installations/installation-outlook.ts';
import type { QuotePipeline } from '../quotes/quote-pipeline.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { RmaNumbersService } from '../returns/rma-numbers.service.ts';
import { createDashboardRepository } from './dashboard.repository.ts';

export type DashboardService = ReturnType<typeof createDashboardService>;

/** The dashboard's best sellers: the top five of the last 30 days. */
const POPULAR_PRODUCTS = 5;

/** The admin dashboard (GET /api/admin/stats) and the page-view counter behind it. */
export function createDashboardService(deps: {
  database: DatabaseHandle;
  users: Pick<UsersService, 'stats'>;
  orders: Pick<
    OrdersService,
    'listAdmin' | 'windowTotals' | 'dailyTotals' | 'bestSellers' | 'countMissingUnits'
  >;
  catalogue: Pick<CatalogueService, 'productCounts' | 'facts'>;
  quotePipeline: Pick<QuotePipeline, 'numbers'>;
  installationOutlook: Pick<InstallationOutlookReader, 'nextDays'>;
  returns: Pick<RmaNumbersService, 'dashboard'>;
  subscriptions: Pick<SubscriptionsService, 'recurringRevenue'>;
}) {
  const repository = createDashboardRepository(deps.database);
  return {
    async stats(): Promise<AdminStats> {
      const [
        users,
        products,
        window,
        pageViews,
        daily,
        recent,
        sellers,
        topPages,
        missingUnits,
        pipeline,
        outlook,
        returns,
        recurring,
      ] = await Promise.all([
        deps.users.stats(),
        deps.catalogue.productCounts(),
        deps.orders.windowTotals(),
        repository.pageViews(),
        deps.orders.dailyTotals(),
        deps.orders.listAdmin({
          page: 1,
          limit: 5,
          sort: 'created_at',
          order: 'desc',
          search: undefined,
        }),
        deps.orders.bestSellers(POPULAR_PRODUCTS),
        repository.topPages(),
        deps.orders.countMissingUnits(),
        deps.quotePipeline.numbers(),
        deps.installationOutlook.nextDays(),
        deps.returns.dashboard(),
        deps.subscriptions.recurringRevenue(),
      ]);
      const facts = await deps.catalogue.facts(sellers.map((s) => s.productId));
      return {
        users,
        totals: {
          products: products.live,
          ordersLast30Days: window.orders,
          revenueLast30Days: asCents(window.revenueCents),
          activeUsers: users.active,
          pageViewsLast30Days: pageViews,
          ordersMissingUnits: missingUnits,
        },
        daily: daily.map((d) => ({
          day: d.day,
          orders: d.orders,
          revenue: asCents(Number(d.revenueCents)),
        })),
        recentOrders: recent.orders,
        // A product deleted since it sold is left out (its name is gone with it).
        popularProducts: sellers.flatMap((s) => {
          const p = facts.get(s.productId);
          if (!p) return [];
          return [
            {
              productId: s.productId,
              name: p.name,
              sku: p.sku,
              unitsSold: s.unitsSold,
              revenue: asCents(Number(s.revenueCents)),
              stock: p.stock,
              rating: Number(p.rating),
            },
          ];
        }),
        topPages,
        quotePipeline: {
          sent: pipeline.sent,
          accepted: pipeline.accepted,
          valueWonThisMonth: asCents(pipeline.wonThisMonthCents),
          surveysLast90Days: pipeline.surveys,
          surveysConvertedLast90Days: pipeline.surveysConverted,
          conversionPercent:
            pipeline.surveys === 0
              ? null
              : Math.round((pipeline.surveysConverted / pipeline.surveys) * 1000) / 10,
          installationsLast90Days: pipeline.installations,
          averageDaysToInstallation: pipeline.averageDaysToInstallation,
        },
        installations: { days: OUTLOOK_DAYS, ...outlook },
        returns,
        recurring,
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
