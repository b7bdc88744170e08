import type { PageSavedResponse } from '@shop/contract';
import type { PageSlug } from '@shop/contract/content-pages';
import { api } from '../../../lib/api-client';

/** POST /api/admin/pages/{slug}/versions/{id}/restore: a version's title and content, saved anew. */
export const restoreVersion = (slug: PageSlug, id: number) =>
  api.post<PageSavedResponse>(`/admin/pages/${slug}/versions/${id}/restore`);
