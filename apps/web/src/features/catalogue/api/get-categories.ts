import { queryOptions } from '@tanstack/react-query';
import type { Category } from '@shop/contract';
import { listCategories } from '@shop/contract/catalogue/routes';
import { call } from '../../../lib/api-client';
import { takeInitialData } from '../../../lib/initial-data';

export const categoriesQuery = () =>
  queryOptions({
    queryKey: ['catalogue', 'categories'],
    queryFn: async () => (await call(listCategories)).categories,
    initialData: () => takeInitialData<{ categories: Category[] }>(listCategories.path)?.categories,
    staleTime: 5 * 60_000,
  });
