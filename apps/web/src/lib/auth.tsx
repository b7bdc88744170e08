import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@shop/contract';
import { checkAuthQuery, useSessionCache } from './api/check-auth';
import { useLogout } from './api/logout';
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
 * when the check itself cannot reach the server (docs/modules/auth.md#screens). It grants nothing:
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
  const query = useQuery(checkAuthQuery());
  const session = useSessionCache();
  const { mutateAsync: endSession } = useLogout();

  const user = query.data ? query.data.user : query.isError ? storedUser() : null;

  useEffect(() => {
    if (!query.data) return;
    if (query.data.user) localStorage.setItem(STORAGE_KEY, JSON.stringify(query.data.user));
    else localStorage.removeItem(STORAGE_KEY);
  }, [query.data]);

  const signedIn = useCallback((next: PublicUser) => session.signedIn(next), [session]);

  const signOut = useCallback(async () => {
    try {
      await endSession();
    } finally {
      localStorage.removeItem(STORAGE_KEY);
    }
  }, [endSession]);

  useEffect(
    () =>
      onUnauthorized(() => {
        localStorage.removeItem(STORAGE_KEY);
        session.signedOut();
      }),
    [session],
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
