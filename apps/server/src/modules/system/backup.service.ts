import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { DatabaseEngine, DatabaseHandle } from '@shop/db';
import { migrateDatabase } from '../../database.ts';
import { contentTypeOf, isValidStorageKey, type FileStorage } from '../../lib/storage/storage.ts';
import { createAdminSystemRepository } from './admin-system.repository.ts';
import { packFolder, unpackInto } from './backup-archive.ts';
import { createBackupRepository, type BackupRun } from './backup.repository.ts';
import { knownMigrationCount, migrationLevel } from './migration-level.ts';

export const BACKUP_FORMAT = 'secureshop-backup/1';

/** What a backup file says of itself (its first entry, manifest.json). */
export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  /** The shop's version that took it. */
  version: string;
  takenAt: string;
  engine: DatabaseEngine;
  migrations: { applied: number; latest: string | null };
  database: { file: 'database.sql' | 'database.pgdump'; format: string; tool: string };
  files: { count: number; bytes: number };
};

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

const MANIFEST = 'manifest.json';
const DATABASE_FILES = new Set(['database.sql', 'database.pgdump']);

/** A name from the archive that restore may unpack: nothing outside its folder. */
function acceptableEntry(name: string): boolean {
  if (name === MANIFEST || DATABASE_FILES.has(name)) return true;
  return name.startsWith('files/') && isValidStorageKey(name.slice('files/'.length));
}

/** 2026-11-25T20:15:00.123Z -> 20261125T201500Z */
const stamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

async function withTempFolder<T>(fn: (folder: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(path.join(tmpdir(), 'shop-backup-'));
  try {
    return await fn(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

function notABackup(file: string, why: string): BackupError {
  return new BackupError(`${file} is not a shop backup (${why}).`);
}

/** The manifest of a backup file, read without unpacking the rest onto the database. */
export async function readBackupManifest(file: string): Promise<BackupManifest> {
  return withTempFolder(async (folder) => {
    await unpackBackup(file, folder);
    return readManifest(file, folder);
  });
}

async function unpackBackup(file: string, folder: string): Promise<string[]> {
  if (!existsSync(file)) throw new BackupError(`No backup file at ${file}.`);
  try {
    return await unpackInto(file, folder, acceptableEntry);
  } catch (err) {
    throw notABackup(file, (err as Error).message);
  }
}

async function readManifest(file: string, folder: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(folder, MANIFEST), 'utf8')) as BackupManifest;
  } catch {
    throw notABackup(file, 'no readable manifest.json');
  }
  if (manifest.format !== BACKUP_FORMAT) {
    throw notABackup(file, `format ${JSON.stringify(manifest.format)}`);
  }
  if (!existsSync(path.join(folder, manifest.database.file))) {
    throw notABackup(file, `${manifest.database.file} is missing`);
  }
  return manifest;
}

/**
 * `npm run backup` and `npm run restore`: the whole database as a logical dump (taken
 * through the database, a consistent snapshot) and every stored file (the product pictures,
 * wherever the storage keeps them), in one dated .tar.gz with a manifest. The database is
 * dumped first, then the files listed, so every picture the dump names is in the file unless
 * it was deleted in between. Restore goes into an empty database only.
 */
export function createBackupService({
  database,
  storage,
  appVersion,
}: {
  database: DatabaseHandle;
  storage: FileStorage;
  appVersion: string;
}) {
  const repository = createBackupRepository(database);
  const systemRepository = createAdminSystemRepository(database);

  return {
    /** The latest backup taken of this database (the go-live checklist shows it), or null. */
    lastBackup: (): Promise<BackupRun | null> => repository.latest(),

    async backup(options: { dir: string }): Promise<{ file: string; manifest: BackupManifest }> {
      const takenAt = new Date();
      await mkdir(options.dir, { recursive: true });
      let file = path.resolve(options.dir, `shop-backup-${stamp(takenAt)}.tar.gz`);
      for (let n = 2; existsSync(file); n++) {
        file = path.resolve(options.dir, `shop-backup-${stamp(takenAt)}-${n}.tar.gz`);
      }
      const manifest = await withTempFolder(async (folder) => {
        const level = await migrationLevel(systemRepository);
        const databaseFile = database.engine === 'pglite' ? 'database.sql' : 'database.pgdump';
        const dumped = await database.dump(path.join(folder, databaseFile));

        const names: string[] = [];
        let bytes = 0;
        for await (const key of storage.list()) {
          const stored = await storage.get(key);
          if (!stored) continue; // deleted since it was listed
          const target = path.join(folder, 'files', ...key.split('/'));
          await mkdir(path.dirname(target), { recursive: true });
          await pipeline(stored.body, createWriteStream(target));
          bytes += (await stat(target)).size;
          names.push(`files/${key}`);
        }
        const manifest: BackupManifest = {
          format: BACKUP_FORMAT,
          version: appVersion,
          takenAt: takenAt.toISOString(),
          engine: database.engine,
          migrations: level,
          database: { file: databaseFile, ...dumped },
          files: { count: names.length, bytes },
        };
        await writeFile(path.join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
        // Written under a temporary name: a half-written backup never looks like a backup.
        const partial = `${file}.partial`;
        await rm(partial, { force: true });
        await packFolder(folder, [MANIFEST, databaseFile, ...names], partial);
        await rename(partial, file);
        return manifest;
      });
      await repository.record({
        takenAt: manifest.takenAt,
        fileName: path.basename(file),
        bytes: (await stat(file)).size,
        engine: database.engine,
        files: manifest.files.count,
      });
      return { file, manifest };
    },

    /**
     * Brings a backup back into this (empty) database and puts its files into the storage,
     * then migrates: a backup of an older version comes up to this one's level.
     */
    async restore(file: string): Promise<BackupManifest> {
      return withTempFolder(async (folder) => {
        const names = await unpackBackup(file, folder);
        const manifest = await readManifest(file, folder);
        if (manifest.engine !== database.engine) {
          throw new BackupError(
            `This backup is of a ${manifest.engine} database and this shop uses ${database.engine}: ` +
              `restore it where ${manifest.engine === 'postgres' ? 'DATABASE_URL is set' : 'DATABASE_URL is unset (the embedded database)'}.`,
          );
        }
        const known = await knownMigrationCount();
        if (manifest.migrations.applied > known) {
          throw new BackupError(
            `This backup was taken by a newer version of the shop (${manifest.migrations.applied} ` +
              `migrations, latest ${manifest.migrations.latest}; this one knows ${known}). ` +
              'Upgrade the shop first, then restore.',
          );
        }
        const relations = await repository.relationCount();
        if (relations > 0) {
          throw new BackupError(
            `The database is not empty (${relations} tables, views or sequences). Restore only ` +
              'goes into an empty database: on PostgreSQL create a new one (createdb shop_restored) ' +
              'and point DATABASE_URL at it; on the embedded database set DATA_DIR to an empty folder.',
          );
        }
        await database.restore(path.join(folder, manifest.database.file));
        await migrateDatabase(database);
        for (const name of names.filter((n) => n.startsWith('files/'))) {
          const key = name.slice('files/'.length);
          await storage.put(
            key,
            await readFile(path.join(folder, ...name.split('/'))),
            contentTypeOf(key),
          );
        }
        return manifest;
      });
    },
  };
}

export type BackupService = ReturnType<typeof createBackupService>;
