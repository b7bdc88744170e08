import { defineModule, route } from '../module.ts';
import { checkoutRoutes, stripeWebhookRoutes } from './checkout.routes.ts';
import { createCheckoutService, type CheckoutService } from './checkout.service.ts';

declare module '../module.ts' {
  interface ServiceRegistry {
    checkout: CheckoutService;
  }
}

/** Paying for a cart, a quote or an order's balance, and the provider's webhook. */
export const checkoutModule = defineModule({
  name: 'checkout',
  needs: [
    'database',
    'cart',
    'catalogue',
    'tax',
    'settings',
    'payments',
    'orders',
    'users',
    'mail',
    'installations',
    'quoteLink',
    'subscriptions',
  ],
  provides: ['checkout'],
  create: (services, { config, logger }) => ({
    checkout: createCheckoutService({
      database: services.database,
      cart: services.cart,
      catalogue: services.catalogue,
      tax: services.tax,
      settings: services.settings,
      payments: services.payments,
      orders: services.orders,
      users: services.users,
      mail: services.mail,
      installations: services.installations,
      stockHoldMinutes: config.stockHoldMinutes,
      logger,
      quotes: services.quoteLink,
      subscriptions: services.subscriptions,
    }),
  }),
  routes: ({ checkout, payments }) => [
    route(checkoutRoutes, { checkout, payments }),
    route(stripeWebhookRoutes, { checkout, payments }),
  ],
  // Payments left without an order are completed or refunded, and unpaid ones whose hold ran
  // out are canceled; a run may call the provider for many intents.
  jobs: ({ checkout }) => [
    {
      name: 'payments.recover',
      everyMs: 60_000,
      run: async () => {
        await checkout.recoverOpenPayments();
      },
      leaseSeconds: 600,
    },
  ],
});
