import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckAuthResponse, PublicUser } from '@shop/contract';
import { authQueryKey, checkAuthQuery } from './api/check-auth';
import { logout as logoutCall } from './api/logout';
import { onUnauthorized } from './api-client';

const STORAGE_KEY = 'user';

type AuthState = {
  user: PublicUser | null;
  isAdmin: boolean;
  /** True until the first answer from GET /api/check-auth. */
  isLoading: boolean;
  signedIn: (user: PublicUser) => void;
  signOut: () => Promise<void>;
};

const AuthContext = createContext<AuthState | null>(null);

/**
 * The server's session is the truth; the copy in localStorage is only a display hint used
 * when the check itself cannot reach the server (storefront.md section 4). It grants nothing:
 * every admin call is checked by the server.
 */
function storedUser(): PublicUser | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as PublicUser) : null;
  } catch {
    return null;
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const query = useQuery(checkAuthQuery());

  const user = query.data ? query.data.user : query.isError ? storedUser() : null;

  useEffect(() => {
    if (!query.data) return;
    if (query.data.user) localStorage.setItem(STORAGE_KEY, JSON.stringify(query.data.user));
    else localStorage.removeItem(STORAGE_KEY);
  }, [query.data]);

  const signedIn = useCallback(
    (next: PublicUser) => {
      queryClient.setQueryData<CheckAuthResponse>(authQueryKey, {
        isAuthenticated: true,
        user: next,
      });
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    try {
      await logoutCall();
    } finally {
      localStorage.removeItem(STORAGE_KEY);
      // Forget the user's data but keep the auth query itself: this provider observes it,
      // and an observer of a removed query never sees the signed-out state (the navbar kept
      // showing the user after Logout).
      queryClient.setQueryData<CheckAuthResponse>(authQueryKey, {
        isAuthenticated: false,
        user: null,
      });
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authQueryKey[0] });
    }
  }, [queryClient]);

  useEffect(
    () =>
      onUnauthorized(() => {
        localStorage.removeItem(STORAGE_KEY);
        queryClient.setQueryData<CheckAuthResponse>(authQueryKey, {
          isAuthenticated: false,
          user: null,
        });
      }),
    [queryClient],
  );

  const value = useMemo<AuthState>(
    () => ({
      user,
      isAdmin: user?.role === 'admin',
      isLoading: query.isPending,
      signedIn,
      signOut,
    }),
    [user, query.isPending, signedIn, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside AuthProvider');
  return ctx;
}
