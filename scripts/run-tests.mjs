// `npm test`: every test. Vitest (unit, API on PGlite and PostgreSQL, the screens) and the
// end-to-end suite (Playwright in Chromium) run side by side (ADR 0073): each leaves part of
// the machine idle (servers starting, pages waiting for answers), and on a machine other work
// shares, more of it is this run's while both are going. Vitest reports as it goes; the
// end-to-end report follows once both have finished (and is in .test-results/e2e.log as it
// runs). `npm run test:unit` and `npm run test:e2e` run one suite each.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { runSideBySide } from './side-by-side.mjs';

const root = path.resolve(import.meta.dirname, '..');
// Arguments would mean a different thing to each runner.
if (process.argv.length > 2) {
  console.error('npm test takes no arguments: use npm run test:unit -- … or npm run test:e2e -- …');
  process.exit(2);
}

// The server and the end-to-end server (esbuild, seconds) are built first: API tests start
// them inside timed hooks. The web app, which only the end-to-end suite serves, is built by
// its web server's command while Vitest is already running.
const build = spawnSync(process.execPath, ['scripts/build-if-needed.mjs', '--server', '--e2e'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

mkdirSync(path.join(root, '.test-results'), { recursive: true });
const log = path.join(root, '.test-results/e2e.log');
console.log(
  `The end-to-end tests run beside Vitest; their report follows Vitest's (as it runs: ${path.relative(root, log)}).\n`,
);
const status = await runSideBySide({
  live: ['npm', 'run', '--silent', 'test:unit'],
  behind: ['npm', 'run', '--silent', 'test:e2e'],
  log,
  title: 'end-to-end tests (npm run test:e2e)',
  cwd: root,
});
process.exit(status);
