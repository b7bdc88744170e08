import { asc, eq, sql } from 'drizzle-orm';
import { schema, type ExecutorSource } from '@shop/db';
import type { RmaStatus } from '@shop/contract';

const { rmas, rmaEvents } = schema;
export type RmaRow = typeof rmas.$inferSelect;
export type RmaEventRow = typeof rmaEvents.$inferSelect;

/** Who took a step: a member of staff, the customer, or the shop itself (a job). */
export type RmaActor =
  | { kind: 'staff'; userId: number; userName: string | null }
  | { kind: 'customer'; userId: number; userName: string | null }
  | { kind: 'system' };

/**
 * The SQL every side of an RMA shares: an RMA read or locked by id, its status
 * moved with the step's own columns, and its events. Each side (the customer's requests,
 * the staff queue, the resolution, the numbers) keeps the rest of its SQL in its own
 * repository.
 */
export function createRmaStepsRepository(database: ExecutorSource) {
  const ex = () => database.executor();
  return {
    async find(id: number): Promise<RmaRow | undefined> {
      const [row] = await ex().select().from(rmas).where(eq(rmas.id, id)).limit(1);
      return row;
    },

    /** The RMA's row locked until the transaction ends: one step at a time. */
    async lock(id: number): Promise<RmaRow | undefined> {
      const [row] = await ex().select().from(rmas).where(eq(rmas.id, id)).for('update');
      return row;
    },

    /** Moves the status and writes the step's own columns (who and when, notes) at once. */
    async setStatus(
      id: number,
      status: RmaStatus,
      columns: Partial<Omit<typeof rmas.$inferInsert, 'id' | 'status'>>,
    ): Promise<RmaRow> {
      const [row] = await ex()
        .update(rmas)
        .set({ ...columns, status, updatedAt: sql`now()` })
        .where(eq(rmas.id, id))
        .returning();
      return row!;
    },

    async insertEvent(event: typeof rmaEvents.$inferInsert): Promise<void> {
      await ex().insert(rmaEvents).values(event);
    },

    async events(rmaId: number): Promise<RmaEventRow[]> {
      return ex()
        .select()
        .from(rmaEvents)
        .where(eq(rmaEvents.rmaId, rmaId))
        .orderBy(asc(rmaEvents.id));
    },
  };
}

export type RmaStepsRepository = ReturnType<typeof createRmaStepsRepository>;
