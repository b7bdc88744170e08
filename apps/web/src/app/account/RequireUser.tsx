import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingState } from '../../components/ui/LoadingState';
import { useAuth } from '../../lib/auth';

/** Signed-in users only; others go to /login and come back here afterwards. */
export function RequireUser() {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) return <LoadingState label="Checking your session..." />;
  if (!user)
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}
