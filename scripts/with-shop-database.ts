import 'dotenv/config';
import { pino } from 'pino';
import type { DatabaseHandle } from '@shop/db';
import { ConfigError, loadConfig, type Config } from '../apps/server/src/config/env.ts';
import { openConfiguredDatabase } from '../apps/server/src/database.ts';
import { createServices, type Services } from '../apps/server/src/services.ts';

/**
 * An operator's command (backup, restore) on the configured database as it is, with the
 * services; the database is closed after, and a failure is one line on stderr and exit 1.
 */
export function withShopDatabase(
  command: string,
  work: (shop: { config: Config; database: DatabaseHandle; services: Services }) => Promise<void>,
): void {
  const run = async () => {
    const config = loadConfig({
      ...process.env,
      // Sessions are not used here; outside demo mode the check would insist on a secret.
      DEMO: 'false',
      SESSION_SECRET:
        process.env.SESSION_SECRET || `${command}-does-not-use-sessions-`.padEnd(40, 'x'),
    });
    const database = await openConfiguredDatabase(config);
    try {
      const services = createServices({ config, database, logger: pino({ level: 'warn' }) });
      await work({ config, database, services });
    } finally {
      await database.close();
    }
  };
  run().catch((err: unknown) => {
    process.stderr.write(
      err instanceof ConfigError
        ? `${err.message}\n`
        : `${command}: ${err instanceof Error ? err.message : String(err)}\n`,
    );
    process.exit(1);
  });
}
