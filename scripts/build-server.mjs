// The server as built JavaScript (docs/decisions/0031-server-runs-built.md): esbuild bundles
// an entry with the workspace packages (@shop/contract, @shop/db) inlined and the npm packages
// left external, so `node apps/server/dist/server.js` needs neither tsx nor the TypeScript
// compiler, and the npm packages load from node_modules as they do from source.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

/**
 * What `npm start` runs, and what the end-to-end test server runs (with its fixtures). Both
 * sit under apps/server so that their npm packages resolve from apps/server/node_modules first,
 * as the server's source does.
 */
export const SERVER_BUILDS = {
  server: { entry: 'apps/server/src/server.ts', outdir: 'apps/server/dist' },
  e2e: { entry: 'e2e/support/server.ts', outdir: 'apps/server/dist/e2e' },
};

/**
 * Code that finds files beside itself (migrations, the modules' SQL, the web build) reads
 * import.meta.url: in the bundle it is the bundle's own address, so each module's is put back
 * as its source file's, relative to the output folder. Every output file sits directly in that
 * folder (chunkNames below), so one relative path holds for all of them.
 */
function sourceFileUrls(outdir) {
  return {
    name: 'source-file-urls',
    setup(b) {
      b.onLoad({ filter: /\.ts$/ }, (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const text = readFileSync(args.path, 'utf8');
        if (!text.includes('import.meta.url') && !text.includes('import.meta.dirname'))
          return undefined;
        const relative = path.relative(outdir, args.path).split(path.sep).join('/');
        const url = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
        return {
          loader: 'ts',
          contents: text
            .replaceAll('import.meta.url', url)
            .replaceAll('import.meta.dirname', `__shopDirname(${url})`),
        };
      });
    },
  };
}

/**
 * Bundled rather than loaded from node_modules: the workspace packages (TypeScript source),
 * and the pure-ESM packages of about a hundred files each that every start loads (zod,
 * drizzle-orm), which cost a file read and a module link each (about 10 % of the start).
 * zod goes with its one other user, the type provider, so the schemas and the code that reads
 * them share one copy of zod.
 */
const INLINED = ['@shop/contract', '@shop/db', 'zod', 'fastify-type-provider-zod', 'drizzle-orm'];

/** Other npm packages stay external. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      INLINED.some((name) => args.path === name || args.path.startsWith(`${name}/`))
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

/** Builds one of SERVER_BUILDS; returns the source files it read (for the build stamp). */
export async function buildServer(which) {
  const { entry, outdir } = SERVER_BUILDS[which];
  const out = path.join(root, outdir);
  const result = await build({
    absWorkingDir: root,
    entryPoints: { [path.basename(entry, '.ts')]: entry },
    outdir: out,
    bundle: true,
    // Modules loaded at first use (await import) become chunks of their own, so their npm
    // packages are not loaded at start.
    splitting: true,
    chunkNames: '[name]-[hash]',
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    sourcemap: true,
    sourcesContent: false,
    // Stack traces and pino's error logs keep the source's names.
    keepNames: true,
    logLevel: 'warning',
    metafile: true,
    banner: {
      js: "import { dirname as __shopDirnameOf } from 'node:path'; import { fileURLToPath as __shopPathOf } from 'node:url'; const __shopDirname = (url) => __shopDirnameOf(__shopPathOf(url));",
    },
    plugins: [externalPackages, sourceFileUrls(out)],
  });
  return Object.keys(result.metafile.inputs);
}
