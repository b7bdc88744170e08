import { afterAll } from 'vitest';
import { closeLeftoverApps } from './helpers.ts';

// The API projects run their files one after another in the same worker (isolate: false):
// an app a failed file left open would hold the worker's database for the next file.
afterAll(async () => {
  await closeLeftoverApps();
});
