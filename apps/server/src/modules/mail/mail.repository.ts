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
     * Takes one message for delivery (its job holds the claim across instances): counts the
     * attempt and answers the message, or nothing when it was sent or dropped meanwhile.
     */
    async claimForDelivery(id: number): Promise<OutboxRow | undefined> {
      const [row] = await all<OutboxRow>(sql`
        update mail_outbox set status = 'sending', attempts = attempts + 1
        where id = ${id} and status in ('pending', 'sending', 'failed')
        returning id, to_address as "toAddress", subject, text_body as "textBody", html_body as "htmlBody", attempts`);
      return row;
    },

    /** Messages waiting for SMTP (kept while it was not set, or queued before the job queue). */
    async undelivered(): Promise<number[]> {
      const rows = await all<{ id: number }>(
        sql`select id from mail_outbox where status in ('pending', 'sending') order by id`,
      );
      return rows.map((r) => Number(r.id));
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

    /** A failed attempt: pending again until the last one, failed after it. */
    async markFailedAttempt(id: number, error: string, final: boolean): Promise<void> {
      await ex()
        .update(mailOutbox)
        .set({ status: final ? 'failed' : 'pending', lastError: error.slice(0, 500) })
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
