import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '@shop/db';
import type { Config } from './config/env.ts';
import { createBackgroundTasks } from './lib/background.ts';
import { createFileStorage } from './lib/storage/index.ts';
import type { FileStorage } from './lib/storage/storage.ts';
import { createCatalogueService } from './modules/catalogue/catalogue.service.ts';
import { createTaxService } from './modules/tax/tax.service.ts';
import { createSettingsService } from './modules/settings/settings.service.ts';
import { createCartService } from './modules/cart/cart.service.ts';
import { createCheckoutService } from './modules/checkout/checkout.service.ts';
import { createOrdersService } from './modules/orders/orders.service.ts';
import type { PaymentProvider } from './modules/payments/payment-provider.ts';
import { createPaymentsService } from './modules/payments/payments.service.ts';
import { createStripeProvider } from './modules/payments/stripe-provider.ts';
import { createTestProvider } from './modules/payments/test-provider.ts';
import { createPaymentsRepository } from './modules/payments/payments.repository.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createMailService } from './modules/mail/mail.service.ts';
import { createRateLimitService } from './modules/system/rate-limit.service.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { createAdminUsersService } from './modules/users/admin-users.service.ts';
import { createLeadsService } from './modules/leads/leads.service.ts';
import { createQrImages } from './modules/documents/qr-image.ts';
import { createDocumentsService } from './modules/documents/documents.service.ts';
import { createDashboardService } from './modules/dashboard/dashboard.service.ts';
import { createProductsService } from './modules/catalogue/catalogue-admin.service.ts';
import { createDefaultLocationsService } from './modules/warehouse/default-locations.service.ts';
import { createUnitsService } from './modules/warehouse/units.service.ts';
import { createWarehouseService } from './modules/warehouse/warehouse.service.ts';
import { createWarehouseDemoSeeder } from './modules/warehouse/warehouse.seed.ts';
import { createContentService } from './modules/content/content.service.ts';
import { createAdminSystemService } from './modules/system/admin-system.service.ts';

export type ServiceOptions = {
  config: Config;
  database: DatabaseHandle;
  logger: FastifyBaseLogger;
  /** Where demo-outbox lines go (the console by default). */
  printMail?: ((line: string) => void) | undefined;
  mailPollIntervalMs?: number | undefined;
  /** Tests hand in their own storage; otherwise it follows the settings. */
  storage?: FileStorage | undefined;
  /** Tests hand in a provider (Stripe's API stand-in); otherwise Stripe when keyed, else test. */
  paymentProvider?: PaymentProvider | undefined;
};

export type Services = ReturnType<typeof createServices>;

/**
 * The composition root: the only place that builds services and hands them to each other.
 * app.ts, the scripts and the tests all get their services from here, so a module reaches
 * another only through the service built here
 * (docs/decisions/0006-transactions-and-composition.md).
 */
export function createServices(options: ServiceOptions) {
  const { config, database, logger } = options;
  const background = createBackgroundTasks(logger);
  const rateLimits = createRateLimitService({ database });
  const users = createUsersService({ database });
  const storage = options.storage ?? createFileStorage(config.storage);
  const catalogue = createCatalogueService({ database, storage });
  const tax = createTaxService({ database });
  const settings = createSettingsService({ database, publicUrl: config.publicUrl });
  const products = createProductsService({ database, storage, catalogue });
  const warehouse = createWarehouseService({ database });
  const units = createUnitsService({ database });
  const defaultLocations = createDefaultLocationsService({ database });
  const warehouseDemo = createWarehouseDemoSeeder({ database, warehouse, units, defaultLocations });
  const cart = createCartService({ database, catalogue });
  const provider =
    options.paymentProvider ??
    (config.stripe
      ? createStripeProvider({
          secretKey: config.stripe.secretKey,
          publishableKey: config.stripe.publishableKey ?? null,
          webhookSecret: config.stripe.webhookSecret,
        })
      : createTestProvider(createPaymentsRepository(database)));
  const payments = createPaymentsService({ database, provider, logger });
  const mail = createMailService({
    database,
    logger,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    demo: config.demo,
    shop: settings.mailShop,
    ...(options.printMail ? { printLinks: options.printMail } : {}),
    ...(options.mailPollIntervalMs ? { pollIntervalMs: options.mailPollIntervalMs } : {}),
  });
  const orders = createOrdersService({
    database,
    payments,
    mail,
    units,
    catalogue,
    publicUrl: config.publicUrl,
    secret: config.sessionSecret,
  });
  const auth = createAuthService({
    background,
    database,
    users,
    mail,
    secret: config.sessionSecret,
    publicUrl: config.publicUrl,
  });
  const people = createAdminUsersService({ database, auth, orders, payments, mail, cart });
  const checkout = createCheckoutService({
    database,
    units,
    cart,
    catalogue,
    tax,
    settings,
    payments,
    orders,
    users,
    mail,
    publicUrl: config.publicUrl,
    stockHoldMinutes: config.stockHoldMinutes,
    logger,
  });
  const leads = createLeadsService({
    database,
    users,
    mail,
    rateLimits,
    publicUrl: config.publicUrl,
    staffEmail: config.staffEmail,
    logger,
  });
  const qr = createQrImages();
  const documents = createDocumentsService({
    orders,
    users,
    auth,
    leads,
    warehouse,
    qr,
    settings,
    publicUrl: config.publicUrl,
  });
  const dashboard = createDashboardService({ database, users, orders, catalogue });
  const content = createContentService({ database });
  const system = createAdminSystemService({
    database,
    users,
    catalogue,
    orders,
    leads,
    mail,
    config,
  });
  /** Hourly clean-up of rows nothing can use any more. */
  const housekeeping = async () => {
    await auth.purgeExpired();
    await rateLimits.deleteExpired();
    await cart.purgeStaleGuestCarts();
    await catalogue.deleteExpiredHolds();
  };
  return {
    database,
    background,
    rateLimits,
    users,
    mail,
    auth,
    catalogue,
    products,
    warehouse,
    units,
    defaultLocations,
    warehouseDemo,
    tax,
    settings,
    cart,
    payments,
    orders,
    checkout,
    leads,
    qr,
    documents,
    dashboard,
    content,
    system,
    people,
    housekeeping,
  };
}
