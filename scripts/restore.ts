/**
 * npm run restore -- FILE
 *
 * Brings a backup made by `npm run backup` back: the database into an EMPTY database (a new
 * PostgreSQL database named by DATABASE_URL, or an empty DATA_DIR for the embedded one; a
 * database holding anything is refused) and its files into the configured storage
 * (DATA_DIR/files or the S3 bucket). Then applies this version's migrations, so an older
 * backup comes up to date. Run it with the shop stopped; start the shop afterwards.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { withShopDatabase } from './with-shop-database.ts';

const { positionals } = parseArgs({ allowPositionals: true, options: {} });
if (positionals.length !== 1) {
  process.stderr.write(
    'restore: name the backup file: npm run restore -- data/backups/shop-backup-....tar.gz\n',
  );
  process.exit(1);
}
const file = path.resolve(positionals[0]!);

withShopDatabase('restore', async ({ config, services }) => {
  const manifest = await services.backups.restore(file);
  const storage = config.storage;
  process.stdout.write(
    `Restored ${file}\n` +
      `  taken:    ${manifest.takenAt} by version ${manifest.version}\n` +
      `  database: ${manifest.engine}, ${manifest.migrations.applied} migrations ` +
      `(latest ${manifest.migrations.latest})\n` +
      `  files:    ${manifest.files.count} put back into ` +
      `${storage.kind === 's3' ? `bucket ${storage.bucket}` : storage.dir}\n` +
      '  Start the shop: npm start\n',
  );
});
