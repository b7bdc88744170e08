import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '@shop/db';
import type { Config } from './config/env.ts';
import { DomainError } from './lib/errors.ts';
import { logSerializers, RequestLogController } from './lib/log.ts';
import { registerAttachmentReply } from './plugins/attachment.ts';
import { registerErrorHandler, sendFrameworkError } from './plugins/error-handler.ts';
import { registerSecurity } from './plugins/security.ts';
import { httpServerOptions, limitConnections } from './plugins/http-limits.ts';
import { registerSession } from './plugins/session.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { refuseUndeclaredRoutes } from './plugins/endpoints.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { databaseRateLimitStore } from './plugins/rate-limit-store.ts';
import {
  authRoutes,
  DEFAULT_AUTH_RATE_LIMITS,
  type AuthRateLimits,
} from './modules/auth/auth.routes.ts';
import {
  DEFAULT_LEAD_RATE_LIMITS,
  leadAdminRoutes,
  leadPublicRoutes,
  type LeadRateLimits,
} from './modules/leads/leads.routes.ts';
import { documentRoutes } from './modules/documents/documents.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { adminSystemRoutes } from './modules/system/admin-system.routes.ts';
import { adminJobRoutes } from './modules/jobs/jobs.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { defaultLocationRoutes } from './modules/warehouse/default-locations.routes.ts';
import { scanRoutes } from './modules/warehouse/scan.routes.ts';
import { unitRoutes } from './modules/warehouse/units.routes.ts';
import { warehouseRoutes } from './modules/warehouse/warehouse.routes.ts';
import { customerRoutes } from './modules/customers/customers.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { adminOrderRoutes } from './modules/orders/admin-orders.routes.ts';
import { orderTrackingRoutes } from './modules/orders/order-tracking.routes.ts';
import { adminProductRoutes } from './modules/catalogue/admin-products.routes.ts';
import { adminUserRoutes } from './modules/users/admin-users.routes.ts';
import { createServices, type Services } from './services.ts';
import {
  flaggedProductRoutes,
  rmaNumbersRoutes,
  rmaSettingsRoutes,
} from './modules/returns/rma-numbers.routes.ts';
import {
  installationAdminRoutes,
  installationCustomerRoutes,
  installationSettingsRoutes,
} from './modules/installations/installations.routes.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { taxRoutes } from './modules/tax/tax.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { cartRoutes, wellFormedGuestSessionId } from './modules/cart/cart.routes.ts';
import { checkoutRoutes, stripeWebhookRoutes } from './modules/checkout/checkout.routes.ts';
import type { PaymentProvider } from './modules/payments/payment-provider.ts';
import { orderBalanceRoutes, quoteLinkRoutes } from './modules/quotes/quote-link.routes.ts';
import type { FileStorage } from './lib/storage/storage.ts';
import { adminQuoteRoutes } from './modules/quotes/quotes.routes.ts';
import { adminRmaQueueRoutes } from './modules/returns/rma-queue.routes.ts';
import { labourPriceRoutes } from './modules/installations/labour-prices.routes.ts';
import { rmaResolutionRoutes } from './modules/returns/rma-resolution.routes.ts';
import { adminRmaPhotoRoutes, customerRmaRoutes } from './modules/returns/rma-requests.routes.ts';

export const DEFAULT_WEB_DIST = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../web/dist',
);

export type AppOptions = {
  config: Config;
  database: DatabaseHandle;
  /** false for silence; otherwise pino options (level, transport) on top of the defaults. */
  logger?:
    | false
    | {
        level?: string;
        transport?: { target: string; options?: Record<string, unknown> };
        stream?: { write: (line: string) => void };
      };
  rateLimits?: Partial<AuthRateLimits>;
  leadRateLimits?: Partial<LeadRateLimits>;
  /** RMA requests filed per customer account and window (issue 22). */
  rmaFilingRateLimit?: { max: number; timeWindow: number };
  /** Where demo-outbox lines go (the console by default). */
  printMail?: (line: string) => void;
  /** The built web app; null serves the API only. */
  webDist?: string | null;
  /**
   * The background job runner (ADR 0003): polls this often once the app is ready. false
   * leaves it off (API tests run a pass themselves with services.jobs.runDue()).
   */
  jobs?: { pollIntervalMs: number } | false;
  storage?: FileStorage;
  paymentProvider?: PaymentProvider;
  /** The installations' clock (tests fix it to a day); the real time otherwise. */
  clock?: () => Date;
};

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/** Fastify's compiler factories, typed for Ajv's schemas, are given the zod compilers. */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: config.logLevel, ...options.logger, serializers: logSerializers },
    genReqId: () => randomUUID(),
    // One debug line per request instead of Fastify's two at info.
    logController: new RequestLogController(),
    ...httpServerOptions(config),
    bodyLimit: 1024 * 1024,
    frameworkErrors: sendFrameworkError,
    // Every route validates and serialises through its zod schemas: handing Fastify these
    // compilers up front keeps it from loading Ajv and fast-json-stringify, which it would
    // build as its defaults and never use (about 250 modules at start).
    schemaController: { compilersFactory: zodCompilers },
  });
  limitConnections(app, config.http);
  refuseUndeclaredRoutes(app);
  registerErrorHandler(app);
  registerAttachmentReply(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  await app.register(cookie);
  await registerSecurity(app, {
    publicUrl: config.publicUrl,
    secure: config.secureCookies,
    stripe: config.stripe !== undefined,
  });
  const rateLimits = { ...DEFAULT_AUTH_RATE_LIMITS, ...options.rateLimits };
  const services = createServices({
    config,
    database,
    accountFailureLimit: rateLimits.loginFailuresPerAccount,
    logger: app.log,
    printMail: options.printMail,
    storage: options.storage,
    paymentProvider: options.paymentProvider,
    clock: options.clock,
  });
  app.decorate('services', services);
  registerMetrics(app, { metrics: services.metrics, token: config.metricsToken });

  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(services.rateLimits),
    hook: 'preHandler',
    errorResponseBuilder: (_request, context) =>
      new DomainError(
        'rate_limited',
        `Too many attempts. Please wait ${context.after} and try again.`,
        {
          code: 'RATE_LIMITED',
        },
      ),
  });
  const cookies = registerSession(app, { auth: services.auth, secure: config.secureCookies });
  await registerOpenApi(app, { adminOnly: !config.demo });

  await app.register(
    async (api) => {
      await api.register(systemRoutes, {
        database,
        demo: config.demo,
        testPayments: services.payments.mode === 'test',
      });
      await api.register(authRoutes, {
        auth: services.auth,
        cookies,
        rateLimits,
        afterLogin: async (request, userId) => {
          const guestSessionId = wellFormedGuestSessionId(request);
          if (guestSessionId) await services.cart.mergeGuestCart(userId, guestSessionId);
        },
      });
      await api.register(customerRoutes, {
        users: services.users,
        orders: services.orders,
        auth: services.auth,
        documents: services.documents,
      });
      await api.register(dashboardRoutes, { dashboard: services.dashboard });
      await api.register(adminOrderRoutes, {
        orders: services.orders,
        documents: services.documents,
      });
      await api.register(orderTrackingRoutes, { orders: services.orders });
      await api.register(adminUserRoutes, { people: services.people });
      await api.register(catalogueRoutes, { catalogue: services.catalogue });
      await api.register(adminProductRoutes, { products: services.products });
      await api.register(warehouseRoutes, {
        warehouse: services.warehouse,
        documents: services.documents,
      });
      await api.register(unitRoutes, { units: services.units });
      await api.register(scanRoutes, { scan: services.scan });
      await api.register(defaultLocationRoutes, { defaults: services.defaultLocations });
      await api.register(taxRoutes, { tax: services.tax });
      await api.register(cartRoutes, { cart: services.cart });
      await api.register(checkoutRoutes, {
        checkout: services.checkout,
        payments: services.payments,
      });
      await api.register(stripeWebhookRoutes, {
        checkout: services.checkout,
        payments: services.payments,
      });
      await api.register(leadPublicRoutes, {
        leads: services.leads,
        rateLimits: { ...DEFAULT_LEAD_RATE_LIMITS, ...options.leadRateLimits },
      });
      await api.register(leadAdminRoutes, { leads: services.leads });
      await api.register(documentRoutes, { qr: services.qr });
      await api.register(contentRoutes, { content: services.content });
      await api.register(adminSystemRoutes, { system: services.system });
      await api.register(adminJobRoutes, { jobs: services.jobs });
      await api.register(settingsRoutes, { settings: services.settings });
      await api.register(installationCustomerRoutes, { installations: services.installations });
      await api.register(installationAdminRoutes, { installations: services.installations });
      await api.register(installationSettingsRoutes, { installations: services.installations });
      await api.register(rmaSettingsRoutes, { rmaNumbers: services.rmaNumbers });
      await api.register(rmaNumbersRoutes, { rmaNumbers: services.rmaNumbers });
      await api.register(flaggedProductRoutes, { rmaNumbers: services.rmaNumbers });
      // Issue 21: staff quotes and the labour price list.
      await api.register(adminQuoteRoutes, {
        quotes: services.quotes,
        documents: services.documents,
      });
      await api.register(labourPriceRoutes, { labourPrices: services.labourPrices });
      await api.register(quoteLinkRoutes, {
        quoteLink: services.quoteLink,
        checkout: services.checkout,
      });
      await api.register(orderBalanceRoutes, { checkout: services.checkout });
      // Issue 22: resolving an RMA.
      await api.register(rmaResolutionRoutes, { resolution: services.rmaResolution });
      // Issue 22: the staff's RMA queue up to inspection.
      await api.register(adminRmaQueueRoutes, { rmaQueue: services.rmaQueue });
      // Issue 22: the customer's devices and RMA requests, and the RMAs' photos for staff.
      await api.register(customerRmaRoutes, {
        ...(options.rmaFilingRateLimit ? { filingRateLimit: options.rmaFilingRateLimit } : {}),
        devices: services.devices,
        requests: services.rmaRequests,
      });
      await api.register(adminRmaPhotoRoutes, { requests: services.rmaRequests });
    },
    { prefix: '/api' },
  );

  await app.register(seoRoutes, { seo: services.seo });
  await registerWebApp(app, options.webDist === undefined ? DEFAULT_WEB_DIST : options.webDist);

  const jobRunner = options.jobs ?? { pollIntervalMs: 2_000 };
  app.addHook('onReady', async () => {
    await services.mail.start();
    if (jobRunner) services.jobs.start(jobRunner);
  });
  app.addHook('onClose', async () => {
    await services.background.idle();
    await services.jobs.stop();
    await services.mail.stop();
  });
  return app;
}
