import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { migrationsFolder } from '@shop/db';
import type { createAdminSystemRepository } from './admin-system.repository.ts';

/** The journal's tags by their `when`, which drizzle stores as the applied row's created_at. */
async function migrationTags(): Promise<Map<number, string>> {
  const journal = JSON.parse(
    await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number; tag: string }[] };
  return new Map(journal.entries.map((e) => [e.when, e.tag]));
}

/** How many of the committed migrations this code base has (a restore must not be ahead). */
export async function knownMigrationCount(): Promise<number> {
  return (await migrationTags()).size;
}

/** The database's migration level: how many applied, and the tag of the latest. */
export async function migrationLevel(
  repository: Pick<ReturnType<typeof createAdminSystemRepository>, 'migrations'>,
): Promise<{ applied: number; latest: string | null }> {
  const [migrations, tags] = await Promise.all([repository.migrations(), migrationTags()]);
  return {
    applied: migrations.count,
    latest: migrations.latestWhen === null ? null : (tags.get(migrations.latestWhen) ?? null),
  };
}
