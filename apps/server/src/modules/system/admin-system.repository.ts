import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type ExecutorSource } from '@shop/db';

/** The System page's own reads: the database's migrations and size (the shop's counts come from each owner's service). */
export function createAdminSystemRepository(database: ExecutorSource) {
  const run = <T>(query: SQL) => queryRows<T>(database, query);

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
  };
}
