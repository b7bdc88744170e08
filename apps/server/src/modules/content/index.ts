import { defineModule, route } from '../module.ts';
import { contentRoutes } from './content.routes.ts';
import { createContentService, type ContentService } from './content.service.ts';

declare module '../module.ts' {
  interface ServiceRegistry {
    content: ContentService;
  }
}

/** The shop's own pages (about, terms, privacy). */
export const contentModule = defineModule({
  name: 'content',
  needs: ['database'],
  provides: ['content'],
  create: ({ database }) => ({ content: createContentService({ database }) }),
  routes: ({ content }) => [route(contentRoutes, { content })],
});
