import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import { schema, type ExecutorSource } from '@shop/db';

const { sessions, authTokens } = schema;
export type TokenPurpose = 'verify_email' | 'reset_password' | 'change_email';

export type AuthRepository = ReturnType<typeof createAuthRepository>;

/** Queries run on the open transaction of the caller, or the root database outside one. */
export function createAuthRepository(database: ExecutorSource) {
  const ex = () => database.executor();
  return {
    async insertSession(values: {
      id: string;
      userId: number;
      expiresAt: Date;
      ipAddress: string | null;
      userAgent: string | null;
    }): Promise<void> {
      await ex().insert(sessions).values(values);
    },

    /** A live session; expired ones are not found. */
    async findSession(id: string) {
      const [row] = await ex()
        .select()
        .from(sessions)
        .where(and(eq(sessions.id, id), gt(sessions.expiresAt, sql`now()`)))
        .limit(1);
      return row;
    },

    async extendSession(id: string, expiresAt: Date): Promise<void> {
      await ex()
        .update(sessions)
        .set({ expiresAt, lastSeenAt: sql`now()` })
        .where(eq(sessions.id, id));
    },

    async deleteUserTokens(userId: number): Promise<void> {
      await ex().delete(authTokens).where(eq(authTokens.userId, userId));
    },

    async deleteSession(id: string): Promise<void> {
      await ex().delete(sessions).where(eq(sessions.id, id));
    },

    /** The user's live sessions, without their ids (the data export). */
    async sessionsOf(userId: number) {
      return ex()
        .select({
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          ipAddress: sessions.ipAddress,
          userAgent: sessions.userAgent,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)));
    },

    /** Every session of the user, or every one but `exceptId` (the one in use). */
    async deleteUserSessions(userId: number, exceptId?: string): Promise<void> {
      await ex()
        .delete(sessions)
        .where(
          exceptId
            ? and(eq(sessions.userId, userId), ne(sessions.id, exceptId))
            : eq(sessions.userId, userId),
        );
    },

    async deleteExpiredSessions(): Promise<void> {
      await ex()
        .delete(sessions)
        .where(lt(sessions.expiresAt, sql`now()`));
    },

    /**
     * Expired tokens can never be used again, but their rows (hashes only) stay 30 days, so
     * an old link is still recognised and answered "used or expired" rather than "invalid".
     */
    async deleteStaleTokens(): Promise<void> {
      await ex()
        .delete(authTokens)
        .where(lt(authTokens.expiresAt, sql`now() - interval '30 days'`));
    },

    async insertToken(values: {
      userId: number;
      purpose: TokenPurpose;
      tokenHash: string;
      expiresAt: Date;
    }): Promise<void> {
      await ex().insert(authTokens).values(values);
    },

    /** Older unused links of the same purpose stop working when a new one is sent. */
    async retireTokens(userId: number, purpose: TokenPurpose): Promise<void> {
      await ex()
        .update(authTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(authTokens.userId, userId),
            eq(authTokens.purpose, purpose),
            isNull(authTokens.usedAt),
          ),
        );
    },

    /**
     * Uses a token at most once: the conditional update succeeds for exactly one caller, even
     * when two requests present the same link at the same moment.
     */
    async consumeToken(tokenHash: string, purpose: TokenPurpose): Promise<number | undefined> {
      const [row] = await ex()
        .update(authTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(authTokens.tokenHash, tokenHash),
            eq(authTokens.purpose, purpose),
            isNull(authTokens.usedAt),
            gt(authTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: authTokens.userId });
      return row?.userId;
    },

    async findToken(tokenHash: string, purpose: TokenPurpose) {
      const [row] = await ex()
        .select()
        .from(authTokens)
        .where(and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.purpose, purpose)))
        .limit(1);
      return row;
    },
  };
}
