import type { PageSavedResponse, PageUpdate } from '@shop/contract';
import type { PageSlug } from '@shop/contract/content-pages';
import { api } from '../../../lib/api-client';

/** PUT /api/admin/pages/{slug}: saves (the server sanitises) and records a version. */
export const savePage = (slug: PageSlug, update: PageUpdate) =>
  api.put<PageSavedResponse>(`/admin/pages/${slug}`, update);
