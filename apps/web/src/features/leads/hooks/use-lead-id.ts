import { useLocation, useParams } from 'react-router';

/** The :id of a lead detail route, or null when it is not a record id. */
export function useLeadId(): number | null {
  const { id } = useParams();
  return id && /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : null;
}

/**
 * Where the detail's Back link goes: the list as it was left (filters, sort, page), which the
 * list's View link passes along; the plain list otherwise.
 */
export function useBackToList(listPath: string): string {
  const state = useLocation().state as { listSearch?: unknown } | null;
  const search = typeof state?.listSearch === 'string' ? state.listSearch : '';
  return search ? `${listPath}?${search}` : listPath;
}
