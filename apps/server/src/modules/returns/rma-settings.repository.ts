import { eq, sql } from 'drizzle-orm';
import { schema, type ExecutorSource } from '@shop/db';
import {
  DEFAULT_RETURN_RATE_FLAG_PERCENT,
  DEFAULT_RETURN_RATE_MIN_UNITS,
  DEFAULT_RETURN_WINDOW_DAYS,
} from '@shop/contract';

const { rmaSettings } = schema;

/** The returns settings: the return window and when a return rate is flagged. */
export type RmaSettings = {
  returnWindowDays: number;
  returnRateFlagPercent: number;
  returnRateMinUnits: number;
};

export const DEFAULT_RMA_SETTINGS: RmaSettings = {
  returnWindowDays: DEFAULT_RETURN_WINDOW_DAYS,
  returnRateFlagPercent: DEFAULT_RETURN_RATE_FLAG_PERCENT,
  returnRateMinUnits: DEFAULT_RETURN_RATE_MIN_UNITS,
};

/**
 * The one settings row. The migration writes it with the defaults; a database without it (a
 * test's emptied one) reads the defaults, and the first save writes it.
 */
export function createRmaSettingsRepository(database: ExecutorSource) {
  const ex = () => database.executor();
  return {
    async read(): Promise<RmaSettings> {
      const [row] = await ex()
        .select({
          returnWindowDays: rmaSettings.returnWindowDays,
          returnRateFlagPercent: rmaSettings.returnRateFlagPercent,
          returnRateMinUnits: rmaSettings.returnRateMinUnits,
        })
        .from(rmaSettings)
        .where(eq(rmaSettings.id, 1));
      return row ?? DEFAULT_RMA_SETTINGS;
    },

    async save(settings: RmaSettings, userId: number): Promise<void> {
      await ex()
        .insert(rmaSettings)
        .values({ id: 1, ...settings, updatedBy: userId })
        .onConflictDoUpdate({
          target: rmaSettings.id,
          set: { ...settings, updatedBy: userId, updatedAt: sql`now()` },
        });
    },
  };
}

export type RmaSettingsRepository = ReturnType<typeof createRmaSettingsRepository>;
