/**
 * npm run backup [-- --out DIR]
 *
 * Writes one dated file (shop-backup-YYYYMMDDTHHMMSSZ.tar.gz, in BACKUP_DIR or DATA_DIR/backups)
 * holding the whole database as a dump and every stored file (the product pictures), with a
 * manifest; records it for the System page. On PostgreSQL it runs beside the live shop (pg_dump
 * takes a consistent snapshot); the embedded database is one process's, so stop the server
 * first there. The database is taken as it is (not migrated): a backup before an upgrade holds
 * the data as it was. docs/operations.md says how to schedule it and copy the files away.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { withShopDatabase } from './with-shop-database.ts';

const { values } = parseArgs({ options: { out: { type: 'string' } } });

withShopDatabase('backup', async ({ config, services }) => {
  const { file, manifest } = await services.backups.backup({
    dir: values.out ? path.resolve(values.out) : config.backupDir,
  });
  const mb = (manifest.files.bytes / 1024 / 1024).toFixed(1);
  process.stdout.write(
    `Backup written: ${file}\n` +
      `  database: ${manifest.engine}, ${manifest.migrations.applied} migrations ` +
      `(latest ${manifest.migrations.latest}), ${manifest.database.tool}\n` +
      `  files:    ${manifest.files.count} (${mb} MB)\n` +
      '  Copy it off this machine; restore with: npm run restore -- FILE\n',
  );
});
