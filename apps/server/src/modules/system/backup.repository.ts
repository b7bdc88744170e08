import { desc, sql } from 'drizzle-orm';
import { queryRows, schema, type ExecutorSource } from '@shop/db';

const { backupRuns } = schema;

export type BackupRun = {
  takenAt: string;
  fileName: string;
  bytes: number;
  engine: string;
  files: number;
};

/** The record of backups taken, and whether a database is empty enough to restore into. */
export function createBackupRepository(database: ExecutorSource) {
  return {
    async record(run: BackupRun): Promise<void> {
      await database
        .executor()
        .insert(backupRuns)
        .values({ ...run, takenAt: new Date(run.takenAt) });
    },

    async latest(): Promise<BackupRun | null> {
      const [row] = await database
        .executor()
        .select()
        .from(backupRuns)
        .orderBy(desc(backupRuns.takenAt))
        .limit(1);
      if (!row) return null;
      const { takenAt, fileName, bytes, engine, files } = row;
      return { takenAt: takenAt.toISOString(), fileName, bytes: Number(bytes), engine, files };
    },

    /** Tables, views and sequences outside the system catalogs: 0 for a new, empty database. */
    async relationCount(): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        database,
        sql`select count(*)::int as n from pg_catalog.pg_class c
          join pg_catalog.pg_namespace s on s.oid = c.relnamespace
          where s.nspname not in ('pg_catalog', 'information_schema')
            and s.nspname not like 'pg\_toast%' and s.nspname not like 'pg\_temp%'
            and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')`,
      );
      return Number(row!.n);
    },
  };
}
