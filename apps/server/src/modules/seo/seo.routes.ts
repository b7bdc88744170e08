import type { FastifyInstance } from 'fastify';
import type { SeoService } from './seo.service.ts';

/**
 * GET /robots.txt and GET /sitemap.xml, at the site's root where crawlers look for them.
 * Both may be kept by shared caches for a few minutes: they are the same for everyone.
 */
export async function seoRoutes(app: FastifyInstance, { seo }: { seo: SeoService }) {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(seo.robotsTxt()),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(await seo.sitemapXml()),
  );
}
