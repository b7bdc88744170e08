import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '@shop/db';
import type { Config } from './config/env.ts';
import { createBackgroundTasks } from './lib/background.ts';
import { createMetrics } from './lib/metrics.ts';
import { shopVersion } from './lib/version.ts';
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
import { createAuthService, type RateLimit } from './modules/auth/auth.service.ts';
import { createMailService } from './modules/mail/mail.service.ts';
import { createJobsService } from './modules/jobs/jobs.service.ts';
import { createRateLimitService } from './modules/system/rate-limit.service.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { createAdminUsersService } from './modules/users/admin-users.service.ts';
import { createInstallationsService } from './modules/installations/installations.service.ts';
import { createLeadsService } from './modules/leads/leads.service.ts';
import { createQuoteLinkService } from './modules/quotes/quote-link.service.ts';
import { createQrImages } from './modules/documents/qr-image.ts';
import { createDocumentsService } from './modules/documents/documents.service.ts';
import { createDashboardService } from './modules/dashboard/dashboard.service.ts';
import { createRmaNumbersService } from './modules/returns/rma-numbers.service.ts';
import { createQuotePipeline } from './modules/quotes/quote-pipeline.ts';
import { createInstallationOutlook } from './modules/installations/installation-outlook.ts';
import { createProductsService } from './modules/catalogue/catalogue-admin.service.ts';
import { createDefaultLocationsService } from './modules/warehouse/default-locations.service.ts';
import { createScanService } from './modules/warehouse/scan.service.ts';
import { createUnitsService } from './modules/warehouse/units.service.ts';
import { createWarehouseService } from './modules/warehouse/warehouse.service.ts';
import { createContentService } from './modules/content/content.service.ts';
import { createAdminSystemService } from './modules/system/admin-system.service.ts';
import { createBackupService } from './modules/system/backup.service.ts';
import { createSeoService } from './modules/seo/seo.service.ts';
import { createLabourPricesService } from './modules/installations/labour-prices.ts';
import { createQuotesService } from './modules/quotes/quotes.service.ts';
import { createRmaResolutionService } from './modules/returns/rma-resolution.service.ts';
import { createRmaQueueService } from './modules/returns/rma-queue.service.ts';
import { createDevicesService } from './modules/returns/devices.service.ts';
import { createRmaRequestsService } from './modules/returns/rma-requests.service.ts';
import { DEMO_USERS } from './demo/users.ts';

export type ServiceOptions = {
  config: Config;
  /** Failed sign-ins to one account before it is locked (tests set their own). */
  accountFailureLimit?: RateLimit | undefined;
  database: DatabaseHandle;
  logger: FastifyBaseLogger;
  /** Where demo-outbox lines go (the console by default). */
  printMail?: ((line: string) => void) | undefined;
  /** Tests hand in their own storage; otherwise it follows the settings. */
  storage?: FileStorage | undefined;
  /** Tests hand in a provider (Stripe's API stand-in); otherwise Stripe when keyed, else test. */
  paymentProvider?: PaymentProvider | undefined;
  /** The installations' clock: what time it is for booking and completing (tests fix it). */
  clock?: (() => Date) | undefined;
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
  // Process metrics (CPU, memory, event loop) only where someone may scrape them.
  const metrics = createMetrics({ processMetrics: config.metricsToken !== undefined });
  metrics.readPoolFrom(database.poolStats);
  const jobs = createJobsService({ database, logger });
  const rateLimits = createRateLimitService({ database });
  const users = createUsersService({ database });
  const storage = options.storage ?? createFileStorage(config.storage);
  const tax = createTaxService({ database });
  const settings = createSettingsService({ database, publicUrl: config.publicUrl });
  const mail = createMailService({
    database,
    logger,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    demo: config.demo,
    jobs,
    shop: settings.mailShop,
    ...(options.printMail ? { printLinks: options.printMail } : {}),
  });
  const warehouse = createWarehouseService({ database });
  // A unit in an open RMA changes status only through the RMA: the returns module, built
  // after the units it uses, is handed in late-bound (issue 22).
  const units = createUnitsService({ database, openRmas: () => rmaQueue.openRmasOfUnits });
  // Before the catalogue (the shop's installation option is priced from its labour list);
  // installations complete orders and orders cancel installations, so the orders service is
  // handed in late-bound (issue 21).
  const installations = createInstallationsService({
    database,
    mail,
    units,
    orders: () => orders,
    publicUrl: config.publicUrl,
    now: options.clock,
  });
  const catalogue = createCatalogueService({ database, storage, installations });
  const products = createProductsService({ database, storage, catalogue });
  const defaultLocations = createDefaultLocationsService({ database });
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
  const payments = createPaymentsService({ database, provider, logger, events: metrics.events });
  // The background queue: every kind of work (mail, payment recovery, clean-up) is a job row.
  metrics.readQueueDepthFrom(async () => {
    const { queued, running, dead } = await jobs.counts();
    return [
      { queue: 'jobs', state: 'queued', count: queued },
      { queue: 'jobs', state: 'running', count: running },
      { queue: 'jobs', state: 'dead', count: dead },
    ];
  });
  const orders = createOrdersService({
    installations,
    database,
    payments,
    mail,
    units,
    catalogue,
    publicUrl: config.publicUrl,
    secret: config.sessionSecret,
    events: metrics.events,
  });
  const scan = createScanService({ units, warehouse, orders });
  // Issue 22: an inspected RMA resolved with a refund, a replacement or a repair.
  const rmaResolution = createRmaResolutionService({
    database,
    orders,
    payments,
    units,
    mail,
    publicUrl: config.publicUrl,
  });
  const auth = createAuthService({
    background,
    database,
    users,
    mail,
    secret: config.sessionSecret,
    publicUrl: config.publicUrl,
    rateLimits,
    ...(options.accountFailureLimit ? { accountFailureLimit: options.accountFailureLimit } : {}),
  });
  const people = createAdminUsersService({ database, auth, orders, payments, mail, cart });
  const leads = createLeadsService({
    database,
    users,
    mail,
    rateLimits,
    publicUrl: config.publicUrl,
    staffEmail: config.staffEmail,
    logger,
  });
  const quoteLink = createQuoteLinkService({
    database,
    installations,
    leads,
    mail,
    settings,
    users,
    catalogue,
    payments,
    publicUrl: config.publicUrl,
    staffEmail: config.staffEmail,
    stockHoldMinutes: config.stockHoldMinutes,
  });
  const checkout = createCheckoutService({
    database,
    cart,
    catalogue,
    tax,
    settings,
    payments,
    orders,
    users,
    mail,
    installations,
    stockHoldMinutes: config.stockHoldMinutes,
    logger,
    quotes: quoteLink,
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
  // Issue 22, the customer's side: My devices and their returns and warranty claims.
  const devices = createDevicesService({ database, units, catalogue });
  const rmaRequests = createRmaRequestsService({
    database,
    storage,
    units,
    users,
    mail,
    documents,
    publicUrl: config.publicUrl,
    today: devices.today,
  });
  // Issue 21, staff quotes and the labour price list.
  const labourPrices = createLabourPricesService({ database, catalogue });
  const quotes = createQuotesService({
    database,
    installations,
    tax,
    users,
    leads,
    orders,
    mail,
    publicUrl: config.publicUrl,
  });
  // Issue 22: the staff's RMA queue up to inspection.
  const rmaQueue = createRmaQueueService({ database, units, mail, publicUrl: config.publicUrl });
  // Issue 22's numbers: return rates, days to resolve, open RMAs; and the returns settings.
  const rmaNumbers = createRmaNumbersService({ database, units, catalogue });
  // The owner's numbers of issue 21: the quote pipeline and the next days of installations.
  const dashboard = createDashboardService({
    database,
    users,
    orders,
    catalogue,
    quotePipeline: createQuotePipeline(database),
    installationOutlook: createInstallationOutlook({ database, installations }),
    returns: rmaNumbers,
  });
  const content = createContentService({ database });
  const seo = createSeoService({
    publicUrl: config.publicUrl,
    catalogue,
    content,
    shopName: settings.shopName,
  });
  const backups = createBackupService({ database, storage, appVersion: shopVersion() });
  const system = createAdminSystemService({
    database,
    users,
    demoUsers: DEMO_USERS,
    catalogue,
    orders,
    leads,
    mail,
    payments,
    backups,
    settings,
    tax,
    version: shopVersion(),
    config,
  });
  /** Hourly clean-up of rows nothing can use any more. */
  const housekeeping = async () => {
    await auth.purgeExpired();
    await rateLimits.deleteExpired();
    await cart.purgeStaleGuestCarts();
    await catalogue.deleteExpiredHolds();
    await jobs.purgeFinished();
  };
  // Recurring work runs on the job queue: once per slot across every instance (ADR 0003).
  jobs.every('housekeeping', 60 * 60_000, housekeeping);
  // Payments left without an order are completed or refunded, and unpaid ones whose hold ran
  // out are canceled (issue 18); a run may call the provider for many intents.
  jobs.every(
    'payments.recover',
    60_000,
    async () => {
      await checkout.recoverOpenPayments();
    },
    { leaseSeconds: 600 },
  );
  // Sent quotes past their valid-until day expire, and their leads are marked lost (issue 21).
  jobs.every('quotes.expire', 60 * 60_000, async () => {
    await quotes.expire();
  });
  return {
    database,
    background,
    metrics,
    jobs,
    rateLimits,
    users,
    mail,
    auth,
    catalogue,
    products,
    warehouse,
    units,
    scan,
    defaultLocations,
    tax,
    settings,
    cart,
    payments,
    orders,
    checkout,
    leads,
    installations,
    quoteLink,
    qr,
    documents,
    dashboard,
    rmaNumbers,
    content,
    seo,
    system,
    backups,
    storage,
    people,
    housekeeping,
    labourPrices,
    quotes,
    rmaResolution,
    rmaQueue,
    devices,
    rmaRequests,
  };
}
