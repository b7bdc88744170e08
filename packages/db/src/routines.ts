import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client.ts';

/**
 * A routine is the current definition of a database function, trigger or view that keeps a
 * derived number (tracked stock, customer totals, unit counts per bin, orders per day), kept
 * in one SQL file in its owning module's folder (docs/decisions/0019-data-ownership.md).
 * Unlike a migration it is not a step in history: it is re-applied whenever its text changes,
 * as Flyway's repeatable migrations are, so a reader finds the definition in one place.
 *
 * A routine must be idempotent (CREATE OR REPLACE, DROP ... IF EXISTS before CREATE TRIGGER).
 * Statements are separated by `--> statement-breakpoint` lines, as in the migrations, because
 * PGlite's extended protocol runs one statement per call.
 */
export type Routine = {
  /** Unique and stable: `<module>/<file>` (the record of what was applied is keyed by it). */
  name: string;
  text: string;
};

export function readRoutine(name: string, file: string): Routine {
  return { name, text: readFileSync(file, 'utf8') };
}

export function routineChecksum(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

const BREAKPOINT = /^-->\s*statement-breakpoint\s*$/m;

/**
 * Applies, in the order given, each routine whose text differs from the one last applied,
 * all in one transaction: the triggers a routine replaces never go missing in between, and a
 * failure leaves every routine as it was. Runs after the migrations (they create the tables
 * the routines use). Returns the names applied.
 */
export async function applyRoutines(
  handle: DatabaseHandle,
  routines: readonly Routine[],
): Promise<string[]> {
  const names = new Set<string>();
  for (const routine of routines) {
    if (names.has(routine.name)) throw new Error(`routine ${routine.name} is listed twice`);
    names.add(routine.name);
  }
  const applied: string[] = [];
  await handle.transaction(async () => {
    const ex = handle.executor();
    await ex.execute(sql`create table if not exists schema_routines (
      name text primary key,
      checksum text not null,
      applied_at timestamptz not null default now())`);
    // One applier at a time when several instances start together on one PostgreSQL.
    await ex.execute(sql`lock table schema_routines in exclusive mode`);
    const result = (await ex.execute(
      sql`select name, checksum from schema_routines`,
    )) as unknown as {
      rows: { name: string; checksum: string }[];
    };
    const known = new Map(result.rows.map((r) => [r.name, r.checksum]));
    for (const routine of routines) {
      const checksum = routineChecksum(routine.text);
      if (known.get(routine.name) === checksum) continue;
      for (const statement of routine.text.split(BREAKPOINT)) {
        if (statement.trim()) await ex.execute(sql.raw(statement));
      }
      await ex.execute(sql`insert into schema_routines (name, checksum) values (${routine.name}, ${checksum})
        on conflict (name) do update set checksum = excluded.checksum, applied_at = now()`);
      applied.push(routine.name);
    }
  });
  return applied;
}
