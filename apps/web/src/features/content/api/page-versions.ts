import { queryOptions } from '@tanstack/react-query';
import type { PageVersion } from '@shop/contract';
import type { PageSlug } from '@shop/contract/content-pages';
import { api } from '../../../lib/api-client';
import { adminPagesKey } from './admin-pages';

/** GET /api/admin/pages/{slug}/versions: the last 20 saves, newest first. */
export const pageVersionsQuery = (slug: PageSlug) =>
  queryOptions({
    queryKey: [...adminPagesKey, 'versions', slug],
    queryFn: async () =>
      (await api.get<{ versions: PageVersion[] }>(`/admin/pages/${slug}/versions`)).versions,
  });
