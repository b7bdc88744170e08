import { defineModule } from '../module.ts';
import { createPaymentsRepository } from './payments.repository.ts';
import { createPaymentsService, type PaymentsService } from './payments.service.ts';
import { createStripeProvider } from './stripe-provider.ts';
import { createTestProvider } from './test-provider.ts';

declare module '../module.ts' {
  interface ServiceRegistry {
    payments: PaymentsService;
  }
}

/** Card payments through the provider: Stripe when keyed, else the test provider. */
export const paymentsModule = defineModule({
  name: 'payments',
  needs: ['database', 'metrics'],
  provides: ['payments'],
  create: ({ database, metrics }, { config, logger, paymentProvider }) => {
    const provider =
      paymentProvider ??
      (config.stripe
        ? createStripeProvider({
            secretKey: config.stripe.secretKey,
            publishableKey: config.stripe.publishableKey ?? null,
            webhookSecret: config.stripe.webhookSecret,
          })
        : createTestProvider(createPaymentsRepository(database)));
    return {
      payments: createPaymentsService({ database, provider, logger, events: metrics.events }),
    };
  },
});
