import type { RateLimitService } from '../modules/system/rate-limit.service.ts';

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;
type RouteParams = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * A store for @fastify/rate-limit that keeps counters in the database instead of process
 * memory: limits survive restarts and hold across all app instances. Each route gets its
 * own key space (the plugin calls `child` per route).
 */
export function databaseRateLimitStore(rateLimits: RateLimitService) {
  return class DatabaseRateLimitStore {
    private readonly prefix: string;

    constructor(_globalParams?: unknown, prefix = '') {
      this.prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      rateLimits.hit(`${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    }

    // The plugin passes the route's merged limit settings, with the route under routeInfo.
    child(params: object): DatabaseRateLimitStore {
      const route = (params as RouteParams).routeInfo;
      const prefix = route?.url ? `${String(route.method)} ${route.url}|` : this.prefix;
      return new DatabaseRateLimitStore(undefined, prefix);
    }
  };
}
