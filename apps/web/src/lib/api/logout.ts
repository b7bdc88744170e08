import { useQueryClient } from '@tanstack/react-query';
import type { CheckAuthResponse } from '@shop/contract';
import { logout as logoutRoute } from '@shop/contract/auth/routes';
import { call } from '../api-client';
import { useCallMutation } from '../use-call-mutation';
import { authQueryKey } from './check-auth';

export const logout = () => call(logoutRoute);

/**
 * Logout. Whatever the server answers, the browser forgets the user's data but keeps the
 * auth query itself, now signed out: the auth context observes it, and an observer of a
 * removed query never sees the signed-out state (the navbar kept showing the user).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useCallMutation({
    mutationFn: logout,
    onSettled: () => {
      queryClient.setQueryData<CheckAuthResponse>(authQueryKey, {
        isAuthenticated: false,
        user: null,
      });
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authQueryKey[0] });
    },
  });
}
