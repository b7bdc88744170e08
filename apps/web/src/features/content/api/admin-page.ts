import { queryOptions } from '@tanstack/react-query';
import type { AdminPage } from '@shop/contract';
import type { PageSlug } from '@shop/contract/content-pages';
import { api } from '../../../lib/api-client';
import { adminPagesKey } from './admin-pages';

/** GET /api/admin/pages/{slug}: the saved title, content and Published state. */
export const adminPageQuery = (slug: PageSlug) =>
  queryOptions({
    queryKey: [...adminPagesKey, 'detail', slug],
    queryFn: async () => (await api.get<{ page: AdminPage }>(`/admin/pages/${slug}`)).page,
    // The editor's draft is kept in the form: a background refetch must not replace it.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    // Forgotten as soon as the editor leaves the page: coming back reads what is saved now
    // (another admin may have saved since), never an old copy to overwrite their work with.
    gcTime: 0,
  });
