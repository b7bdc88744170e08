import { eq, sql } from 'drizzle-orm';
import { schema, type ExecutorSource } from '@shop/db';
import type { PaymentIntentStatus } from '@shop/contract';

const { paymentIntents, webhookEvents } = schema;
export type PaymentIntentRow = typeof paymentIntents.$inferSelect;
export type NewPaymentIntentRow = typeof paymentIntents.$inferInsert;

export function createPaymentsRepository(database: ExecutorSource) {
  const ex = () => database.executor();
  return {
    async insert(values: NewPaymentIntentRow): Promise<void> {
      await ex().insert(paymentIntents).values(values);
    },

    async find(id: string): Promise<PaymentIntentRow | undefined> {
      const [row] = await ex()
        .select()
        .from(paymentIntents)
        .where(eq(paymentIntents.id, id))
        .limit(1);
      return row;
    },

    async update(
      id: string,
      values: Partial<
        Pick<
          NewPaymentIntentRow,
          'status' | 'cardBrand' | 'cardLast4' | 'failureMessage' | 'refundedCents'
        >
      >,
    ): Promise<void> {
      await ex()
        .update(paymentIntents)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(paymentIntents.id, id));
    },

    /** Moves an intent from one status to another only if it is still in the first (one winner). */
    async transition(
      id: string,
      from: PaymentIntentStatus,
      to: PaymentIntentStatus,
    ): Promise<boolean> {
      const rows = await ex()
        .update(paymentIntents)
        .set({ status: to, updatedAt: sql`now()` })
        .where(sql`${paymentIntents.id} = ${id} and ${paymentIntents.status} = ${from}`)
        .returning({ id: paymentIntents.id });
      return rows.length > 0;
    },

    /** Records a webhook event; false when it was already recorded (applied once). */
    /** The user's intents that never became an order (orders_directory, the orders' view). */
    async deleteUnusedOf(userId: number): Promise<void> {
      await ex().execute(sql`delete from payment_intents p where p.user_id = ${userId}
        and not exists (select 1 from orders_directory o where o.payment_intent_id = p.id)`);
    },

    async recordEvent(id: string, provider: string, type: string): Promise<boolean> {
      const rows = await ex()
        .insert(webhookEvents)
        .values({ id, provider, type })
        .onConflictDoNothing()
        .returning({ id: webhookEvents.id });
      return rows.length > 0;
    },
  };
}
