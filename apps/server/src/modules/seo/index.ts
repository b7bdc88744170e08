import { defineModule, route } from '../module.ts';
import { seoRoutes } from './seo.routes.ts';
import { createSeoService, type SeoService } from './seo.service.ts';

declare module '../module.ts' {
  interface ServiceRegistry {
    seo: SeoService;
  }
}

/** The sitemap, robots.txt and the pages' tags for search engines (served at the root). */
export const seoModule = defineModule({
  name: 'seo',
  needs: ['catalogue', 'content', 'settings'],
  provides: ['seo'],
  create: ({ catalogue, content, settings }, { config }) => ({
    seo: createSeoService({
      publicUrl: config.publicUrl,
      catalogue,
      content,
      shopName: settings.shopName,
    }),
  }),
  routes: ({ seo }) => [route(seoRoutes, { seo }, 'root')],
});
