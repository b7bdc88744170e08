import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const API_DIR = 'apps/server/test';

/**
 * The engine-parity set: the API test files about what PGlite and PostgreSQL can do
 * differently, run on both engines when TEST_DATABASE_URL names a PostgreSQL server. Every
 * other API file runs once, on PGlite (the embedded default, and what a machine without a
 * database server has). Add a file here when it tests one of these. A big file of which only
 * a few tests are about the engine keeps the rest and lends those few to a small
 * `*.parity.test.ts` beside it, listed here instead (both run on PGlite).
 */
export const ENGINE_PARITY_FILES = [
  'transactions.test.ts', // savepoints, the root-query guard, retries, row locks
  'routines.test.ts', // migrations and module routines (DDL, triggers)
  'register.parity.test.ts', // one address registered twice at once; the one real sign-up journey
  'checkout.parity.test.ts', // the order transaction, the last units bought at once, payments and recovery jobs at once
  'product-units.test.ts', // unit-count triggers, bin capacity under concurrent placements
  'warehouse-locations.parity.test.ts', // zone texts by row version (xmin), grid inserts, tree order, capacity, races
  'warehouse-layout.parity.test.ts', // a bin deleted or deactivated while a unit is placed into it, a zone of 5,000 bins deleted
  'warehouse-orders.test.ts', // units taken by paid orders with SKIP LOCKED
  'scan.test.ts', // one unit picked by two scans at once (row lock)
  'order-units.parity.test.ts', // an order's units walked by the unit triggers, Bulk Actions in one request
  'staging-bins.test.ts', // the set-based staging backfill migration, placements into staging
  'warehouse-location-search.test.ts', // bin search through the trigram index, count caps
  'short-picks.test.ts', // units missing counted in the list's SQL, waiting orders filled in turn
  'unit-corrections.test.ts', // voids refused by movement history, reasons, stock triggers
  'warehouse-demo.test.ts', // thousands of units through statement triggers
  'admin-users.parity.test.ts', // customer-totals triggers, list search and sorts, concurrent edits
  'admin-customers.test.ts', // concurrent edits of one customer (a second session)
  'admin-orders.parity.test.ts', // the list's filters and sorts in SQL, refunds at once, the dashboard's day counts
  'admin-products.parity.test.ts', // search, versions to the microsecond, list sorts, unit-count triggers, a jsonb migration
  'catalogue.test.ts', // full-text search ranking, price sorts, statements per request
  'leads.parity.test.ts', // list search (trigrams), filters and sorts
  'lead-work.parity.test.ts', // notes added at once, history rows written under the lead's row lock, the notes migration
  'system.parity.test.ts', // health: the engine answering or not
  'backup.test.ts', // pg_dump and pg_restore against PGlite's SQL dump, restored on each engine
  'jobs.test.ts', // job claims with SKIP LOCKED by runners on separate connections
  'dashboard-pipeline.test.ts', // the owner's numbers: month start in the shop's zone, joins over four modules
  'installations.test.ts', // capacity by generate_series, one slot booked at once by two customers
  'quotes.test.ts', // quote search (trigrams), list sorts, two saves of one version at once
  'place-order.parity.test.ts', // one paid order per payment placed at once, all or nothing when stock is gone
  'kept-counts.parity.test.ts', // the dashboard's kept counts equal a recount after random changes, some at once
  'subscriptions.parity.test.ts', // one invoice and one charge per period: replayed runs, two instances, a lost record, dunning
  'recurring-revenue.parity.test.ts', // the RMR trigger's kept month sums against a year computed by hand
  'quote-link.parity.test.ts', // the deposit order transaction, a quote paid twice at once (its row lock), the last units of a quoted product
  'rma-data.test.ts', // a unit's sale stamped by a row trigger, one open RMA per unit (partial unique index)
  'rma-resolution.parity.test.ts', // an RMA resolved twice at once: its row lock and refund claim, money moved once
  'rma-queue.parity.test.ts', // two receipts of one RMA at once (its row lock), the returns zone made once
  'rma-numbers.parity.test.ts', // return rates: units and RMAs counted in a window of shop days
  'rma-requests.parity.test.ts', // two requests for one device at once: the partial unique index decides
  'demo-start.parity.test.ts', // a new shop's first start: migrations then the demo seed, on an empty store
].map((file) => `${API_DIR}/${file}`);

// The API projects run their files one after another in each worker without isolation:
// the worker's PGlite (a WASM instance and every migration) is opened once, not once per
// file. Nothing in them mocks modules or globals (test/setup.ts closes what a file left open).
const apiTest = {
  environment: 'node',
  isolate: false,
  setupFiles: [`${API_DIR}/setup.ts`],
  testTimeout: 60_000,
  hookTimeout: 60_000,
} as const;

const WEB_ISOLATED = 'apps/web/src/**/*.isolated.test.{ts,tsx}';
const webTest = {
  environment: 'jsdom',
  setupFiles: ['apps/web/src/test/setup.ts'],
  // A screen test types and clicks through a whole form (the survey has 24 questions).
  testTimeout: 20_000,
  // After the node projects, with both cores to itself: jsdom screens and API files
  // running at once starved each other (and timed out) on two cores.
  sequence: { groupOrder: 1 },
} as const;

const projects: TestProjectInlineConfiguration[] = [
  {
    test: {
      name: 'unit',
      isolate: false,
      include: [
        'packages/**/src/**/*.test.ts',
        'apps/server/src/**/*.test.ts',
        'e2e/support/**/*.test.ts',
        'scripts/**/*.test.ts',
      ],
      environment: 'node',
      sequence: { groupOrder: 0 },
    },
  },
  {
    test: {
      ...apiTest,
      name: 'api-pglite',
      include: [`${API_DIR}/**/*.test.ts`],
      env: { TEST_ENGINE: 'pglite' },
      sequence: { groupOrder: 0 },
    },
  },
  // The screens' files share their worker's jsdom and modules (isolate: false): a fresh jsdom
  // and module graph per file cost two thirds of the project's time (170 s to 57 s). The
  // setup file clears what a test leaves behind. A file that mocks a module (vi.mock) needs
  // its own module graph: it is named *.isolated.test.tsx and runs in web-isolated (lint
  // refuses vi.mock elsewhere).
  {
    plugins: [react()],
    test: {
      ...webTest,
      name: 'web',
      include: ['apps/web/src/**/*.test.{ts,tsx}'],
      exclude: [...configDefaults.exclude, WEB_ISOLATED],
      isolate: false,
    },
  },
  {
    plugins: [react()],
    test: { ...webTest, name: 'web-isolated', include: [WEB_ISOLATED] },
  },
];

// The engine-parity set against a real PostgreSQL server, only when one is offered.
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    test: {
      ...apiTest,
      name: 'api-postgres',
      include: ENGINE_PARITY_FILES,
      globalSetup: [`${API_DIR}/postgres-template.ts`],
      env: { TEST_ENGINE: 'postgres', TEST_DATABASE_URL: process.env.TEST_DATABASE_URL },
      sequence: { groupOrder: 0 },
    },
  });
}

export default defineConfig({
  test: {
    projects,
    // One worker more than the cores: a worker waiting (for a server process it started, a
    // timeout a test sends, PostgreSQL's answers) leaves its core to the others, and beside
    // the end-to-end suite (ADR 0073) a third worker keeps the API files going.
    maxWorkers: availableParallelism() + 1,
  },
});
