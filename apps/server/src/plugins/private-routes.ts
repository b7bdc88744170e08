import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Makes every route of a route plugin private: the guard runs on request, before a body is
 * read (a refused caller never uploads or parses anything), and no answer may be kept by a
 * browser or a proxy cache (`Cache-Control: no-store`), since each is one person's data or
 * staff data. The one way a group of staff or customer routes gets its guard.
 */
export function privateRoutes(
  app: FastifyInstance,
  guard: (request: FastifyRequest) => Promise<void>,
): void {
  app.addHook('onRequest', guard);
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
}
