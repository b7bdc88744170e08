import type { PageSavedResponse, PageUpdate } from '@shop/contract';
import type { PageSlug } from '@shop/contract/content-pages';
import { api } from '../../../lib/api-client';
import { useCallMutation, type MutationReactions } from '../../../lib/use-call-mutation';
import { useStoreSavedPage } from './admin-page';

/** PUT /api/admin/pages/{slug}: saves (the server sanitises) and records a version. */
export const savePage = (slug: PageSlug, update: PageUpdate) =>
  api.put<PageSavedResponse>(`/admin/pages/${slug}`, update);

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
