// `npm start` builds the web app when there is no build yet or a source file is newer
// than the last build, so a fresh clone needs only `npm install && npm start`.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'packages/contract/src',
];

function newest(p) {
  const full = path.join(root, p);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(full).map((name) => newest(path.join(p, name))));
}

const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
if (builtAt === 0 || Math.max(...sources.map(newest)) > builtAt) {
  console.log('Building the web app...');
  // Always a production bundle: Vite builds a development one when NODE_ENV is development
  // or test, and that bundle would be served until the next source change.
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
