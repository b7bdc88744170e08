import Alert from 'react-bootstrap/Alert';
import { Link, Outlet, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { SETTINGS_MESSAGES } from '@shop/contract/settings-text';
import { shopSettingsQuery } from '../../lib/api/shop-settings';
import { useAuth } from '../../lib/auth';

/**
 * Every admin screen: while the shop has no company details (a new shop outside demo mode),
 * admins see a banner that leads to /admin/settings.
 */
export function AdminFrame() {
  const { isAdmin } = useAuth();
  const { pathname } = useLocation();
  const settings = useQuery({ ...shopSettingsQuery(), enabled: isAdmin });
  const missing = isAdmin && settings.data?.company === null && pathname !== '/admin/settings';
  return (
    <>
      {missing && (
        <div className="container pt-3">
          <Alert variant="warning" className="mb-0 d-flex gap-2 align-items-start">
            <i className="bi bi-exclamation-triangle-fill" aria-hidden="true" />
            <div>
              {SETTINGS_MESSAGES.missing}{' '}
              <Link to="/admin/settings" className="alert-link">
                Fill in your shop&apos;s details
              </Link>
            </div>
          </Alert>
        </div>
      )}
      <Outlet />
    </>
  );
}
