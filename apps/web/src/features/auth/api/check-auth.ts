import { queryOptions } from '@tanstack/react-query';
import type { CheckAuthResponse } from '@shop/contract';
import { api } from '../../../lib/api-client';

export const authQueryKey = ['auth'] as const;

export const checkAuth = () => api.get<CheckAuthResponse>('/check-auth');

export const checkAuthQuery = () =>
  queryOptions({ queryKey: authQueryKey, queryFn: checkAuth, staleTime: 60_000, retry: 1 });
