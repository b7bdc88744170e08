import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminPagesKey } from './admin-pages';

/**
 * POST /api/admin/pages/preview: the HTML the public would get for this content, sanitised by
 * the server (nothing is saved), so the preview shows exactly what a visitor would see.
 */
export const pagePreviewQuery = (content: string) =>
  queryOptions({
    queryKey: [...adminPagesKey, 'preview', content],
    queryFn: async () =>
      (await api.post<{ content: string }>('/admin/pages/preview', { content })).content,
    staleTime: Infinity,
    gcTime: 60_000,
  });
