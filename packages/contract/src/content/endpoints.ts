import { defineEndpoint } from '../endpoint.ts';
import {
  adminPageListResponse,
  adminPageResponse,
  pagePreviewResponse,
  pagePreviewSchema,
  pageSavedResponse,
  pageSlugParam,
  pageUpdateSchema,
  pageVersionParam,
  pageVersionsResponse,
  publicPageResponse,
} from '../content.ts';
import {
  storefrontBlocksSchema,
  storefrontBlockUpdateSchema,
  storefrontKindParam,
} from '../storefront-blocks.ts';

export const getPublicPage = defineEndpoint({
  method: 'GET',
  path: '/pages/:slug',
  access: 'visitor',
  tags: ['content'],
  summary: "A public page's published content block (null when not published)",
  params: pageSlugParam,
  reply: publicPageResponse,
  errors: [404],
});

export const getStorefrontBlocks = defineEndpoint({
  method: 'GET',
  path: '/storefront-blocks',
  access: 'visitor',
  tags: ['content'],
  summary: "The storefront's team, testimonials, statistics and certifications",
  reply: storefrontBlocksSchema,
});

/** The page editor's calls: admins only. */
const editor = { access: { role: ['admin'] }, tags: ['content'], errors: [404] } as const;

export const listPages = defineEndpoint({
  ...editor,
  method: 'GET',
  path: '/admin/pages',
  summary: 'The editable pages, with whether each is published and when it was saved',
  reply: adminPageListResponse,
});

export const previewPage = defineEndpoint({
  ...editor,
  method: 'POST',
  path: '/admin/pages/preview',
  summary: 'The sanitised HTML the public would get for this content (nothing is saved)',
  body: pagePreviewSchema,
  reply: pagePreviewResponse,
});

export const getPage = defineEndpoint({
  ...editor,
  method: 'GET',
  path: '/admin/pages/:slug',
  summary: 'One page as the editor shows it',
  params: pageSlugParam,
  reply: adminPageResponse,
});

export const savePage = defineEndpoint({
  ...editor,
  method: 'PUT',
  path: '/admin/pages/:slug',
  summary: 'Save the page (content sanitised) and record a version',
  params: pageSlugParam,
  body: pageUpdateSchema,
  reply: pageSavedResponse,
});

export const saveStorefrontBlock = defineEndpoint({
  ...editor,
  method: 'PUT',
  path: '/admin/storefront-blocks/:kind',
  summary: "Replace a storefront block's entries (an empty list removes the block)",
  params: storefrontKindParam,
  body: storefrontBlockUpdateSchema,
  reply: storefrontBlocksSchema,
});

export const listPageVersions = defineEndpoint({
  ...editor,
  method: 'GET',
  path: '/admin/pages/:slug/versions',
  summary: 'The last 20 saved versions, newest first',
  params: pageSlugParam,
  reply: pageVersionsResponse,
});

export const restorePageVersion = defineEndpoint({
  ...editor,
  method: 'POST',
  path: '/admin/pages/:slug/versions/:id/restore',
  summary: 'Make a saved version the page again (recorded as a new version)',
  params: pageVersionParam,
  reply: pageSavedResponse,
});
