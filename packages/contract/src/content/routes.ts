// Written by `npm run generate:routes` from the endpoint declarations; do not edit.
import { route } from '../route.ts';
import type * as endpoints from './endpoints.ts';

export const getPage = route<typeof endpoints.getPage>('GET', '/admin/pages/:slug');
export const getPublicPage = route<typeof endpoints.getPublicPage>('GET', '/pages/:slug');
export const getStorefrontBlocks = route<typeof endpoints.getStorefrontBlocks>('GET', '/storefront-blocks');
export const listPages = route<typeof endpoints.listPages>('GET', '/admin/pages');
export const listPageVersions = route<typeof endpoints.listPageVersions>('GET', '/admin/pages/:slug/versions');
export const previewPage = route<typeof endpoints.previewPage>('POST', '/admin/pages/preview');
export const restorePageVersion = route<typeof endpoints.restorePageVersion>('POST', '/admin/pages/:slug/versions/:id/restore');
export const savePage = route<typeof endpoints.savePage>('PUT', '/admin/pages/:slug');
export const saveStorefrontBlock = route<typeof endpoints.saveStorefrontBlock>('PUT', '/admin/storefront-blocks/:kind');
