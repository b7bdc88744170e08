import { Navigate, Outlet } from 'react-router';
import { LoadingState } from '../../components/ui/LoadingState';
import { useAuth } from '../../lib/auth';

/**
 * Admin screens: everyone else is sent to the home page. This only hides the screens; the
 * server refuses every admin call from a non-admin on its own.
 */
export function RequireAdmin() {
  const { user, isAdmin, isLoading } = useAuth();
  if (isLoading) return <LoadingState label="Checking your session..." />;
  if (!user || !isAdmin) return <Navigate to="/" replace />;
  return <Outlet />;
}
