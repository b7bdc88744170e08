import { queryOptions } from '@tanstack/react-query';
import type { PublicPageResponse } from '@shop/contract';
import type { PageSlug } from '@shop/contract/content-pages';
import { api } from '../../../lib/api-client';
import { takeInitialData } from '../../../lib/initial-data';

/** GET /api/pages/{slug}: a public page's published block (inlined on a first visit). */
export const publicPageQuery = (slug: PageSlug) =>
  queryOptions({
    queryKey: ['pages', slug],
    queryFn: () => api.get<PublicPageResponse>(`/pages/${slug}`),
    initialData: () => takeInitialData<PublicPageResponse>(`/pages/${slug}`),
    staleTime: 60_000,
  });
