// `npm run test:e2e`: the Playwright suite against the real server, in Debian's Chromium.
// Without a Chromium the suite is skipped (exit 0) on a developer's machine, but fails on CI,
// where a skipped suite would hide a broken setup. Extra arguments go to Playwright.
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const root = path.resolve(import.meta.dirname, '..');
// Debian's headless shell first (what Playwright runs headless; e2e/support/env.ts picks the
// same), else the full browser.
const chromium =
  process.env.CHROMIUM_PATH ||
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find(isExecutable) ||
  '/usr/bin/chromium';

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

if (!isExecutable(chromium)) {
  const message = `end-to-end tests skipped: install Chromium (apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH (no browser at ${chromium})`;
  if (process.env.CI) {
    console.error(`${message}\nCI is set, so a missing browser is an error.`);
    process.exit(1);
  }
  console.warn(message);
  process.exit(0);
}

const result = spawnSync(
  'npx',
  ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: chromium } },
);
if (result.error) {
  console.error(`Cannot run Playwright: ${result.error.message}`);
  process.exit(1);
}
process.exit(result.status ?? 1);
