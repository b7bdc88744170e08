import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Metrics } from '../lib/metrics.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether the Authorization header carries exactly this bearer token. Both sides are hashed
 * first, so the comparison takes the same time whatever the length or the first wrong byte.
 */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/.exec(header ?? '');
  return timingSafeEqual(digest(match?.[1] ?? ''), digest(token)) && match !== null;
}

/**
 * Request timing for every route, and GET /api/metrics (Prometheus text format) for the
 * holder of METRICS_TOKEN. Without the token the route does not exist (404), so a shop that
 * does not scrape shows nothing; it is never in the public API description.
 */
export function registerMetrics(
  app: FastifyInstance,
  { metrics, token }: { metrics: Metrics; token: string | undefined },
) {
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
    // Unknown addresses share one series: a scan of random URLs must not make thousands.
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  if (!token) return;

  app.get('/api/metrics', { schema: { hide: true } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply
        .status(401)
        .header('WWW-Authenticate', 'Bearer')
        .send({ error: 'A valid metrics token is required.' });
    }
    const text = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).send(text);
  });
}
