import { Navigate, Outlet } from 'react-router';
import {
  ADMIN_ACCESS_DENIED,
  hasPermission,
  STAFF_ROLES,
  type Permission,
} from '@shop/contract/permissions';
import { LoadingState } from '../../components/ui/LoadingState';
import { useAuth } from '../../lib/auth';

/**
 * Back-office screens that managers with a permission may use too (the leads need
 * canManageOrders). A list screen says access is denied; a detail screen sends the visitor to
 * /admin (docs/modules/leads.md#calls). Only a display rule: the server checks every call.
 */
export function RequirePermission({
  permission,
  denied,
  nonStaff,
}: {
  permission: Permission;
  denied: 'message' | 'redirect';
  /** 'home': visitors and customers go to / whatever `denied` says. */
  nonStaff?: 'home';
}) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <LoadingState label="Checking your session..." />;
  if (hasPermission(user, permission)) return <Outlet />;
  // The commerce screens send visitors and customers home
  // (docs/modules/users.md#roles-and-permissions); staff without the permission learn why the
  // screen is closed.
  if (nonStaff === 'home' && (!user || !(STAFF_ROLES as readonly string[]).includes(user.role))) {
    return <Navigate to="/" replace />;
  }
  if (denied === 'redirect') return <Navigate to="/admin" replace />;
  return (
    <div className="container py-5">
      {/* Plain markup: the router, and so this guard, is in the first chunk. */}
      <div className="alert alert-danger" role="alert">
        <i className="bi bi-shield-exclamation me-2" aria-hidden="true" />
        {ADMIN_ACCESS_DENIED}
      </div>
    </div>
  );
}
