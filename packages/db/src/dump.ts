import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Logical dumps of the whole database, taken through the database (a consistent snapshot,
 * never a copy of live files), and their restore into an empty one:
 * - PGlite: the WASM build of pg_dump, plain SQL with INSERTs, replayed through the same
 *   session. The embedded database is one process's, so this runs where nothing else queries it.
 * - PostgreSQL: the server's own pg_dump (custom format) and pg_restore, which must be at
 *   least the server's major version.
 */
export type DumpInfo = { format: 'sql' | 'pg_dump-custom'; tool: string };

export class DumpToolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DumpToolError';
  }
}

export async function dumpPglite(client: PGlite, file: string): Promise<DumpInfo> {
  let text: string;
  try {
    // Loaded for a backup only: a serving shop never needs pg_dump's WASM build.
    const { pgDump } = await import('@electric-sql/pglite-tools/pg_dump');
    const dump = await pgDump({ pg: client, args: ['--no-owner', '--no-privileges'] });
    text = await dump.text();
  } finally {
    // pg_dump reads in a read-only snapshot transaction and leaves without ending it, after
    // setting its own session settings (an empty search_path among them), as a client of its
    // own connection may. Here the session is the database's only one: both are undone.
    await client.exec('ROLLBACK; RESET ALL');
  }
  await writeFile(file, text);
  const tool = /Dumped by (pg_dump version [\d.]+)/.exec(text)?.[1] ?? 'pg_dump (PGlite)';
  return { format: 'sql', tool };
}

export async function restorePglite(client: PGlite, file: string): Promise<void> {
  // One multi-statement exec runs as one implicit transaction: all of it or nothing.
  await client.exec(await readFile(file, 'utf8'));
  // The dump sets session settings (an empty search_path among them): back to the defaults.
  await client.exec('RESET ALL');
}

/** A libpq connection without the password on the command line (where `ps` would show it). */
function libpqTarget(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'ENOENT'
          ? new DumpToolError(
              `${command} was not found. Install the PostgreSQL client tools of the server's major version (Debian: postgresql-client-15) or put them on PATH.`,
            )
          : err,
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve({ stdout, stderr });
      else reject(new DumpToolError(`${command} failed (exit ${code}): ${stderr.trim()}`));
    });
  });
}

/** The major version of a client tool and of the server: a dump needs tool >= server. */
async function checkToolVersion(command: string, serverVersionNum: number): Promise<string> {
  const { stdout } = await run(command, ['--version'], process.env);
  const version = /(\d+)(?:\.(\d+))?/.exec(stdout);
  const major = version ? Number(version[1]) : 0;
  const serverMajor = Math.floor(serverVersionNum / 10_000);
  if (major < serverMajor) {
    throw new DumpToolError(
      `${stdout.trim()} is older than the PostgreSQL ${serverMajor} server. Install the PostgreSQL ${serverMajor} client tools (Debian: postgresql-client-${serverMajor}) and put them first on PATH.`,
    );
  }
  return stdout.trim();
}

export async function dumpPostgres(
  url: string,
  serverVersionNum: number,
  file: string,
): Promise<DumpInfo> {
  const tool = await checkToolVersion('pg_dump', serverVersionNum);
  const { dbname, env } = libpqTarget(url);
  await run(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${dbname}`],
    env,
  );
  return { format: 'pg_dump-custom', tool };
}

export async function restorePostgres(
  url: string,
  serverVersionNum: number,
  file: string,
): Promise<void> {
  await checkToolVersion('pg_restore', serverVersionNum);
  const { dbname, env } = libpqTarget(url);
  await run(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${dbname}`,
      file,
    ],
    env,
  );
}
