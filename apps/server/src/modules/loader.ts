import type {
  ModuleContext,
  RecurringJob,
  RouteContext,
  RouteEntry,
  ServerModule,
  ServiceName,
  ServiceRegistry,
  StartContext,
} from './module.ts';

/** A module list that cannot be built: a need nobody provides, two providers, a circle. */
export class ModuleGraphError extends Error {
  override name = 'ModuleGraphError';
}

/**
 * The modules in building order: each after the modules providing what it needs. Throws at
 * start, naming the modules, on a need nobody provides, a service provided twice or a circle.
 */
export function orderModules(
  modules: readonly ServerModule[],
  platform: readonly ServiceName[],
): ServerModule[] {
  const providerOf = new Map<ServiceName, ServerModule | 'platform'>();
  for (const name of platform) providerOf.set(name, 'platform');
  for (const module of modules) {
    for (const name of module.provides) {
      const other = providerOf.get(name);
      if (other) {
        const by = other === 'platform' ? 'the platform' : `module "${other.name}"`;
        throw new ModuleGraphError(
          `Module "${module.name}" provides "${name}", which ${by} already provides.`,
        );
      }
      providerOf.set(name, module);
    }
  }
  for (const module of modules) {
    for (const name of [...module.needs, ...(module.uses ?? [])]) {
      if (!providerOf.has(name)) {
        throw new ModuleGraphError(
          `Module "${module.name}" needs "${name}", which no module provides.`,
        );
      }
    }
  }
  const ordered: ServerModule[] = [];
  const state = new Map<ServerModule, 'visiting' | 'done'>();
  const visit = (module: ServerModule, path: ServerModule[]) => {
    if (state.get(module) === 'done') return;
    if (state.get(module) === 'visiting') {
      const circle = [...path.slice(path.indexOf(module)), module].map((m) => m.name);
      throw new ModuleGraphError(`Modules need each other in a circle: ${circle.join(' -> ')}.`);
    }
    state.set(module, 'visiting');
    for (const name of module.needs) {
      const provider = providerOf.get(name);
      if (provider && provider !== 'platform') visit(provider, [...path, module]);
    }
    state.set(module, 'done');
    ordered.push(module);
  };
  for (const module of modules) visit(module, []);
  return ordered;
}

export type LoadedModules = {
  services: ServiceRegistry;
  /** Every module's route plugins, in building order. */
  routes: (context: RouteContext) => RouteEntry[];
  /** Each module's hourly clean-up, one after another. */
  housekeeping: () => Promise<void>;
  start: (context: StartContext) => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * Builds every module's services in dependency order on top of the platform's, registers
 * their recurring jobs (and the hourly housekeeping) on the job queue, and hands back their
 * routes and hooks.
 */
export function loadModules(
  modules: readonly ServerModule[],
  platform: Partial<ServiceRegistry>,
  context: ModuleContext,
): LoadedModules {
  const ordered = orderModules(modules, Object.keys(platform) as ServiceName[]);
  const services = { ...platform } as ServiceRegistry;
  for (const module of ordered) {
    const built = module.create(services, context);
    for (const name of module.provides) {
      if (!(name in built)) {
        throw new ModuleGraphError(`Module "${module.name}" did not build "${name}".`);
      }
    }
    Object.assign(services, built);
  }
  const housekeeping = async () => {
    for (const module of ordered) await module.housekeeping?.(services);
  };
  const jobs: RecurringJob[] = ordered.flatMap((module) => module.jobs?.(services) ?? []);
  if (jobs.length > 0 || ordered.some((module) => module.housekeeping)) {
    if (!('jobs' in services)) {
      throw new ModuleGraphError('Modules declare recurring work, but no module provides "jobs".');
    }
    // Recurring work runs on the job queue: once per slot across every instance (ADR 0003).
    services.jobs.every('housekeeping', 60 * 60_000, housekeeping);
    for (const job of jobs) {
      services.jobs.every(
        job.name,
        job.everyMs,
        job.run,
        job.leaseSeconds ? { leaseSeconds: job.leaseSeconds } : undefined,
      );
    }
  }
  return {
    services,
    routes: (routeContext) =>
      ordered.flatMap((module) => module.routes?.(services, routeContext) ?? []),
    housekeeping,
    start: async (startContext) => {
      for (const module of ordered) await module.start?.(services, startContext);
    },
    // Stopped in building order: the job queue (built first) stops taking work before the
    // modules whose work it runs close their connections.
    stop: async () => {
      for (const module of ordered) await module.stop?.(services);
    },
  };
}
