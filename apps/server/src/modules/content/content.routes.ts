import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminPageListResponse,
  adminPageResponse,
  CONTENT_MESSAGES,
  errorResponses,
  pagePreviewResponse,
  pagePreviewSchema,
  pageSavedResponse,
  pageSlugParam,
  pageUpdateSchema,
  pageVersionParam,
  pageVersionsResponse,
  publicPageResponse,
  storefrontBlocksSchema,
  storefrontBlockUpdateSchema,
  storefrontKindParam,
} from '@shop/contract';
import { currentUser, requireRole } from '../../plugins/auth-guards.ts';
import { privateRoutes } from '../../plugins/private-routes.ts';
import type { ContentService } from './content.service.ts';

/** GET /api/pages/{slug}: the published block of a public page, for every visitor. */
export async function contentPublicRoutes(
  app: FastifyInstance,
  { content }: { content: ContentService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/pages/:slug',
    {
      schema: {
        tags: ['content'],
        summary: "A public page's published content block (null when not published)",
        params: pageSlugParam,
        response: { 200: publicPageResponse, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      // Revalidated each time, so a save shows at once.
      reply.header('Cache-Control', 'no-cache');
      return content.publicPage(request.params.slug);
    },
  );
  r.get(
    '/storefront-blocks',
    {
      schema: {
        tags: ['content'],
        summary: "The storefront's team, testimonials, statistics and certifications",
        response: { 200: storefrontBlocksSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return content.storefrontBlocks();
    },
  );
}

/** The page editor's calls: admins only (customer-and-commerce-admin.md section 6). */
export async function contentAdminRoutes(
  app: FastifyInstance,
  { content }: { content: ContentService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // onRequest, before the body is read: nobody else learns what a body should be.
  privateRoutes(app, requireRole('admin'));
  const tags = ['content'];
  const errors = errorResponses(400, 401, 403, 404);

  r.get(
    '/admin/pages',
    { schema: { tags, response: { 200: adminPageListResponse, ...errors } } },
    async () => ({ pages: await content.list() }),
  );
  r.post(
    '/admin/pages/preview',
    {
      schema: {
        tags,
        summary: 'The sanitised HTML the public would get for this content (nothing is saved)',
        body: pagePreviewSchema,
        response: { 200: pagePreviewResponse, ...errors },
      },
    },
    async (request) => ({ content: content.sanitize(request.body.content) }),
  );
  r.get(
    '/admin/pages/:slug',
    { schema: { tags, params: pageSlugParam, response: { 200: adminPageResponse, ...errors } } },
    async (request) => ({ page: await content.get(request.params.slug) }),
  );
  r.put(
    '/admin/pages/:slug',
    {
      schema: {
        tags,
        summary: 'Save the page (content sanitised) and record a version',
        params: pageSlugParam,
        body: pageUpdateSchema,
        response: { 200: pageSavedResponse, ...errors },
      },
    },
    async (request) => {
      const page = await content.save(request.params.slug, request.body, currentUser(request).id);
      return {
        success: true as const,
        message: page.published ? CONTENT_MESSAGES.savedPublished : CONTENT_MESSAGES.saved,
        page,
      };
    },
  );
  r.put(
    '/admin/storefront-blocks/:kind',
    {
      schema: {
        tags,
        summary: "Replace a storefront block's entries (an empty list removes the block)",
        params: storefrontKindParam,
        body: storefrontBlockUpdateSchema,
        response: { 200: storefrontBlocksSchema, ...errors },
      },
    },
    async (request) =>
      content.saveStorefrontBlock(request.params.kind, request.body, currentUser(request).id),
  );
  r.get(
    '/admin/pages/:slug/versions',
    {
      schema: {
        tags,
        summary: 'The last 20 saved versions, newest first',
        params: pageSlugParam,
        response: { 200: pageVersionsResponse, ...errors },
      },
    },
    async (request) => ({ versions: await content.versions(request.params.slug) }),
  );
  r.post(
    '/admin/pages/:slug/versions/:id/restore',
    {
      schema: {
        tags,
        params: pageVersionParam,
        response: { 200: pageSavedResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: CONTENT_MESSAGES.restored,
      page: await content.restore(request.params.slug, request.params.id, currentUser(request).id),
    }),
  );
}
