import { queryOptions } from '@tanstack/react-query';
import type { AdminPageSummary } from '@shop/contract';
import { api } from '../../../lib/api-client';

/** Every page-editor query starts with this key, so one invalidation refreshes them all. */
export const adminPagesKey = ['admin', 'pages'] as const;

/** GET /api/admin/pages: the five pages with their state. */
export const adminPagesQuery = () =>
  queryOptions({
    queryKey: [...adminPagesKey, 'list'],
    queryFn: async () => (await api.get<{ pages: AdminPageSummary[] }>('/admin/pages')).pages,
  });
