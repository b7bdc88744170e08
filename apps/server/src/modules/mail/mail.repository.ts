import { desc, eq, sql } from 'drizzle-orm';
import { schema, type ExecutorSource } from '@shop/db';

const { mailOutbox } = schema;
export type OutboxRow = typeof mailOutbox.$inferSelect;

export type MailRepository = ReturnType<typeof createMailRepository>;

/** Queries run on the open transaction of the caller, or the root database outside one. */
export function createMailRepository(database: ExecutorSource) {
  const ex = () => database.executor();
  return {
    async insert(message: {
      kind: string;
      to: string;
      subject: string;
      text: string;
      html: string;
      status: 'pending' | 'kept';
    }): Promise<OutboxRow> {
      const [row] = await ex()
        .insert(mailOutbox)
        .values({
          kind: message.kind,
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html,
          status: message.status,
        })
        .returning();
      return row!;
    },

    /**
     * Claims due messages in one statement, so two server instances never send the same mail:
     * SKIP LOCKED leaves rows another instance is claiming, and a claim expires after two
     * minutes in case its sender died.
     */
    async claimDue(limit: number): Promise<OutboxRow[]> {
      const result = await ex().execute(sql`
        update mail_outbox set status = 'sending', attempts = attempts + 1,
          locked_until = now() + interval '2 minutes'
        where id in (
          select id from mail_outbox
          where (status = 'pending' and next_attempt_at <= now())
             or (status = 'sending' and locked_until < now())
          order by id
          limit ${limit}
          for update skip locked
        )
        returning id, to_address as "toAddress", subject, text_body as "textBody", html_body as "htmlBody", attempts`);
      return (result as unknown as { rows: OutboxRow[] }).rows;
    },

    /** Once delivered the body is cleared: links in it are secrets that need not be kept. */
    async markSent(id: number): Promise<void> {
      await ex()
        .update(mailOutbox)
        .set({
          status: 'sent',
          sentAt: sql`now()`,
          lockedUntil: null,
          lastError: null,
          textBody: null,
          htmlBody: null,
        })
        .where(eq(mailOutbox.id, id));
    },

    async markRetry(id: number, error: string, retryInSeconds: number | null): Promise<void> {
      await ex()
        .update(mailOutbox)
        .set({
          status: retryInSeconds === null ? 'failed' : 'pending',
          lastError: error.slice(0, 500),
          lockedUntil: null,
          nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds ?? 0})`,
        })
        .where(eq(mailOutbox.id, id));
    },

    async recent(limit = 50): Promise<OutboxRow[]> {
      return ex().select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
    },
  };
}
