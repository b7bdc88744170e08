import { eq, lt, sql } from 'drizzle-orm';
import { queryRows, schema, type ExecutorSource } from '@shop/db';

const { rateLimits } = schema;

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;

/** Queries run on the open transaction of the caller, or the root database outside one. */
export function createRateLimitRepository(database: ExecutorSource) {
  const ex = () => database.executor();
  return {
    /**
     * Counts one hit on `key` in one atomic statement: a new or expired window starts at 1,
     * a live one goes up by 1. Returns the count and the milliseconds left in the window.
     */
    async hit(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
      const [row] = await queryRows<{ hits: number; ttl: number }>(
        database,
        sql`
          insert into rate_limits (key, hits, reset_at)
          values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
          on conflict (key) do update set
            hits = case when rate_limits.reset_at <= now() then 1 else rate_limits.hits + 1 end,
            reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
          returning hits, greatest(0, extract(epoch from (reset_at - now())) * 1000)::float8 as ttl`,
      );
      return { current: Number(row!.hits), ttl: Math.ceil(Number(row!.ttl)) };
    },

    /** Forgets a key's count (its window starts afresh at the next hit). */
    async clear(key: string): Promise<void> {
      await ex().delete(rateLimits).where(eq(rateLimits.key, key));
    },

    /** Windows that ended an hour ago are of no use to anyone. */
    async deleteExpired(): Promise<void> {
      await ex()
        .delete(rateLimits)
        .where(lt(rateLimits.resetAt, sql`now() - interval '1 hour'`));
    },
  };
}
