import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '@shop/db';
import type { Config } from '../config/env.ts';
import type { BackgroundTasks } from '../lib/background.ts';
import type { Metrics } from '../lib/metrics.ts';
import type { FileStorage } from '../lib/storage/storage.ts';
import type { SessionCookies } from '../plugins/session.ts';
import type { RateLimit } from './auth/auth.service.ts';
import type { AuthRateLimits } from './auth/auth.routes.ts';
import type { LeadRateLimits } from './leads/leads.routes.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';

/**
 * Every service the application holds, by name. The platform's four are here; each module
 * adds the ones it provides from its own index.ts (`declare module '../module.ts'`), so a
 * module names what it needs without importing the module that provides it
 * (docs/decisions/0065-modules-declare-themselves.md).
 */
export interface ServiceRegistry {
  database: DatabaseHandle;
  background: BackgroundTasks;
  metrics: Metrics;
  storage: FileStorage;
}

export type ServiceName = keyof ServiceRegistry;

/** What the process hands every module: its settings and the options tests and scripts set. */
export type ModuleContext = {
  config: Config;
  logger: FastifyBaseLogger;
  /** Failed sign-ins to one account before it is locked (tests set their own). */
  accountFailureLimit?: RateLimit | undefined;
  /** Where demo-outbox lines go (the console by default). */
  printMail?: ((line: string) => void) | undefined;
  /** Tests hand in a provider (Stripe's API stand-in); otherwise Stripe when keyed, else test. */
  paymentProvider?: PaymentProvider | undefined;
  /** The installations' clock: what time it is for booking and completing (tests fix it). */
  clock?: (() => Date) | undefined;
  /** The people the System page's seed-users action adds (the demo's, ADR 0064). */
  demoUsers: Parameters<ServiceRegistry['users']['createAccountsWithoutSignIn']>[0];
};

/** What route plugins get besides services: the session cookies and the request limits. */
export type RouteContext = {
  config: Config;
  cookies: SessionCookies;
  authRateLimits: AuthRateLimits;
  /** The contact and survey forms' limits that differ from the defaults (tests relax them). */
  leadRateLimits: Partial<LeadRateLimits>;
  /** RMA requests filed per customer account and window. */
  rmaFilingRateLimit?: { max: number; timeWindow: number } | undefined;
};

/** What start hooks get: how often the job runner polls, or false to leave it off. */
export type StartContext = { jobRunner: { pollIntervalMs: number } | false };

/** A route plugin with its options, registered under /api unless `at` says the site's root. */
export type RouteEntry = {
  plugin: (app: FastifyInstance, options: never) => Promise<void>;
  options: unknown;
  at: 'api' | 'root';
};

/** One route plugin with options its own type checks. */
export function route<O>(
  plugin: (app: FastifyInstance, options: O) => Promise<void>,
  options: O,
  at: 'api' | 'root' = 'api',
): RouteEntry {
  return { plugin: plugin as RouteEntry['plugin'], options, at };
}

/** Work run on the job queue once per slot across every instance (ADR 0003). */
export type RecurringJob = {
  name: string;
  everyMs: number;
  run: () => Promise<void>;
  /** How long one run may hold the slot before another instance may take it. */
  leaseSeconds?: number;
};

type Services<K extends ServiceName> = Pick<ServiceRegistry, K>;

/**
 * A module's declaration: its name, the services it needs from others, the services it
 * provides (a factory returning each by name), its route plugins, recurring jobs, its share of
 * the hourly housekeeping and start/stop hooks. `uses` names services its routes call but its
 * factory does not: routes are registered once every service is built, so they do not order
 * the building.
 */
export type ModuleDeclaration<
  N extends ServiceName,
  P extends ServiceName,
  U extends ServiceName,
> = {
  name: string;
  needs: readonly N[];
  provides: readonly P[];
  uses?: readonly U[];
  create: (needs: Services<N>, context: ModuleContext) => Services<P>;
  routes?: (services: Services<N | P | U>, context: RouteContext) => RouteEntry[];
  jobs?: (services: Services<N | P>) => RecurringJob[];
  /** Deletes the module's rows nothing can use any more (run hourly). */
  housekeeping?: (services: Services<P>) => Promise<unknown>;
  start?: (services: Services<P>, context: StartContext) => Promise<void> | void;
  stop?: (services: Services<P>) => Promise<void> | void;
};

/** The declaration as the loader sees it: any names, any services. */
export type ServerModule = {
  name: string;
  needs: readonly ServiceName[];
  provides: readonly ServiceName[];
  uses?: readonly ServiceName[];
  create: (needs: ServiceRegistry, context: ModuleContext) => Partial<ServiceRegistry>;
  routes?: (services: ServiceRegistry, context: RouteContext) => RouteEntry[];
  jobs?: (services: ServiceRegistry) => RecurringJob[];
  housekeeping?: (services: ServiceRegistry) => Promise<unknown>;
  start?: (services: ServiceRegistry, context: StartContext) => Promise<void> | void;
  stop?: (services: ServiceRegistry) => Promise<void> | void;
};

/** Checks a declaration's types (its factory gets what it needs and returns what it provides). */
export function defineModule<
  const N extends ServiceName = never,
  const P extends ServiceName = never,
  const U extends ServiceName = never,
>(declaration: ModuleDeclaration<N, P, U>): ServerModule {
  return declaration as unknown as ServerModule;
}
