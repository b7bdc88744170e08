// npm run db:migrate: apply the committed migrations to DATABASE_URL or the PGlite in DATA_DIR.
import 'dotenv/config';
import path from 'node:path';
import { openDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';

const url = process.env.DATABASE_URL?.trim();
const handle = url
  ? await openDatabase({ engine: 'postgres', url })
  : await openDatabase({
      engine: 'pglite',
      dataDir: path.join(process.env.DATA_DIR?.trim() || './data', 'pglite'),
    });
try {
  await runMigrations(handle);
  console.log(`migrations applied (${handle.engine})`);
} finally {
  await handle.close();
}
