import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '@shop/db';
import type { Config } from './config/env.ts';
import { DomainError } from './lib/errors.ts';
import { logSerializers } from './lib/log.ts';
import { createBackgroundTasks } from './lib/background.ts';
import { registerErrorHandler, sendFrameworkError } from './plugins/error-handler.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerSession } from './plugins/session.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { databaseRateLimitStore } from './plugins/rate-limit-store.ts';
import { rateLimitRepository } from './modules/system/rate-limit.repository.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { createMailService } from './modules/mail/mail.service.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { authRepository } from './modules/auth/auth.repository.ts';
import {
  authRoutes,
  DEFAULT_AUTH_RATE_LIMITS,
  type AuthRateLimits,
} from './modules/auth/auth.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { customerRoutes } from './modules/customers/customers.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';

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
  /** Where demo-outbox lines go (the console by default). */
  printMail?: (line: string) => void;
  /** The built web app; null serves the API only. */
  webDist?: string | null;
  mailPollIntervalMs?: number;
};

export type Services = ReturnType<typeof createServices>;

function createServices(options: AppOptions, app: FastifyInstance) {
  const { config, database } = options;
  const db = database.db;
  const users = createUsersService({ db, endSessions: authRepository.deleteUserSessions });
  const mail = createMailService({
    db,
    logger: app.log,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    demo: config.demo,
    ...(options.printMail ? { printLinks: options.printMail } : {}),
    ...(options.mailPollIntervalMs ? { pollIntervalMs: options.mailPollIntervalMs } : {}),
  });
  const background = createBackgroundTasks(app.log);
  const auth = createAuthService({
    background,
    db,
    users,
    mail,
    secret: config.sessionSecret,
    publicUrl: config.publicUrl,
  });
  /** Hourly clean-up of rows nothing can use any more. */
  const housekeeping = async () => {
    await auth.purgeExpired();
    await rateLimitRepository.deleteExpired(db);
  };
  return { users, mail, auth, background, housekeeping };
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: config.logLevel, ...options.logger, serializers: logSerializers },
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: sendFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  await app.register(cookie);
  await registerSecurity(app, { publicUrl: config.publicUrl, secure: config.secureCookies });
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(database.db),
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
  await registerOpenApi(app);

  const services = createServices(options, app);
  app.decorate('services', services);
  const cookies = registerSession(app, { auth: services.auth, secure: config.secureCookies });
  const rateLimits = { ...DEFAULT_AUTH_RATE_LIMITS, ...options.rateLimits };

  await app.register(
    async (api) => {
      await api.register(systemRoutes, { database, demo: config.demo });
      await api.register(authRoutes, { auth: services.auth, cookies, rateLimits });
      await api.register(customerRoutes, { users: services.users });
      await api.register(dashboardRoutes, { users: services.users });
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, options.webDist === undefined ? DEFAULT_WEB_DIST : options.webDist);

  app.addHook('onReady', async () => services.mail.start());
  app.addHook('onClose', async () => {
    await services.background.idle();
    await services.mail.stop();
  });
  return app;
}
