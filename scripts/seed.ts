/**
 * npm run seed: the demo catalogue (59 products with their pictures), the demo warehouse
 * holding its stock as units, and the sales-tax table, on whatever database the settings name
 * (DATABASE_URL, else the embedded one in DATA_DIR). Only an empty catalogue and an empty
 * warehouse are seeded, so a shop's own products and stock are never touched. Stop the server
 * first when it uses the embedded database (one process at a time).
 *
 * `--catalogue-only` leaves the warehouse empty (the end-to-end tests build their own).
 */
import 'dotenv/config';
import { pino } from 'pino';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { openMigratedDatabase } from '../apps/server/src/database.ts';
import { createServices } from '../apps/server/src/services.ts';
import { seedDemoCatalogue, seedDemoWarehouse } from '../apps/server/src/demo/seed.ts';

async function main() {
  const config = loadConfig(
    {
      ...process.env,
      // Seeding uses no sessions; a secret is only needed to pass the settings check.
      SESSION_SECRET: process.env.SESSION_SECRET || 'seeding-does-not-use-sessions-xxxxxxxxxxxx',
    },
    { servesShop: false },
  );
  const database = await openMigratedDatabase(config);
  try {
    const services = createServices({
      config,
      database,
      logger: pino({ level: 'warn' }),
    });
    const states = await services.tax.ensureRates();
    const started = Date.now();
    const result = await seedDemoCatalogue(services.catalogue);
    process.stdout.write(
      `Sales-tax table: ${states} states added. ` +
        (result.seeded
          ? `Demo catalogue: ${result.products} products with pictures in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.engine}).\n`
          : 'Demo catalogue: skipped, the catalogue already has products.\n'),
    );
    if (!process.argv.includes('--catalogue-only')) {
      const warehouse = await seedDemoWarehouse(services);
      process.stdout.write(
        warehouse.seeded
          ? `Demo warehouse: ${warehouse.locations} locations, ${warehouse.units} units.\n`
          : 'Demo warehouse: skipped, the warehouse is in use or the catalogue is not the demo one.\n',
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`seed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
