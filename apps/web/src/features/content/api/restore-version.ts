import type { PageSavedResponse, PageVersion } from '@shop/contract';
import type { PageSlug } from '@shop/contract/content-pages';
import { restorePageVersion } from '@shop/contract/content/routes';
import { call } from '../../../lib/api-client';
import { useCallMutation, type MutationReactions } from '../../../lib/use-call-mutation';
import { useStoreSavedPage } from './admin-page';

/** A version's title and content, saved anew. */
export const restoreVersion = (slug: PageSlug, id: number) =>
  call(restorePageVersion, { params: { slug, id } });

export function useRestoreVersion(
  slug: PageSlug,
  reactions: MutationReactions<PageSavedResponse, PageVersion> = {},
) {
  const store = useStoreSavedPage(slug);
  return useCallMutation(
    { mutationFn: (version: PageVersion) => restoreVersion(slug, version.id), onSuccess: store },
    reactions,
  );
}
