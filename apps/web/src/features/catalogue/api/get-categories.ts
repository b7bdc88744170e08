import { queryOptions } from '@tanstack/react-query';
import type { Category } from '@shop/contract';
import { api } from '../../../lib/api-client';
import { takeInitialData } from '../../../lib/initial-data';

export const categoriesQuery = () =>
  queryOptions({
    queryKey: ['catalogue', 'categories'],
    queryFn: async () => (await api.get<{ categories: Category[] }>('/categories')).categories,
    initialData: () => takeInitialData<{ categories: Category[] }>('/categories')?.categories,
    staleTime: 5 * 60_000,
  });
