import type { PageSavedResponse, PageUpdate } from '@shop/contract';
import type { PageSlug } from '@shop/contract/content-pages';
import { savePage as savePageRoute } from '@shop/contract/content/routes';
import { call } from '../../../lib/api-client';
import { useCallMutation, type MutationReactions } from '../../../lib/use-call-mutation';
import { useStoreSavedPage } from './admin-page';

/** Saves (the server sanitises) and records a version. */
export const savePage = (slug: PageSlug, update: PageUpdate) =>
  call(savePageRoute, { params: { slug }, body: update });

export function useSavePage(
  slug: PageSlug,
  reactions: MutationReactions<PageSavedResponse, PageUpdate> = {},
) {
  const store = useStoreSavedPage(slug);
  return useCallMutation(
    { mutationFn: (update: PageUpdate) => savePage(slug, update), onSuccess: store },
    reactions,
  );
}
