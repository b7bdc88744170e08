import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINE, registration } from './helpers.ts';
import { freePort } from '../../../scripts/free-port.ts';
import { spawnServer, type SpawnedServer } from './server-process.ts';

/**
 * The real server process, as `npm start` runs it (the built server, plain node): settings
 * checked at start, the embedded database locked to one process, data kept through a crash
 * (kill -9), a clean stop on SIGTERM. PGlite only: these are properties of DATA_DIR.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SERVER = path.join(ROOT, 'apps/server/dist/server.js');
/** The end-to-end test server: the same start-up plus fixture routes (ADR 0007). */
const E2E_SERVER = path.join(ROOT, 'apps/server/dist/e2e/server.js');

type Running = SpawnedServer;
const children: ChildProcess[] = [];
const dirs: string[] = [];

function startServer(env: Record<string, string>, entry = SERVER): Running {
  const running = spawnServer(env, entry);
  children.push(running.child);
  return running;
}

/**
 * Not a demo shop: a demo start draws the demo catalogue's pictures and fills a warehouse
 * (about 15 s, over 40 s on two busy cores), which bootstrap.test.ts and warehouse-demo.test.ts
 * test in-process. These tests are about the process and its DATA_DIR.
 */
const NOT_DEMO = {
  DEMO: 'false',
  PAYMENTS: 'test',
  SESSION_SECRET: 'process-test-secret-that-is-long-enough-0123',
};

async function waitForHealth(port: number, running: Running): Promise<void> {
  const deadline = Date.now() + 50_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (running.child.exitCode !== null)
      throw new Error(`server exited early:\n${running.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy:\n${running.output()}`);
}

const post = (port: number, url: string, body: unknown) =>
  fetch(`http://127.0.0.1:${port}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

beforeAll(() => {
  // Built when missing or stale, as `npm start` does (about a second; nothing when current).
  const build = spawnSync(process.execPath, ['scripts/build-if-needed.mjs', '--server', '--e2e'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`the build failed:\n${build.stdout}${build.stderr}`);
});

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(TEST_ENGINE !== 'pglite')('the server process', () => {
  it('runs as plain JavaScript, and a start with the build current builds nothing', () => {
    // No TypeScript tooling in the running process: the build imports none of it.
    expect(readFileSync(SERVER, 'utf8')).not.toMatch(/from "(tsx|typescript|esbuild)[/"]/);
    const again = spawnSync(process.execPath, ['scripts/build-if-needed.mjs', '--server'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(again.status).toBe(0);
    expect(again.stdout).toBe('');
  });

  it('refuses to start on a bad setting and names it', async () => {
    const running = startServer({ PORT: 'eighty', SMTP_URL: 'mailto:x' });
    expect(await running.exited).toBe(1);
    expect(running.output()).toContain('PORT');
    expect(running.output()).toContain('SMTP_URL');
  });

  // The other payment rules are unit tests (config/payment-settings.test.ts): a spawn is slow.
  it('refuses to take test payments outside demo mode unless PAYMENTS=test says so', async () => {
    const running = startServer({ DEMO: 'false', SESSION_SECRET: NOT_DEMO.SESSION_SECRET });
    expect(await running.exited).toBe(1);
    expect(running.output()).toContain(
      'PAYMENTS: outside demo mode the shop takes real payments: set STRIPE_SECRET_KEY',
    );
  });

  it('locks DATA_DIR to one process, a start waiting meanwhile takes over at once after a kill -9, data kept, a clean stop on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-process-'));
    dirs.push(dataDir);
    const port = await freePort();
    const env = {
      ...NOT_DEMO,
      DATA_DIR: dataDir,
      PORT: String(port),
      // Not the address it listens on: the start message names this one.
      PUBLIC_URL: `http://localhost:${port}`,
    };

    const first = startServer(env);
    await waitForHealth(port, first);
    // Links in e-mails go to PUBLIC_URL; a browser on another address (127.0.0.1) keeps
    // another cart and sign-in. The console says which address to open, whatever LOG_LEVEL.
    expect(first.output()).toContain(
      `Open the shop at http://localhost:${port} (PUBLIC_URL): links in e-mails go there.`,
    );
    const account = registration();
    expect((await post(port, '/api/register', account)).status).toBe(201);

    // A second process on the same DATA_DIR waits for the first rather than open the data
    // beside it (a restart issued while the old server is still there); it says so.
    const second = startServer(env);
    await expect.poll(second.output, { timeout: 30_000 }).toMatch(/in use by process \d+: waiting/);
    expect(second.child.exitCode).toBeNull();

    // The first crashes: the waiting start takes the data over at once, its lock left behind
    // by a dead process notwithstanding.
    first.child.kill('SIGKILL');
    await first.exited;
    await waitForHealth(port, second);

    // A supervisor restarting a crashed server at once: kill -9, and a new start without
    // waiting for the old process to be gone; the lock it leaves does not stop the new one.
    second.child.kill('SIGKILL');
    const third = startServer(env);
    await waitForHealth(port, third);
    // The account written before the crashes is there (and still unverified).
    const login = await post(port, '/api/login', {
      email: account.email,
      password: account.password,
    });
    expect(login.status).toBe(403);
    expect(((await login.json()) as { code: string }).code).toBe('EMAIL_NOT_VERIFIED');

    third.child.kill('SIGTERM');
    const code = await third.exited;
    expect(code, third.output()).toBe(0);
  });
});

describe.skipIf(TEST_ENGINE !== 'pglite')('the end-to-end test server', () => {
  const testSettings = { NODE_ENV: 'test', E2E_FIXTURES: '1', HOST: '127.0.0.1' };

  it('refuses to start outside a test setting, before opening any database', async () => {
    for (const [env, problem] of [
      [{ NODE_ENV: 'production' }, 'NODE_ENV must be "test"'],
      [{ NODE_ENV: 'development' }, 'NODE_ENV must be "test"'],
      [{ E2E_FIXTURES: '0' }, 'E2E_FIXTURES must be "1"'],
      [{ HOST: '0.0.0.0' }, 'HOST must be a loopback address'],
      [{ DATABASE_URL: 'postgres://shop@db.example.com/shop' }, 'DATABASE_URL must be unset'],
    ] as const) {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-guard-'));
      dirs.push(dataDir);
      const running = startServer({ ...testSettings, DATA_DIR: dataDir, ...env }, E2E_SERVER);
      expect(await running.exited, JSON.stringify(env)).toBe(1);
      expect(running.output()).toContain(problem);
      expect(running.output()).toContain('refuses to start');
      // It stopped before the database: DATA_DIR is still empty.
      expect(readdirSync(dataDir), JSON.stringify(env)).toEqual([]);
    }
  });

  it('creates customers through its fixture route; the shop itself has no such route', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-fixtures-'));
    dirs.push(dataDir);
    const port = await freePort();
    const env = {
      ...testSettings,
      ...NOT_DEMO,
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    };
    const customer = {
      email: 'fixture.customer@example.com',
      password: 'Fixture-Pass-1',
      firstName: 'Fay',
      lastName: 'Fixture',
    };

    const e2e = startServer(env, E2E_SERVER);
    await waitForHealth(port, e2e);
    const created = await post(port, '/__e2e/customers', customer);
    expect(created.status, e2e.output()).toBe(201);
    const login = await post(port, '/api/login', customer);
    expect(login.status).toBe(200);
    expect(await login.json()).toMatchObject({ firstLogin: true, user: { firstName: 'Fay' } });
    const unverified = await post(port, '/__e2e/customers', {
      ...customer,
      email: 'fixture.unverified@example.com',
      verified: false,
    });
    expect(unverified.status).toBe(201);
    const refused = await post(port, '/api/login', {
      ...customer,
      email: 'fixture.unverified@example.com',
    });
    expect(((await refused.json()) as { code: string }).code).toBe('EMAIL_NOT_VERIFIED');
    e2e.child.kill('SIGTERM');
    expect(await e2e.exited).toBe(0);

    // `npm start` with the very same settings: no fixture route.
    const shop = startServer(env);
    await waitForHealth(port, shop);
    const absent = await post(port, '/__e2e/customers', { ...customer, email: 'x@example.com' });
    expect(absent.status).toBe(404);
    shop.child.kill('SIGTERM');
    expect(await shop.exited).toBe(0);
  });
});
