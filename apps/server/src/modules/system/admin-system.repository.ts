import { sql } from 'drizzle-orm';
import type { ExecutorSource } from '@shop/db';

type Rows<T> = { rows: T[] };

/** The System page's reads: counts from SQL, one statement each, no row is loaded. */
export function createAdminSystemRepository(database: ExecutorSource) {
  const run = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.executor().execute(query)) as unknown as Rows<T>).rows;

  return {
    /** drizzle's own table of applied migrations (created_at is the journal's `when`). */
    async migrations(): Promise<{ count: number; latestWhen: number | null }> {
      const [row] = await run<{ count: number; latest: string | null }>(sql`
        select count(*)::int as count, max(created_at)::text as latest
        from drizzle.__drizzle_migrations`);
      return {
        count: Number(row?.count ?? 0),
        latestWhen: row?.latest ? Number(row.latest) : null,
      };
    },

    async databaseSize(): Promise<number> {
      const [row] = await run<{ size: string }>(
        sql`select pg_database_size(current_database())::text as size`,
      );
      return Number(row!.size);
    },

    async mail(): Promise<{ pending: number; failed: number; lastSentAt: string | null }> {
      const [row] = await run<{ pending: number; failed: number; last_sent: string | null }>(sql`
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

    async counts() {
      const roles = await run<{ role: string; count: number }>(
        sql`select role, count(*)::int as count from users group by role`,
      );
      const [row] = await run<Record<string, number>>(sql`
        select
          (select count(*)::int from products where archived_at is null) as live,
          (select count(*)::int from products where archived_at is not null) as archived,
          (select count(*)::int from orders) as orders,
          (select count(*)::int from contact_requests) as contacts,
          (select count(*)::int from site_surveys) as surveys`);
      return {
        roles: roles.map((r) => ({ role: r.role, count: Number(r.count) })),
        live: Number(row!.live),
        archived: Number(row!.archived),
        orders: Number(row!.orders),
        contactRequests: Number(row!.contacts),
        siteSurveys: Number(row!.surveys),
      };
    },
  };
}
