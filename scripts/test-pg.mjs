// npm run test:pg: the API suite on a real PostgreSQL server (TEST_DATABASE_URL must point at
// a database whose user may create and drop databases; each test file gets its own).
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.error('Set TEST_DATABASE_URL, e.g. postgres://postgres:postgres@127.0.0.1:5432/postgres');
  process.exit(1);
}
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'api-postgres', ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
