import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  BASE_URL,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  E2E_DIR,
  E2E_PORT,
  REPO_ROOT,
  SESSION_SECRET,
  SMTP_PORT,
  TMP_DIR,
} from './support/env.ts';

const CI = !!process.env.CI;

// A fresh database for every run. The config is loaded again in each worker; the variable
// set here is inherited, so only the runner creates (and at exit removes) the directory.
function dataDir(): string {
  if (process.env.E2E_DATA_DIR) return process.env.E2E_DATA_DIR;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'secureshop-e2e-'));
  process.env.E2E_DATA_DIR = dir;
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export default defineConfig({
  testDir: path.join(E2E_DIR, 'tests'),
  outputDir: path.join(REPO_ROOT, 'test-results'),
  globalSetup: path.join(E2E_DIR, 'support/global-setup.ts'),
  // Accounts come from the test server's fixture route (e2e/support/server.ts), not from the
  // rate-limited registration form; only the registration journey signs up (once per project),
  // and the quote journey once (desktop): well under the 10 registrations per address per hour.
  // Every run starts a new server (fresh limits and database); reuseExistingServer stays off.
  fullyParallel: true,
  forbidOnly: CI,
  workers: 2,
  retries: CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: path.join(TMP_DIR, 'results.json') }]],
  use: {
    baseURL: BASE_URL,
    screenshot: 'only-on-failure',
    // A trace is recorded for a failed test's retry only: recording one for every test (then
    // dropping it when the test passed) took half of the browser's CPU (ADR 0072). Locally:
    // `npm run test:e2e -- --trace on`.
    trace: 'on-first-retry',
    reducedMotion: 'reduce',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'desktop',
      // A test about the phone layout alone (tagged @phone-only) runs in the phone project only.
      grepInvert: /@phone-only/,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    {
      // The key flows (tagged @phone) again at phone width, where the navbar is collapsed.
      name: 'phone',
      grep: /@phone/,
      use: { browserName: 'chromium', viewport: { width: 375, height: 740 }, isMobile: false },
    },
  ],
  webServer: {
    // `npm start` with the fixture routes added: the same start-up code, a different entry
    // (docs/decisions/0007-e2e-fixtures.md), built like the server (ADR 0031). It refuses to start outside NODE_ENV=test. The
    // demo catalogue is seeded first, without the demo warehouse: each journey builds the zones
    // and units it needs (the shop runs with DEMO=false here).
    command:
      'node scripts/build-if-needed.mjs --e2e && node --import tsx scripts/seed.ts --catalogue-only && node --enable-source-maps apps/server/dist/e2e/server.js',
    cwd: REPO_ROOT,
    url: `${BASE_URL}/api/health`,
    // The web app's build, the seed and the start, beside the API tests on a loaded machine.
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      NODE_ENV: 'test',
      E2E_FIXTURES: '1',
      HOST: '127.0.0.1',
      PORT: String(E2E_PORT),
      PUBLIC_URL: BASE_URL,
      DATA_DIR: dataDir(),
      DATABASE_URL: '',
      DEMO: 'false',
      // A test shop: no real payments, and every page says so.
      PAYMENTS: 'test',
      SESSION_SECRET,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}?ignoreTLS=true`,
      LOG_LEVEL: 'warn',
    },
  },
});
