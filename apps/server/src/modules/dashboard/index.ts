import { defineModule, route } from '../module.ts';
import { dashboardRoutes } from './dashboard.routes.ts';
import { createDashboardService, type DashboardService } from './dashboard.service.ts';

declare module '../module.ts' {
  interface ServiceRegistry {
    dashboard: DashboardService;
  }
}

/** The owner's numbers: sales, the quote pipeline, the next installations, returns. */
export const dashboardModule = defineModule({
  name: 'dashboard',
  needs: [
    'database',
    'users',
    'orders',
    'catalogue',
    'quotePipeline',
    'installationOutlook',
    'rmaNumbers',
    'subscriptions',
  ],
  provides: ['dashboard'],
  create: (services) => ({
    dashboard: createDashboardService({
      database: services.database,
      users: services.users,
      orders: services.orders,
      catalogue: services.catalogue,
      quotePipeline: services.quotePipeline,
      installationOutlook: services.installationOutlook,
      returns: services.rmaNumbers,
      subscriptions: services.subscriptions,
    }),
  }),
  routes: ({ dashboard }) => [route(dashboardRoutes, { dashboard })],
});
