import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { schema, type Executor } from '@shop/db';

const { sessions, authTokens, users } = schema;
export type TokenPurpose = 'verify_email' | 'reset_password';

export const authRepository = {
  async insertSession(
    ex: Executor,
    values: {
      id: string;
      userId: number;
      expiresAt: Date;
      ipAddress: string | null;
      userAgent: string | null;
    },
  ): Promise<void> {
    await ex.insert(sessions).values(values);
  },

  /** The session and its user in one query; expired sessions are not found. */
  async findSessionWithUser(ex: Executor, id: string) {
    const [row] = await ex
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, id), gt(sessions.expiresAt, sql`now()`)))
      .limit(1);
    return row;
  },

  async extendSession(ex: Executor, id: string, expiresAt: Date): Promise<void> {
    await ex
      .update(sessions)
      .set({ expiresAt, lastSeenAt: sql`now()` })
      .where(eq(sessions.id, id));
  },

  async deleteSession(ex: Executor, id: string): Promise<void> {
    await ex.delete(sessions).where(eq(sessions.id, id));
  },

  async deleteUserSessions(ex: Executor, userId: number): Promise<void> {
    await ex.delete(sessions).where(eq(sessions.userId, userId));
  },

  async deleteExpiredSessions(ex: Executor): Promise<void> {
    await ex.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
  },

  /** Tokens a day past their expiry can never be used again; their rows go. */
  async deleteStaleTokens(ex: Executor): Promise<void> {
    await ex.delete(authTokens).where(lt(authTokens.expiresAt, sql`now() - interval '1 day'`));
  },

  async insertToken(
    ex: Executor,
    values: { userId: number; purpose: TokenPurpose; tokenHash: string; expiresAt: Date },
  ): Promise<void> {
    await ex.insert(authTokens).values(values);
  },

  /** Older unused links of the same purpose stop working when a new one is sent. */
  async retireTokens(ex: Executor, userId: number, purpose: TokenPurpose): Promise<void> {
    await ex
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
  async consumeToken(
    ex: Executor,
    tokenHash: string,
    purpose: TokenPurpose,
  ): Promise<number | undefined> {
    const [row] = await ex
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

  async findToken(ex: Executor, tokenHash: string, purpose: TokenPurpose) {
    const [row] = await ex
      .select()
      .from(authTokens)
      .where(and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.purpose, purpose)))
      .limit(1);
    return row;
  },
};
