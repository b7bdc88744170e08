// `npm start` and `npm run build` (--always): builds the web app and the server when there is
// no build yet or its sources changed since, so a fresh clone needs only `npm install && npm
// start`. A build is current when its stamp (a hash of every source file it is made from, the
// build script and the tool's version) matches the sources now: a checkout that only touches
// files, or a build copied in, is judged by content, not by dates. Hashing the sources takes
// a few tens of milliseconds, so a start with nothing changed stays fast.
//   --always    build even when current (npm run build)
//   --server    the server only (process tests), --web the web app only (lighthouse)
//   --e2e       also the end-to-end test server
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    always: { type: 'boolean', default: false },
    server: { type: 'boolean', default: false },
    web: { type: 'boolean', default: false },
    e2e: { type: 'boolean', default: false },
  },
});

const readJson = (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
const esbuildVersion = readJson('node_modules/esbuild/package.json').version;
const viteVersion = readJson('node_modules/vite/package.json').version;
const SERVER_SOURCES = [
  'apps/server/src',
  'packages/contract/src',
  'packages/db/src',
  'apps/server/package.json',
  'packages/contract/package.json',
  'packages/db/package.json',
  'scripts/build-server.mjs',
  // The versions of the packages bundled in (zod, drizzle-orm; build-server.mjs).
  'package-lock.json',
];
const TARGETS = {
  web: {
    title: 'the web app',
    stamp: 'apps/web/dist/.vite/build-stamp',
    sources: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/public',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'packages/contract/src',
      'packages/contract/package.json',
    ],
    tool: `vite ${viteVersion}`,
  },
  server: {
    title: 'the server',
    stamp: 'apps/server/dist/build-stamp',
    sources: SERVER_SOURCES,
    tool: `esbuild ${esbuildVersion}`,
  },
  e2e: {
    title: 'the end-to-end test server',
    stamp: 'apps/server/dist/e2e/build-stamp',
    sources: [...SERVER_SOURCES, 'e2e/support', 'e2e/package.json'],
    tool: `esbuild ${esbuildVersion}`,
  },
};

/** Files under a source path, tests left out (they are not part of any build). */
function filesOf(p) {
  const full = path.join(root, p);
  if (!existsSync(full)) return [];
  try {
    return readdirSync(full, { withFileTypes: true })
      .flatMap((entry) => filesOf(path.join(p, entry.name)))
      .sort();
  } catch (err) {
    if (err.code !== 'ENOTDIR') throw err;
    return /\.test\.tsx?$/.test(p) ? [] : [p];
  }
}

function hashOf(target) {
  const hash = createHash('sha256').update(target.tool);
  for (const file of target.sources.flatMap(filesOf)) {
    hash.update(`\0${file}\0`).update(readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

const stampOf = (target) => {
  try {
    return readFileSync(path.join(root, target.stamp), 'utf8').trim();
  } catch {
    return null;
  }
};

/**
 * One build at a time: `npm start` twice, or test files starting servers side by side, would
 * otherwise write one output folder together. A lock left by a killed build is taken over.
 */
async function withBuildLock(work) {
  const dir = path.join(root, 'node_modules/.cache');
  mkdirSync(dir, { recursive: true });
  const lock = path.join(dir, 'secureshop-build.lock');
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
    }
    let owner;
    let age;
    try {
      owner = Number(readFileSync(lock, 'utf8').trim());
      age = Date.now() - statSync(lock).mtimeMs;
    } catch (err) {
      if (err.code === 'ENOENT') continue; // released meanwhile
      throw err;
    }
    // No pid yet: being written by a build that has just created it, unless it is old.
    const gone = owner > 0 ? !alive(owner) : age > 2_000;
    if (gone) {
      rmSync(lock, { force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`Another build (process ${owner}) holds ${lock}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { force: true });
  }
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

async function build(name) {
  if (name === 'web') {
    // Always a production bundle: Vite builds a development one when NODE_ENV is development
    // or test, and that bundle would be served until the next source change.
    const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  } else {
    const { buildServer, SERVER_BUILDS } = await import('./build-server.mjs');
    // The last build's files go (its chunks are named by content); the e2e build's folder,
    // inside the server's (SERVER_BUILDS), is its own.
    const outdir = path.join(root, SERVER_BUILDS[name].outdir);
    for (const entry of existsSync(outdir) ? readdirSync(outdir) : []) {
      if (name !== 'server' || entry !== 'e2e')
        rmSync(path.join(outdir, entry), { recursive: true });
    }
    await buildServer(name);
  }
}

const wanted = values.server ? ['server'] : values.web ? ['web'] : ['web', 'server'];
if (values.e2e) wanted.push('e2e');
// Every build wanted is current: nothing to wait for. A stamp is removed when its build begins
// and written when it is complete, so a start that finds them all current needs no lock and
// does not queue behind another target's build (the end-to-end suite building the web app
// while the API tests start servers, ADR 0073).
const current = (name) => stampOf(TARGETS[name]) === hashOf(TARGETS[name]);
if (!values.always && wanted.every(current)) process.exit(0);
await withBuildLock(async () => {
  for (const name of wanted) {
    const target = TARGETS[name];
    const hash = hashOf(target);
    if (!values.always && stampOf(target) === hash) continue;
    const began = Date.now();
    console.log(`Building ${target.title}...`);
    // No stamp while the output is being replaced: a start meanwhile waits for the lock.
    rmSync(path.join(root, target.stamp), { force: true });
    await build(name);
    mkdirSync(path.dirname(path.join(root, target.stamp)), { recursive: true });
    writeFileSync(path.join(root, target.stamp), `${hash}\n`);
    console.log(`Built ${target.title} in ${((Date.now() - began) / 1000).toFixed(1)} s.`);
  }
});
