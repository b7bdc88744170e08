import { Outlet } from 'react-router';
export function RequireUser() {
  return <Outlet />;
}
