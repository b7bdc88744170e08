import type { DatabaseHandle } from '@shop/db';
import { createRateLimitRepository } from './rate-limit.repository.ts';

export type RateLimitService = ReturnType<typeof createRateLimitService>;

/** Rate-limit counters kept in the database, so limits hold across restarts and instances. */
export function createRateLimitService({ database }: { database: DatabaseHandle }) {
  const repository = createRateLimitRepository(database);
  return {
    hit: (key: string, windowMs: number) => repository.hit(key, windowMs),
    clear: (key: string) => repository.clear(key),
    deleteExpired: () => repository.deleteExpired(),
  };
}
