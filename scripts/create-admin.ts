/**
 * npm run create-admin [-- --email admin@example.com]
 *
 * Creates an admin account, or makes an existing account an active admin with this password
 * (its existing sessions end). The password is asked for without echo, or read from
 * ADMIN_PASSWORD; --password also works but leaves it in the shell history. Uses DATABASE_URL when set, else the embedded database in DATA_DIR (stop the
 * server first: the embedded database is one process's).
 */
import 'dotenv/config';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { isValidEmail, PASSWORD_MIN } from '@shop/contract';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { openMigratedDatabase } from '../apps/server/src/database.ts';
import { pino } from 'pino';
import { createServices } from '../apps/server/src/services.ts';

function ask(question: string, hidden = false): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  if (hidden) {
    // Keep the prompt but print nothing of what is typed.
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => {
      if (s.includes(question)) process.stdout.write(s);
    };
  }
  return new Promise((resolve) =>
    rl.question(question, (answer) => {
      rl.close();
      if (hidden) process.stdout.write('\n');
      resolve(answer.trim());
    }),
  );
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      first: { type: 'string' },
      last: { type: 'string' },
    },
  });
  let email = (values.email ?? process.env.ADMIN_EMAIL ?? '').trim().toLowerCase();
  let password = values.password ?? process.env.ADMIN_PASSWORD ?? '';
  if (!email && process.stdin.isTTY) email = (await ask('Admin e-mail: ')).toLowerCase();
  if (!password && process.stdin.isTTY)
    password = await ask(`Password (at least ${PASSWORD_MIN} characters): `, true);
  if (!isValidEmail(email)) throw new Error('A valid e-mail is required (--email or ADMIN_EMAIL).');
  if (password.length < PASSWORD_MIN)
    throw new Error(
      `The password must be at least ${PASSWORD_MIN} characters (--password or ADMIN_PASSWORD).`,
    );

  // Only the database settings matter here; the session secret is not used by this command.
  const config = loadConfig(
    {
      ...process.env,
      DEMO: 'false',
      SESSION_SECRET: process.env.SESSION_SECRET || 'create-admin-does-not-use-sessions-xxxxxxxx',
    },
    { servesShop: false },
  );
  const database = await openMigratedDatabase(config);
  try {
    const { auth } = createServices({ config, database, logger: pino({ level: 'warn' }) });
    const names = { firstName: values.first ?? 'Site', lastName: values.last ?? 'Administrator' };
    const result = await auth.upsertAdmin(email, password, names);
    process.stdout.write(
      `${result.created ? 'Created' : 'Updated'} admin ${email} (${database.engine}).\n`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`create-admin: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
