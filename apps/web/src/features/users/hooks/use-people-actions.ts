import { useCallback, useState } from 'react';
import { PEOPLE_SCREEN_MESSAGES as M } from '@shop/contract';
import { ApiError } from '../../../lib/api-client';
import type { PageAlertMessage } from '../../../components/ui/PageAlert';
import {
  useBulkPeopleAction,
  useDeleteUser,
  useRefreshPeople,
  useSetUserStatus,
} from '../api/admin-users';

/** The server's refusal (self-protection, last admin) says more than the generic text. */
const reason = (err: unknown, fallback: string) =>
  err instanceof ApiError && err.status === 409 ? `${fallback} ${err.message}` : fallback;

/**
 * The list screens' writes: one row's status, a delete, and the bulk actions (their cache work
 * is in api/admin-users.ts). Failures put the spec's message in the page alert, deletes and
 * bulk actions their outcome.
 */
export function usePeopleActions(kind: 'user' | 'customer') {
  const [alert, setAlert] = useState<PageAlertMessage | null>(null);
  const dismissAlert = useCallback(() => setAlert(null), []);
  const refresh = useRefreshPeople();
  const texts =
    kind === 'user'
      ? { status: M.userStatus, delete: M.userDelete }
      : { status: M.customerStatus, delete: M.customerDelete };

  const status = useSetUserStatus({
    onError: (err) => setAlert({ variant: 'danger', text: reason(err, texts.status) }),
  });

  const remove = useDeleteUser<{ id: number; name: string }>({
    onSuccess: (result, { name }) =>
      setAlert({
        variant: 'success',
        text: result.outcome === 'deleted' ? `Deleted ${name}.` : `${name}: ${result.message}`,
      }),
    onError: (err) => setAlert({ variant: 'danger', text: reason(err, texts.delete) }),
  });

  const bulk = useBulkPeopleAction({
    onSuccess: (result, { status, label }) =>
      setAlert({
        variant: 'success',
        text:
          status === null
            ? `Deleted ${result.deleted}, anonymised ${result.anonymised} (they have orders).`
            : `${label}: ${result.updated} changed.`,
      }),
    onError: (err) => setAlert({ variant: 'danger', text: reason(err, M.bulk) }),
  });

  return { alert, dismissAlert, refresh, status, remove, bulk };
}

export type PeopleActions = ReturnType<typeof usePeopleActions>;
