import { queryOptions } from '@tanstack/react-query';
import type { PublicPageResponse } from '@shop/contract';
import { getPublicPage } from '@shop/contract/content/routes';
import type { PageSlug } from '@shop/contract/content-pages';
import { call, routePath } from '../../../lib/api-client';
import { takeInitialData } from '../../../lib/initial-data';

/** A public page's published block (inlined on a first visit). */
export const publicPageQuery = (slug: PageSlug) =>
  queryOptions({
    queryKey: ['pages', slug],
    queryFn: () => call(getPublicPage, { params: { slug } }),
    initialData: () => takeInitialData<PublicPageResponse>(routePath(getPublicPage, { slug })),
    staleTime: 60_000,
  });
