import { defineModule, route } from '../module.ts';
import { createCardsService, type CardsService } from './cards.ts';
import { subscriptionRoutes } from './subscriptions.routes.ts';
import { createSubscriptionsService, type SubscriptionsService } from './subscriptions.service.ts';

declare module '../module.ts' {
  interface ServiceRegistry {
    subscriptions: SubscriptionsService;
    cards: CardsService;
  }
}

/** Subscriptions to plans: started, billed once per period, changed, paused, cancelled (ADR 0075). */
export const subscriptionsModule = defineModule({
  name: 'subscriptions',
  needs: ['database', 'plans', 'payments', 'orders', 'tax', 'users', 'mail', 'units', 'devices'],
  provides: ['subscriptions', 'cards'],
  create: (services, { config, logger, clock }) => {
    const subscriptions = createSubscriptionsService({
      database: services.database,
      plans: services.plans,
      payments: services.payments,
      orders: services.orders,
      tax: services.tax,
      users: services.users,
      mail: services.mail,
      units: services.units,
      publicUrl: config.publicUrl,
      logger,
      now: clock ?? (() => new Date()),
    });
    // A running plan with extended warranty keeps the warranty of the devices at its site.
    services.devices.coverWarrantyWith(subscriptions.warrantyCoversOf);
    const cards = createCardsService({
      payments: services.payments,
      cardInUse: subscriptions.cardInUse,
    });
    return { subscriptions, cards };
  },
  uses: ['documents', 'people'],
  routes: ({ subscriptions, cards, documents, people }) => [
    route(subscriptionRoutes, { subscriptions, cards, documents, people }),
  ],
  // Renewals, retries, suspensions and cancellations that fell due (the real clock).
  jobs: ({ subscriptions }) => [
    {
      name: 'subscriptions.bill',
      everyMs: 60_000,
      run: async () => {
        await subscriptions.runDue();
      },
      leaseSeconds: 900,
    },
  ],
});
