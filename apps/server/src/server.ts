import 'dotenv/config';
import { ConfigError, loadConfig, type Config } from './config/env.ts';
import { buildApp } from './app.ts';
import { bootstrapAccounts } from './bootstrap.ts';
import { openMigratedDatabase } from './database.ts';

async function main() {
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

  const pretty = process.stdout.isTTY && config.nodeEnv !== 'production';
  const app = await buildApp({
    config,
    database,
    logger: pretty
      ? {
          level: config.logLevel,
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : { level: config.logLevel },
  });
  await bootstrapAccounts(app, config);

  const purge = setInterval(() => void app.services.housekeeping().catch(() => {}), 60 * 60_000);
  purge.unref();

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
    await app.listen({ port: config.port, host: config.host });
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
}

void main();
