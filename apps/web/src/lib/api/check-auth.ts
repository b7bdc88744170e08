import { useMemo } from 'react';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { CheckAuthResponse, PublicUser } from '@shop/contract';
import { checkAuth as checkAuthRoute } from '@shop/contract/auth/routes';
import { call, routePath } from '../api-client';
import { takeInitialData } from '../initial-data';

export const authQueryKey = ['auth'] as const;

export const checkAuth = () => call(checkAuthRoute);

export const checkAuthQuery = () =>
  queryOptions({
    queryKey: authQueryKey,
    queryFn: checkAuth,
    // The server put the answer into the page it served (apps/web/src/lib/initial-data.ts).
    initialData: () => takeInitialData<CheckAuthResponse>(routePath(checkAuthRoute)),
    staleTime: 60_000,
    retry: 1,
  });

/**
 * The session as the browser learns it without asking the server: a login's answer signs the
 * user in, a 401 anywhere signs them out. Written into the auth query the context observes.
 */
export function useSessionCache() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      signedIn: (user: PublicUser) =>
        queryClient.setQueryData<CheckAuthResponse>(authQueryKey, {
          isAuthenticated: true,
          user,
        }),
      signedOut: () =>
        queryClient.setQueryData<CheckAuthResponse>(authQueryKey, {
          isAuthenticated: false,
          user: null,
        }),
    }),
    [queryClient],
  );
}
