import Alert from 'react-bootstrap/Alert';
import { Link, Outlet, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { SETTINGS_MESSAGES } from '@shop/contract/settings-text';
import { shopSettingsQuery } from '../../lib/api/shop-settings';
import { useAuth } from '../../lib/auth';
import { useMediaQuery } from '../../lib/use-media-query';
import { AdminSideMenu } from './AdminSideMenu';

/** Bootstrap's lg breakpoint: from here the back office has its side menu. */
export const SIDE_MENU_QUERY = '(min-width: 992px)';

/**
 * Every admin screen: at desktop widths the back office's side menu beside it; while
 * the shop has no company details (a new shop outside demo mode), admins see a banner that
 * leads to /admin/settings.
 */
export function AdminFrame() {
  const { isAdmin, user } = useAuth();
  const wide = useMediaQuery(SIDE_MENU_QUERY);
  const { pathname } = useLocation();
  const settings = useQuery({ ...shopSettingsQuery(), enabled: isAdmin });
  const missing = isAdmin && settings.data?.company === null && pathname !== '/admin/settings';
  const screen = (
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
  // One tree at every width: the screen keeps its place, so crossing the breakpoint (a window
  // resized, a tablet turned) does not remount it and lose an open dialog or what was typed.
  const side = wide && user;
  return (
    <div className={side ? 'admin-layout' : undefined}>
      {side && <AdminSideMenu user={user} />}
      <div className={side ? 'admin-layout-screen' : undefined}>{screen}</div>
    </div>
  );
}
