import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { iconSubset } from './icon-subset';

/**
 * Writes .br and .gz beside each text file of the build, once, at build time: the server sends
 * them to browsers that accept them (@fastify/static preCompressed) without compressing on
 * every request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'shop-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const full = path.join(dir, name);
          return statSync(full).isDirectory() ? walk(full) : [full];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(file)) continue;
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

// In development Vite serves the app and forwards /api to the Fastify server, keeping the
// browser's Origin and Host equal so the server's same-origin check passes.
export default defineConfig({
  plugins: [
    react(),
    iconSubset([
      path.resolve(import.meta.dirname, 'src'),
      path.resolve(import.meta.dirname, '../../packages/contract/src'),
    ]),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: `http://127.0.0.1:${process.env.PORT ?? 3000}`, changeOrigin: false },
    },
  },
  // The manifest tells the server which files a page needs (apps/server/src/plugins/first-page.ts).
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    manifest: true,
    rolldownOptions: {
      // An app, not a library: its chunks need not keep the exports of their entry modules.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // What every page runs (React, the router, the layout) is one file, and each page's
          // small shared pieces are copied into the page's own chunk: a first visit makes 5
          // requests instead of 30, which a phone on HTTP/1.1 (6 connections) waits for in
          // rounds (ADR 0034).
          groups: [{ name: 'shell', tags: ['$initial'] }],
          experimentalInlineCommonChunks: { maxSize: 16_000 },
        },
      },
    },
  },
});
