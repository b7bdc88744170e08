import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SeoService } from './seo.service.ts';

/**
 * GET /robots.txt, GET /sitemap.xml (and its parts past 50,000 URLs), at the site's root where
 * crawlers look for them.
 * Both may be kept by shared caches for a few minutes: they are the same for everyone.
 */
const sendXml = (reply: FastifyReply, xml: string) =>
  reply
    .type('application/xml; charset=utf-8')
    .header('Cache-Control', 'public, max-age=300')
    .send(xml);

export async function seoRoutes(app: FastifyInstance, { seo }: { seo: SeoService }) {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(seo.robotsTxt()),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    sendXml(reply, await seo.sitemapXml()),
  );
  app.get<{ Params: { part: string } }>(
    '/sitemaps/:part',
    { schema: { hide: true } },
    async (request, reply) => {
      const match = /^([1-9]\d{0,4})\.xml$/.exec(request.params.part);
      const xml = match ? await seo.sitemapPart(Number(match[1])) : null;
      if (xml === null) return reply.status(404).send({ error: 'Not found' });
      return sendXml(reply, xml);
    },
  );
}
