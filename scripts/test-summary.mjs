// Prints one line over every suite that ran: "tests: N passed, N failed, N skipped".
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
let passed = 0;
let failed = 0;
let skipped = 0;

const vitestFile = path.join(root, '.test-results/vitest.json');
if (existsSync(vitestFile)) {
  const r = JSON.parse(readFileSync(vitestFile, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  console.log(`vitest: ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
}
const e2eFile = path.join(root, 'e2e/.tmp/results.json');
if (existsSync(e2eFile)) {
  const s = JSON.parse(readFileSync(e2eFile, 'utf8')).stats;
  passed += s.expected + s.flaky;
  failed += s.unexpected;
  skipped += s.skipped;
  console.log(`playwright: ${s.expected + s.flaky} passed, ${s.unexpected} failed`);
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
