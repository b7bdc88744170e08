import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../scripts/free-port.ts';

/** Server processes for the tests whose subject is a process (or several). */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SERVER = path.join(ROOT, 'apps/server/dist/server.js');

export type ServerProcess = {
  child: ChildProcess;
  port: number;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
};

let built: Promise<void> | undefined;

/** The build `npm start` runs, made when missing or stale (nothing when current). */
function ensureBuilt(): Promise<void> {
  return (built ??= new Promise((resolve, reject) => {
    const build = spawn(process.execPath, ['scripts/build-if-needed.mjs', '--server'], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    build.stderr!.on('data', (d: Buffer) => (errors += d.toString()));
    build.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the server build failed:\n${errors}`)),
    );
  }));
}

export type SpawnedServer = Pick<ServerProcess, 'child' | 'output' | 'exited'>;

/**
 * Spawns a built server entry as `npm start` runs it (plain node on the build), with only the
 * settings given (and PATH, HOME, a quiet log, loopback), collecting what it prints.
 */
export function spawnServer(env: Record<string, string>, entry = SERVER): SpawnedServer {
  let output = '';
  const child = spawn(process.execPath, ['--enable-source-maps', entry], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/**
 * Starts the built server (built first when missing or stale) on a free port of 127.0.0.1.
 * The one place these tests spawn a server.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  await ensureBuilt();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  return { ...spawnServer({ PORT: String(port), PUBLIC_URL: url, ...env }), port, url };
}

/** Waits until GET /api/health answers 200 (a failed start throws with the output). */
export async function waitForHealth(server: ServerProcess, timeoutMs = 50_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${server.url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not become healthy:\n${server.output()}`);
}
