import { queryOptions } from '@tanstack/react-query';
import type { PageSlug } from '@shop/contract/content-pages';
import { listPageVersions } from '@shop/contract/content/routes';
import { call } from '../../../lib/api-client';
import { adminPagesKey } from './admin-pages';

/** The last 20 saves, newest first. */
export const pageVersionsQuery = (slug: PageSlug) =>
  queryOptions({
    queryKey: [...adminPagesKey, 'versions', slug],
    queryFn: async () => (await call(listPageVersions, { params: { slug } })).versions,
  });
