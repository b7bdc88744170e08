import { queryOptions } from '@tanstack/react-query';
import { listPages } from '@shop/contract/content/routes';
import { call } from '../../../lib/api-client';

/** Every page-editor query starts with this key, so one invalidation refreshes them all. */
export const adminPagesKey = ['admin', 'pages'] as const;

/** The five pages with their state. */
export const adminPagesQuery = () =>
  queryOptions({
    queryKey: [...adminPagesKey, 'list'],
    queryFn: async () => (await call(listPages)).pages,
  });
