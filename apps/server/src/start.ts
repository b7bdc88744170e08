import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig, type Config } from './config/env.ts';
import { buildApp } from './app.ts';
import { consoleLogger, resolvePinoPretty } from './lib/log.ts';
import { bootstrapAccounts, bootstrapCatalogue, printStartMessage } from './bootstrap.ts';
import { openMigratedDatabase } from './database.ts';

export type StartOptions = {
  /**
   * Adds to the app before it starts listening. Production (server.ts) passes nothing; the
   * end-to-end test server adds its fixture routes here (docs/decisions/0007-e2e-fixtures.md).
   */
  extend?: (app: FastifyInstance, config: Config) => Promise<void>;
};

/**
 * The server process: settings, database, app, start-up accounts, signals, listen. Settings
 * and the database are checked first and a bad one stops the process with a clear message.
 */
export async function startServer(options: StartOptions = {}): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(
        `${err.message}\nFix these settings (see README.md, "Settings") and start again.\n`,
      );
      process.exit(1);
    }
    throw err;
  }

  const started = Date.now();
  const database = await openMigratedDatabase(config).catch((err: unknown) => {
    // Drizzle wraps driver errors ("Failed query: ..."); the cause says what went wrong.
    const root = err instanceof Error && err.cause instanceof Error ? err.cause : err;
    const reason =
      root instanceof Error ? root.message || (root as NodeJS.ErrnoException).code : String(root);
    process.stderr.write(
      config.databaseUrl
        ? `Cannot use the database at DATABASE_URL: ${reason}\n`
        : `Cannot open the embedded database in DATA_DIR (${config.dataDir}): ${reason}\n`,
    );
    process.exit(1);
  });

  const app = await buildApp({
    config,
    database,
    logger: consoleLogger({
      level: config.logLevel,
      isTTY: process.stdout.isTTY === true,
      production: config.nodeEnv === 'production',
      prettyTarget: resolvePinoPretty(),
    }),
  });
  if (options.extend) await options.extend(app, config);
  await bootstrapAccounts(app, config);
  await bootstrapCatalogue(app, config);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({
      port: config.port,
      host: config.host,
      // Fastify's "listening at http://127.0.0.1:3000" reads as the address to open: it is not.
      listenTextResolver: (address) =>
        `server listening at ${address}; open the shop at ${config.publicUrl} (PUBLIC_URL)`,
    });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    process.stderr.write(
      code === 'EADDRINUSE'
        ? `PORT ${config.port} is already in use. Stop the other program or set PORT to a free port.\n`
        : `Cannot start the server: ${(err as Error).message}\n`,
    );
    await database.close().catch(() => {});
    process.exit(1);
  }
  app.log.info(
    {
      url: config.publicUrl,
      database: database.engine,
      demo: config.demo,
      mail: app.services.mail.mode,
      startupMs: Date.now() - started,
    },
    `shop ready at ${config.publicUrl}`,
  );
  printStartMessage(config);
}
