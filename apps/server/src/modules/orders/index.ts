import { defineModule, route } from '../module.ts';
import { adminOrderRoutes } from './admin-orders.routes.ts';
import { orderTrackingRoutes } from './order-tracking.routes.ts';
import { createOrdersService, type OrdersService } from './orders.service.ts';

declare module '../module.ts' {
  interface ServiceRegistry {
    orders: OrdersService;
  }
}

/** Orders: placing a paid one, the customer's, the back office's and the tracking page. */
export const ordersModule = defineModule({
  name: 'orders',
  needs: ['database', 'metrics', 'payments', 'mail', 'units', 'catalogue'],
  provides: ['orders'],
  uses: ['documents'],
  create: ({ database, metrics, payments, mail, units, catalogue }, { config }) => ({
    orders: createOrdersService({
      database,
      payments,
      mail,
      units,
      catalogue,
      publicUrl: config.publicUrl,
      secret: config.sessionSecret,
      events: metrics.events,
    }),
  }),
  routes: ({ orders, documents }) => [
    route(adminOrderRoutes, { orders, documents }),
    route(orderTrackingRoutes, { orders }),
  ],
});
