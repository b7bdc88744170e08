import { Navigate } from 'react-router';
import { LoadingState } from '../../components/ui/LoadingState';
import { adminLinksFor } from '../../lib/admin-links';
import { useAuth } from '../../lib/auth';

/**
 * /admin: the first back-office screen this user may open (the dashboard for admins and
 * managers who view reports), or the home page for everyone else.
 */
export function AdminHome() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <LoadingState label="Checking your session..." />;
  const first = adminLinksFor(user)[0];
  return <Navigate to={first ? first.to : '/'} replace />;
}
