import { queryOptions } from '@tanstack/react-query';
import { previewPage } from '@shop/contract/content/routes';
import { call } from '../../../lib/api-client';
import { adminPagesKey } from './admin-pages';

/**
 * The HTML the public would get for this content, sanitised by
 * the server (nothing is saved), so the preview shows exactly what a visitor would see.
 */
export const pagePreviewQuery = (content: string) =>
  queryOptions({
    queryKey: [...adminPagesKey, 'preview', content],
    queryFn: async () => (await call(previewPage, { body: { content } })).content,
    staleTime: Infinity,
    gcTime: 60_000,
  });
