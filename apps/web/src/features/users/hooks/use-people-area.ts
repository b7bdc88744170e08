import { useLocation, useParams } from 'react-router';
import type { PeopleArea } from '../people-labels';

/** Which area the screen is in (customers or users) and the person's id from the route. */
export function usePeopleRoute(): { area: PeopleArea; id: number | null } {
  const { pathname } = useLocation();
  const { id } = useParams();
  const area: PeopleArea = pathname.startsWith('/admin/customers') ? 'customers' : 'users';
  return { area, id: id && /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null };
}
