import { afterAll } from 'vitest';
import { cheapPasswordHashesForTests } from '../src/lib/crypto.ts';
import { closeLeftoverApps } from './helpers.ts';

// Every password hashed here is a test's; the production cost is pinned in crypto.test.ts.
cheapPasswordHashesForTests();

// The API projects run their files one after another in the same worker (isolate: false):
// an app a failed file left open would hold the worker's database for the next file.
afterAll(async () => {
  await closeLeftoverApps();
});
