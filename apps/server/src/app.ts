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
import { databaseRateLimitStore } from './plugins/rate-limit-store.ts';
import { DEFAULT_AUTH_RATE_LIMITS, type AuthRateLimits } from './modules/auth/auth.routes.ts';
import type { LeadRateLimits } from './modules/leads/leads.routes.ts';
import { loadServices, type Services } from './services.ts';
import type { PaymentProvider } from './modules/payments/payment-provider.ts';
import type { FileStorage } from './lib/storage/storage.ts';

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
  /** RMA requests filed per customer account and window. */
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
  // Hooks on every request take a callback, not a promise: one less promise and microtask
  // each, on the hottest path there is (the product list, profiled).
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('X-Request-Id', request.id);
    done(null, payload);
  });

  await app.register(cookie);
  await registerSecurity(app, {
    publicUrl: config.publicUrl,
    secure: config.secureCookies,
    stripe: config.stripe !== undefined,
  });
  const rateLimits = { ...DEFAULT_AUTH_RATE_LIMITS, ...options.rateLimits };
  const { services, routes, start, stop } = loadServices({
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

  // Every module's route plugins, from their declarations (modules/index.ts): the API's
  // under /api, the few the site serves at its root (sitemap, robots.txt) there.
  const entries = routes({
    config,
    cookies,
    authRateLimits: rateLimits,
    leadRateLimits: options.leadRateLimits ?? {},
    rmaFilingRateLimit: options.rmaFilingRateLimit,
  });
  await app.register(
    async (api) => {
      for (const entry of entries.filter((e) => e.at === 'api')) {
        await api.register(entry.plugin, entry.options as never);
      }
    },
    { prefix: '/api' },
  );
  for (const entry of entries.filter((e) => e.at === 'root')) {
    await app.register(entry.plugin, entry.options as never);
  }
  await registerWebApp(app, options.webDist === undefined ? DEFAULT_WEB_DIST : options.webDist);

  const jobRunner = options.jobs ?? { pollIntervalMs: 2_000 };
  app.addHook('onReady', async () => {
    await start({ jobRunner });
  });
  app.addHook('onClose', async () => {
    await services.background.idle();
    await stop();
  });
  return app;
}
