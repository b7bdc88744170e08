// npm run db:migrate: apply the committed migrations to DATABASE_URL, or to the embedded
// database in DATA_DIR, with the same settings check the server makes.
import 'dotenv/config';
import { ConfigError, loadConfig } from '../apps/server/src/config/env.ts';
import { openMigratedDatabase } from '../apps/server/src/database.ts';

try {
  // The session secret is not used here; outside demo mode the check would insist on one.
  const config = loadConfig(
    {
      ...process.env,
      SESSION_SECRET: process.env.SESSION_SECRET || 'db-migrate-does-not-use-sessions-xxxxxxxxx',
    },
    { servesShop: false },
  );
  const database = await openMigratedDatabase(config);
  await database.close();
  console.log(`migrations applied (${database.engine})`);
} catch (err) {
  console.error(
    err instanceof ConfigError
      ? err.message
      : `db:migrate: ${err instanceof Error ? err.message : String(err)}`,
  );
  process.exit(1);
}
