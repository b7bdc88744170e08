import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { createFirstPageRenderer } from './first-page.ts';

/** A generated page, compressed for the browsers that accept it (the static files are precompressed). */
function sendCompressed(request: FastifyRequest, reply: FastifyReply, body: string) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  reply.header('Vary', 'Accept-Encoding');
  if (/\bbr\b/.test(accepts)) {
    reply.header('Content-Encoding', 'br');
    return reply.send(
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    );
  }
  if (/\bgzip\b/.test(accepts)) {
    reply.header('Content-Encoding', 'gzip');
    return reply.send(gzipSync(body));
  }
  return reply.send(body);
}

/**
 * Serves the built React app: hashed assets cached for a year, index.html never cached, and
 * the app's paths answered with index.html so deep links (/admin/orders) load the app; other
 * paths get the same HTML with a 404 status. Unknown /api paths answer a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | null) {
  const hasWeb = distDir !== null && existsSync(path.join(distDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      // Files are looked up on each request, so a rebuilt app is served without a restart.
      wildcard: true,
      // "/" is a page like the others (its head, its head start), not the static index.html.
      index: false,
      // The build writes .br and .gz beside each text file (apps/web/vite.config.ts).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const renderFirstPage = hasWeb ? createFirstPageRenderer(app, distDir) : null;
  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!;
    // A missing file (an old /assets/x.js) is a 404, not the app's HTML.
    const looksLikeFile = /\.[a-z0-9]{1,8}$/i.test(path);
    const isApi = path === '/api' || path.startsWith('/api/');
    if (isApi || looksLikeFile || !hasWeb || !['GET', 'HEAD'].includes(request.method)) {
      return reply.status(404).send({ error: 'Not found' });
    }
    // A path the app has no page for (or a product that is not sold) is a real 404 for
    // crawlers, with the app's HTML, which shows its not-found page (ADR 0034).
    const head = await app.services.seo.pageHead(request.url).catch((error: unknown) => {
      request.log.warn({ err: error }, 'page head failed; the plain index.html is sent');
      return null;
    });
    reply.status(head?.status ?? 200);
    if (renderFirstPage) {
      const html = await renderFirstPage(request, head).catch((error: unknown) => {
        request.log.warn({ err: error }, 'first page head start failed; plain index.html sent');
        return null;
      });
      if (html !== null) {
        // It may hold what only this visitor sees (staff stock counts): never a shared cache.
        reply.header('Cache-Control', 'private, no-cache').type('text/html; charset=utf-8');
        return sendCompressed(request, reply, html);
      }
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  };
  app.setNotFoundHandler(servePage);
  // The static files' wildcard would answer "/" (a folder) with a 403.
  if (hasWeb) app.get('/', { schema: { hide: true } }, servePage);
}
