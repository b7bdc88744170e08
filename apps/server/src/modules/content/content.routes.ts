import type { FastifyInstance } from 'fastify';
import { CONTENT_MESSAGES } from '@shop/contract';
import {
  getPage,
  getPublicPage,
  getStorefrontBlocks,
  listPages,
  listPageVersions,
  previewPage,
  restorePageVersion,
  savePage,
  saveStorefrontBlock,
} from '@shop/contract/content/endpoints';
import { currentUser } from '../../plugins/auth-guards.ts';
import { serve } from '../../plugins/endpoints.ts';
import type { ContentService } from './content.service.ts';

/** The public pages' blocks for every visitor, and the page editor's calls (admins). */
export async function contentRoutes(
  app: FastifyInstance,
  { content }: { content: ContentService },
) {
  serve(app, getPublicPage, async (request, reply) => {
    // Revalidated each time, so a save shows at once.
    reply.header('Cache-Control', 'no-cache');
    return content.publicPage(request.params.slug);
  });
  serve(app, getStorefrontBlocks, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return content.storefrontBlocks();
  });

  serve(app, listPages, async () => ({ pages: await content.list() }));
  serve(app, previewPage, async (request) => ({
    content: content.sanitize(request.body.content),
  }));
  serve(app, getPage, async (request) => ({ page: await content.get(request.params.slug) }));
  serve(app, savePage, async (request) => {
    const page = await content.save(request.params.slug, request.body, currentUser(request).id);
    return {
      success: true as const,
      message: page.published ? CONTENT_MESSAGES.savedPublished : CONTENT_MESSAGES.saved,
      page,
    };
  });
  serve(app, saveStorefrontBlock, async (request) =>
    content.saveStorefrontBlock(request.params.kind, request.body, currentUser(request).id),
  );
  serve(app, listPageVersions, async (request) => ({
    versions: await content.versions(request.params.slug),
  }));
  serve(app, restorePageVersion, async (request) => ({
    success: true as const,
    message: CONTENT_MESSAGES.restored,
    page: await content.restore(request.params.slug, request.params.id, currentUser(request).id),
  }));
}
