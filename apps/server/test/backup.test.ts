import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '@shop/db';
import { DEMO_PRODUCTS } from '../src/demo/catalogue.ts';
import { createLocalStorage } from '../src/lib/storage/local-storage.ts';
import type { FileStorage } from '../src/lib/storage/storage.ts';
import { createBackupService, readBackupManifest } from '../src/modules/system/backup.service.ts';
import { buildApp } from '../src/app.ts';
import { adminStatement } from './postgres-admin.ts';
import { createTestApp, rows, TEST_ENGINE, type TestApp } from './helpers.ts';
import { createOrder, pricedProducts } from './order-fixtures.ts';
import { seedDemoCatalogue, seedDemoWarehouse } from '../src/demo/seed.ts';

/** Demo products with stock: pictures drawn, units placed, orders bought from them. */
const FEW = DEMO_PRODUCTS.filter((p) => p.priceCents && p.stock >= 20).slice(0, 4);

/** Every table of the shop (and drizzle's own) with its row count and a digest of its rows. */
async function contents(database: DatabaseHandle) {
  const tables = await rows<{ name: string }>(
    database,
    sql`select format('%I.%I', schemaname, tablename) as name from pg_tables
        where schemaname in ('public', 'drizzle') order by 1`,
  );
  const out: Record<string, { count: number; digest: string | null }> = {};
  for (const { name } of tables) {
    const [row] = await rows<{ count: number; digest: string | null }>(
      database,
      sql.raw(`select count(*)::int as count,
        md5(string_agg(t::text, '|' order by t::text)) as digest from ${name} t`),
    );
    out[name] = { count: Number(row!.count), digest: row!.digest };
  }
  return out;
}

async function storedFiles(storage: FileStorage): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for await (const key of storage.list()) {
    const file = await storage.get(key);
    const chunks: Buffer[] = [];
    for await (const chunk of file!.body) chunks.push(chunk as Buffer);
    files.set(key, Buffer.concat(chunks));
  }
  return files;
}

/** An empty database of the engine under test, dropped (PostgreSQL) or closed afterwards. */
async function emptyDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (TEST_ENGINE === 'pglite') {
    const handle = await openDatabase({ engine: 'pglite' });
    return { handle, drop: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `shop_restore_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminStatement(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ engine: 'postgres', url: url.toString(), maxConnections: 2 });
  return {
    handle,
    drop: async () => {
      await handle.close();
      await adminStatement(adminUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

describe(`backup and restore (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let work: string;
  let backupFile: string;

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'shop-backup-'));
    t = await createTestApp({ env: { DATA_DIR: path.join(work, 'source') } });
    await t.app.services.tax.ensureRates();
    await seedDemoCatalogue(t.app.services.catalogue, { images: true, products: FEW });
    expect((await seedDemoWarehouse(t.app.services)).units).toBeGreaterThan(0);
    const products = await pricedProducts(t);
    const customer = await t.signUp();
    for (const [i, product] of products.slice(0, 3).entries()) {
      await createOrder(t, {
        customer: { id: customer.id, email: customer.email },
        lines: [{ product, quantity: i + 1 }],
        ...(i === 2 ? { status: 'shipped' as const } : {}),
      });
    }
  });
  afterAll(async () => {
    await t.close();
    await rm(work, { recursive: true, force: true });
  });

  it('writes one dated file holding a manifest, the database dump and every stored picture, and records it', async () => {
    expect(await t.app.services.backups.lastBackup()).toBeNull();
    const started = Date.now();
    const made = await t.app.services.backups.backup({ dir: path.join(work, 'backups') });
    backupFile = made.file;
    expect(path.basename(backupFile)).toMatch(/^shop-backup-\d{8}T\d{6}Z\.tar\.gz$/);
    const manifest = await readBackupManifest(backupFile);
    expect(manifest).toMatchObject({
      format: 'secureshop-backup/1',
      engine: TEST_ENGINE,
      database: { file: TEST_ENGINE === 'pglite' ? 'database.sql' : 'database.pgdump' },
    });
    expect(manifest.migrations.applied).toBeGreaterThan(20);
    expect(manifest.migrations.latest).toMatch(/^\d{4}_/);
    expect(Date.parse(manifest.takenAt)).toBeGreaterThanOrEqual(started - 1000);
    expect(manifest.files.count).toBe(FEW.length * 3);
    expect(manifest.version).toMatch(/^\d+\.\d+\.\d+/);

    const last = await t.app.services.backups.lastBackup();
    expect(last).toMatchObject({
      fileName: path.basename(backupFile),
      bytes: (await stat(backupFile)).size,
      engine: TEST_ENGINE,
    });
    expect(Date.parse(last!.takenAt)).toBe(Date.parse(manifest.takenAt));
  });

  it('restores into an empty database and an empty storage: the same rows and the same picture bytes', async () => {
    const target = await emptyDatabase();
    const restoredStorage = createLocalStorage(path.join(work, 'restored-files'));
    try {
      const before = await contents(t.database);
      const pictures = await storedFiles(t.app.services.storage);
      expect(pictures.size).toBe(FEW.length * 3);

      const restorer = createBackupService({
        database: target.handle,
        storage: restoredStorage,
        appVersion: '0.0.0-test',
      });
      const manifest = await restorer.restore(backupFile);
      expect(manifest.engine).toBe(TEST_ENGINE);

      const after = await contents(target.handle);
      // The backup's own record is written after its dump, so the copy holds the ones before it.
      const { ['public.backup_runs']: runs, ...rest } = before;
      expect(runs!.count).toBe(1);
      expect(after['public.backup_runs']!.count).toBe(0);
      expect(after).toMatchObject(rest);
      for (const table of ['public.orders', 'public.product_units', 'public.product_images']) {
        expect(after[table]!.count, table).toBeGreaterThan(0);
      }
      const restoredPictures = await storedFiles(restoredStorage);
      expect([...restoredPictures.keys()].sort()).toEqual([...pictures.keys()].sort());
      for (const [key, bytes] of pictures)
        expect(restoredPictures.get(key)!.equals(bytes)).toBe(true);

      // The restored shop runs: its pictures are served and new rows get fresh ids.
      const app = await buildApp({
        config: t.config,
        database: target.handle,
        logger: false,
        webDist: null,
        storage: restoredStorage,
      });
      try {
        const list = (await app.inject({ method: 'GET', url: '/api/products' })).json() as {
          products: { image: { url: string } | null }[];
        };
        expect(list.products).toHaveLength(FEW.length);
        const image = await app.inject({ method: 'GET', url: list.products[0]!.image!.url });
        expect(image.statusCode).toBe(200);
        expect(image.rawPayload.equals(pictures.get(list.products[0]!.image!.url.slice(12))!)).toBe(
          true,
        );
        const customer = await app.services.users.upsertAdmin(
          `after.restore@example.com`,
          'x'.repeat(60),
        );
        const [max] = await rows<{ max: number }>(
          target.handle,
          sql`select max(id)::int as max from users where email <> 'after.restore@example.com'`,
        );
        expect(customer.id).toBeGreaterThan(Number(max!.max));
      } finally {
        await app.close();
      }
    } finally {
      await target.drop();
    }
  });

  it('refuses to restore into a database that holds data, and names what to do', async () => {
    const counts = await contents(t.database);
    await expect(t.app.services.backups.restore(backupFile)).rejects.toThrow(
      /not empty.*empty database/s,
    );
    expect(await contents(t.database)).toEqual(counts);
  });

  it('refuses a file that is not a shop backup before it looks at the database', async () => {
    const bogus = path.join(work, 'not-a-backup.tar.gz');
    await import('node:fs/promises').then((fs) => fs.writeFile(bogus, 'hello'));
    const { backups } = t.app.services;
    await expect(backups.restore(bogus)).rejects.toThrow(/not a shop backup/);
    await expect(backups.restore(path.join(work, 'missing.tar.gz'))).rejects.toThrow(
      /No backup file at/,
    );
    expect(await readFile(backupFile)).toBeTruthy();
  });
});
