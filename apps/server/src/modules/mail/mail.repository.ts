import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, schema, type ExecutorSource } from '@shop/db';

const { mailOutbox } = schema;
export type OutboxRow = typeof mailOutbox.$inferSelect;

export type MailRepository = ReturnType<typeof createMailRepository>;

/** Queries run on the open transaction of the caller, or the root database outside one. */
export function createMailRepository(database: ExecutorSource) {
  const ex = () => database.executor();
  const all = <T>(query: SQL) => queryRows<T>(database, query);
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
      return all<OutboxRow>(sql`
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

    /** Queued or failed mail to these addresses, whatever their case, is dropped. */
    async deleteTo(addresses: string[]): Promise<void> {
      const lower = addresses.map((a) => a.toLowerCase());
      if (!lower.length) return;
      await ex().execute(sql`delete from mail_outbox
        where lower(to_address) in (${sql.join(
          lower.map((a) => sql`${a}`),
          sql`, `,
        )})`);
    },

    /** The outbox at a glance: waiting, failed, and the last delivery. */
    async stats(): Promise<{ pending: number; failed: number; lastSentAt: string | null }> {
      const [row] = await all<{ pending: number; failed: number; last_sent: string | null }>(sql`
        select
          (select count(*)::int from mail_outbox where status in ('pending', 'sending')) as pending,
          (select count(*)::int from mail_outbox where status = 'failed') as failed,
          (select max(sent_at) from mail_outbox where status = 'sent') as last_sent`);
      return {
        pending: Number(row!.pending),
        failed: Number(row!.failed),
        lastSentAt: row!.last_sent ? new Date(row!.last_sent).toISOString() : null,
      };
    },

    async recent(limit = 50): Promise<OutboxRow[]> {
      return ex().select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
    },
  };
}
