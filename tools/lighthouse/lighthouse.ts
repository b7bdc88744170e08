/**
 * npm run lighthouse: Lighthouse (mobile, simulated throttling) on / and /products of the built
 * shop, run offline against Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium). The
 * shop runs in this process on an in-memory database with the demo catalogue and its pictures.
 * Reports the performance and accessibility scores and the JavaScript each page loads up
 * front (gzip), and fails when performance < 95, LCP > 2.5 s, accessibility < 95 or the JS
 * > 150 kB.
 * Each page is measured LIGHTHOUSE_RUNS times (default 3) and the median run is reported.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { openDatabase } from '@shop/db';
import { buildApp, DEFAULT_WEB_DIST } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config/env.ts';
import { migrateDatabase } from '../../apps/server/src/database.ts';
import { seedDemoCatalogue } from '../../apps/server/src/demo/seed.ts';
import { CHROMIUM_ARGS } from '../../e2e/support/env.ts';

// Search engines rank on Core Web Vitals: performance 95 and LCP 2.5 s.
const BUDGET = { performance: 95, accessibility: 95, initialJsKb: 150, lcpMs: 2500 };
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// The full browser a customer runs, not the tests' headless shell (its figures are the ones on
// record in the issue notes).
const CHROME_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
const root = path.resolve(import.meta.dirname, '../..');

const build = spawnSync('node', ['scripts/build-if-needed.mjs', '--web'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-lighthouse-'));
const database = await openDatabase({ engine: 'pglite' });
await migrateDatabase(database);
const config = loadConfig({
  DEMO: 'false',
  PAYMENTS: 'test',
  SESSION_SECRET: 'lighthouse-secret-lighthouse-secret-xx',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
});
const app = await buildApp({ config, database, logger: false });
await app.services.tax.ensureRates();
await seedDemoCatalogue(app.services.catalogue);
const base = await app.listen({ port: 0, host: '127.0.0.1' });

/** Chromium with a DevTools port for Lighthouse to drive; its port is read from its stderr. */
const profile = mkdtempSync(path.join(tmpdir(), 'shop-lighthouse-chrome-'));
const chrome = spawn(CHROME_PATH, [
  ...CHROMIUM_ARGS,
  '--remote-debugging-port=0',
  `--user-data-dir=${profile}`,
]);
const port = await new Promise<number>((resolve, reject) => {
  let text = '';
  const timer = setTimeout(() => reject(new Error('Chromium did not start')), 30_000);
  chrome.stderr.on('data', (chunk: Buffer) => {
    text += chunk.toString();
    const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(text);
    if (match) {
      clearTimeout(timer);
      resolve(Number(match[1]));
    }
  });
  chrome.on('error', reject);
});

/** The gzip size of the scripts a page fetched, from the build's own files. */
function initialJsKb(items: { url: string; resourceType?: string }[]): number {
  let bytes = 0;
  for (const item of items) {
    if (item.resourceType !== 'Script') continue;
    const file = path.join(DEFAULT_WEB_DIST, new URL(item.url).pathname);
    bytes += gzipSync(readFileSync(file), { level: 9 }).length;
  }
  return Math.round(bytes / 1024);
}

let failed = false;
const lines = [
  '| page | performance | accessibility | JS up front (gzip) | FCP | LCP | TBT | CLS | Speed Index |',
  '|---|---|---|---|---|---|---|---|---|',
];
/** The metric audits behind the performance score, as Lighthouse displays them. */
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];
try {
  for (const page of ['/', '/products']) {
    // Scores move a few points between runs (simulated throttling scales the main thread's
    // measured work); as Lighthouse advises, the median of RUNS runs is reported.
    const runs: Report[] = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${base}${page}`, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      runs.push(result!.lhr);
    }
    const scoreOf = (r: Report) => r.categories.performance!.score ?? 0;
    runs.sort((a, b) => scoreOf(a) - scoreOf(b));
    const lhr = runs[Math.floor(runs.length / 2)]!;
    const allScores = runs.map((r) => Math.round(scoreOf(r) * 100)).join(', ');
    // LIGHTHOUSE_REPORT_DIR=dir keeps each page's full JSON report, for a closer look.
    if (process.env.LIGHTHOUSE_REPORT_DIR) {
      writeFileSync(
        path.join(
          process.env.LIGHTHOUSE_REPORT_DIR,
          `${page === '/' ? 'home' : page.slice(1)}.json`,
        ),
        JSON.stringify(lhr),
      );
    }
    const performance = Math.round((lhr.categories.performance!.score ?? 0) * 100);
    const accessibility = Math.round((lhr.categories.accessibility!.score ?? 0) * 100);
    const requests = (
      lhr.audits['network-requests']!.details as { items: { url: string; resourceType?: string }[] }
    ).items;
    const js = initialJsKb(requests);
    const metrics = METRICS.map((id) => lhr.audits[id]?.displayValue ?? '?').join(' | ');
    lines.push(
      `| ${page} | ${performance} (runs: ${allScores}) | ${accessibility} | ${js} kB | ${metrics} |`,
    );
    const lcpMs = lhr.audits['largest-contentful-paint']?.numericValue ?? Infinity;
    if (
      performance < BUDGET.performance ||
      accessibility < BUDGET.accessibility ||
      js > BUDGET.initialJsKb ||
      lcpMs > BUDGET.lcpMs
    ) {
      failed = true;
      const fails = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
        .map((a) => {
          // For accessibility failures, the elements at fault.
          const nodes = (
            (a.details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items ?? []
          )
            .map((i) => i.node?.snippet)
            .filter(Boolean)
            .slice(0, 3);
          const at = nodes.length ? `\n      ${nodes.join('\n      ')}` : '';
          return `  - ${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}${at}`;
        });
      lines.push(`\nBelow budget on ${page}:\n${fails.join('\n')}\n`);
    }
  }
} finally {
  const exited = new Promise((resolve) => chrome.once('exit', resolve));
  chrome.kill();
  await exited;
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}
console.log(`\n${lines.join('\n')}\n`);
console.log(
  `Budget: performance >= ${BUDGET.performance}, LCP <= ${BUDGET.lcpMs / 1000} s, accessibility >= ${BUDGET.accessibility}, JS up front <= ${BUDGET.initialJsKb} kB gzip.`,
);
// The simulated throttling scales the CPU time it measured: a busy machine scores lower.
console.log(
  `Load average while measuring: ${loadavg()
    .map((n) => n.toFixed(1))
    .join(', ')} on ${cpus().length} cores.`,
);
process.exit(failed ? 1 : 0);
