import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { PageSavedResponse } from '@shop/contract';
import { getPage } from '@shop/contract/content/routes';
import type { PageSlug } from '@shop/contract/content-pages';
import { call } from '../../../lib/api-client';
import { adminPagesKey } from './admin-pages';
import { pageVersionsQuery } from './page-versions';
import { publicPageQuery } from './public-page';

/** The saved title, content and Published state. */
export const adminPageQuery = (slug: PageSlug) =>
  queryOptions({
    queryKey: [...adminPagesKey, 'detail', slug],
    queryFn: async () => (await call(getPage, { params: { slug } })).page,
    // The editor's draft is kept in the form: a background refetch must not replace it.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    // Forgotten as soon as the editor leaves the page: coming back reads what is saved now
    // (another admin may have saved since), never an old copy to overwrite their work with.
    gcTime: 0,
  });

/**
 * What a save or a restore does with its answer: the saved page replaces the editor's at once,
 * and the page list, the page's versions and its public block are asked again behind it.
 */
export function useStoreSavedPage(slug: PageSlug) {
  const queryClient = useQueryClient();
  return ({ page }: PageSavedResponse) => {
    queryClient.setQueryData(adminPageQuery(slug).queryKey, page);
    void queryClient.invalidateQueries({ queryKey: [...adminPagesKey, 'list'] });
    void queryClient.invalidateQueries({ queryKey: pageVersionsQuery(slug).queryKey });
    void queryClient.invalidateQueries({ queryKey: publicPageQuery(slug).queryKey });
  };
}
