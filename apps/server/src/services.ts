import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '@shop/db';
import type { Config } from './config/env.ts';
import { DEMO_USERS } from './demo/users.ts';
import { createBackgroundTasks } from './lib/background.ts';
import { createMetrics } from './lib/metrics.ts';
import { createFileStorage } from './lib/storage/index.ts';
import type { FileStorage } from './lib/storage/storage.ts';
import { MODULES } from './modules/index.ts';
import { loadModules, type LoadedModules } from './modules/loader.ts';
import type { ModuleContext, ServerModule, ServiceRegistry } from './modules/module.ts';

export type ServiceOptions = Omit<ModuleContext, 'config' | 'logger' | 'demoUsers'> & {
  config: Config;
  database: DatabaseHandle;
  logger: FastifyBaseLogger;
  /** Tests hand in their own storage; otherwise it follows the settings. */
  storage?: FileStorage | undefined;
  /** The modules to load: the application's by default (tests of the loader pass others). */
  modules?: readonly ServerModule[];
};

export type Services = ServiceRegistry & {
  /** Hourly clean-up of rows nothing can use any more: every module's share. */
  housekeeping: () => Promise<void>;
};

/**
 * The composition root: the platform's services (database, background tasks, metrics, file
 * storage) and the modules built on them from their declarations (modules/index.ts). app.ts,
 * the scripts and the tests all get their services from here, so a module reaches another only
 * through the services built here (docs/decisions/0006-transactions-and-composition.md,
 * docs/decisions/0065-modules-declare-themselves.md).
 */
export function loadServices(options: ServiceOptions): LoadedModules & { services: Services } {
  const { config, database, logger } = options;
  const background = createBackgroundTasks(logger);
  // Process metrics (CPU, memory, event loop) only where someone may scrape them.
  const metrics = createMetrics({ processMetrics: config.metricsToken !== undefined });
  metrics.readPoolFrom(database.poolStats);
  const storage = options.storage ?? createFileStorage(config.storage);
  const loaded = loadModules(
    options.modules ?? MODULES,
    { database, background, metrics, storage },
    {
      config,
      logger,
      accountFailureLimit: options.accountFailureLimit,
      printMail: options.printMail,
      paymentProvider: options.paymentProvider,
      clock: options.clock,
      demoUsers: DEMO_USERS,
    },
  );
  return { ...loaded, services: { ...loaded.services, housekeeping: loaded.housekeeping } };
}

/** The services alone, for scripts and tests that serve no routes. */
export function createServices(options: ServiceOptions): Services {
  return loadServices(options).services;
}
