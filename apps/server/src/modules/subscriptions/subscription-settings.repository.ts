import { eq, sql } from 'drizzle-orm';
import { schema, type ExecutorSource } from '@shop/db';
import { DEFAULT_CANCEL_SUSPENDED_AFTER_DAYS, type SubscriptionSettings } from '@shop/contract';

const { subscriptionSettings } = schema;

const DEFAULT_SUBSCRIPTION_SETTINGS: SubscriptionSettings = {
  cancelSuspendedAfterDays: DEFAULT_CANCEL_SUSPENDED_AFTER_DAYS,
};

/**
 * The plan settings' one row. The migration writes it with the defaults; a database without
 * it (a test's emptied one) reads the defaults, and the first save writes it.
 */
export function createSubscriptionSettingsRepository(database: ExecutorSource) {
  const ex = () => database.executor();
  return {
    async read(): Promise<SubscriptionSettings> {
      const [row] = await ex()
        .select({ cancelSuspendedAfterDays: subscriptionSettings.cancelSuspendedAfterDays })
        .from(subscriptionSettings)
        .where(eq(subscriptionSettings.id, 1));
      return row ?? DEFAULT_SUBSCRIPTION_SETTINGS;
    },

    async save(settings: SubscriptionSettings, userId: number): Promise<void> {
      await ex()
        .insert(subscriptionSettings)
        .values({ id: 1, ...settings, updatedBy: userId })
        .onConflictDoUpdate({
          target: subscriptionSettings.id,
          set: { ...settings, updatedBy: userId, updatedAt: sql`now()` },
        });
    },
  };
}
