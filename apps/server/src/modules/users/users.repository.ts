import { and, eq, inArray, sql } from 'drizzle-orm';
import { CUSTOMER_ROLES, STAFF_ROLES } from '@shop/contract';
import { schema, type ExecutorSource } from '@shop/db';

const { users, userActivity } = schema;
export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export type UsersRepository = ReturnType<typeof createUsersRepository>;

/** Queries run on the open transaction of the caller, or the root database outside one. */
export function createUsersRepository(database: ExecutorSource) {
  const ex = () => database.executor();
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await ex()
        .select()
        .from(users)
        .where(eq(users.email, email.toLowerCase()))
        .limit(1);
      return row;
    },

    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await ex().select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** Inserts unless the e-mail is taken; undefined means it was (the unique index decides, so races are safe). */
    async insertIfEmailFree(values: NewUserRow): Promise<UserRow | undefined> {
      const [row] = await ex()
        .insert(users)
        .values(values)
        .onConflictDoNothing({ target: users.email })
        .returning();
      return row;
    },

    async update(id: number, values: Partial<NewUserRow>): Promise<UserRow | undefined> {
      const [row] = await ex()
        .update(users)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /** A line of the account's activity log (customer detail, Activity tab). */
    async logActivity(
      userId: number,
      kind: 'profile_updated' | 'password_changed',
      actorId: number | null = userId,
    ): Promise<void> {
      await ex().insert(userActivity).values({ userId, actorId, kind });
    },

    async markVerified(id: number): Promise<void> {
      await ex()
        .update(users)
        .set({
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, id));
    },

    async touchLastLogin(id: number): Promise<void> {
      await ex()
        .update(users)
        .set({ lastLoginAt: sql`now()` })
        .where(eq(users.id, id));
    },

    async countActiveAdmins(): Promise<number> {
      const [row] = await ex()
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.status, 'active')));
      return row?.n ?? 0;
    },

    /** Active staff (every role but customer, client and guest), by name. */
    async activeStaff(): Promise<UserRow[]> {
      return ex()
        .select()
        .from(users)
        .where(and(inArray(users.role, STAFF_ROLES), eq(users.status, 'active')))
        .orderBy(users.firstName, users.lastName, users.id);
    },

    async activeAdminEmails(): Promise<string[]> {
      const rows = await ex()
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.status, 'active')))
        .orderBy(users.id);
      return rows.map((r) => r.email);
    },

    /** User statistics in one pass over the table. */
    async countByRole(): Promise<{ role: string; count: number }[]> {
      return ex()
        .select({ role: users.role, count: sql<number>`count(*)::int` })
        .from(users)
        .groupBy(users.role);
    },

    async stats() {
      const [row] = await ex()
        .select({
          total: sql<number>`count(*)::int`,
          active: sql<number>`count(*) filter (where ${users.status} = 'active')::int`,
          inactive: sql<number>`count(*) filter (where ${users.status} <> 'active')::int`,
          admins: sql<number>`count(*) filter (where ${users.role} = 'admin')::int`,
          managers: sql<number>`count(*) filter (where ${users.role} = 'manager')::int`,
          // The roles the customer list shows (guests included), so the two screens agree.
          customers: sql<number>`count(*) filter (where ${inArray(users.role, [...CUSTOMER_ROLES])})::int`,
          unverified: sql<number>`count(*) filter (where ${users.emailVerifiedAt} is null)::int`,
          newThisMonth: sql<number>`count(*) filter (where ${users.createdAt} >= date_trunc('month', now()))::int`,
        })
        .from(users);
      return row!;
    },
  };
}
