import { Outlet } from 'react-router';
export function RequireAdmin() {
  return <Outlet />;
}
