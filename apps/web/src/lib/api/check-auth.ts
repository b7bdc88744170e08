import { queryOptions } from '@tanstack/react-query';
import type { CheckAuthResponse } from '@shop/contract';
import { api } from '../api-client';
import { takeInitialData } from '../initial-data';

export const authQueryKey = ['auth'] as const;

export const checkAuth = () => api.get<CheckAuthResponse>('/check-auth');

export const checkAuthQuery = () =>
  queryOptions({
    queryKey: authQueryKey,
    queryFn: checkAuth,
    // The server put the answer into the page it served (apps/web/src/lib/initial-data.ts).
    initialData: () => takeInitialData<CheckAuthResponse>('/check-auth'),
    staleTime: 60_000,
    retry: 1,
  });
