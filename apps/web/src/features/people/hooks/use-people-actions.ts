import { useCallback, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PEOPLE_SCREEN_MESSAGES as M, type AdminUser } from '@shop/contract';
import { ApiError } from '../../../lib/api-client';
import type { PageAlertMessage } from '../../../components/ui/PageAlert';
import {
  bulkDeleteUsers,
  bulkUserStatus,
  deleteUser,
  peopleKey,
  setUserStatus,
} from '../api/admin-users';

/** The server's refusal (self-protection, last admin) says more than the generic text. */
const reason = (err: unknown, fallback: string) =>
  err instanceof ApiError && err.status === 409 ? `${fallback} ${err.message}` : fallback;

/**
 * The list screens' writes: one row's status, a delete, and the bulk actions. Failures put the
 * spec's message in the page alert; successes refresh every people query (lists and cards).
 */
export function usePeopleActions(kind: 'user' | 'customer') {
  const queryClient = useQueryClient();
  const [alert, setAlert] = useState<PageAlertMessage | null>(null);
  const dismissAlert = useCallback(() => setAlert(null), []);
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: peopleKey }),
    [queryClient],
  );
  const texts =
    kind === 'user'
      ? { status: M.userStatus, delete: M.userDelete }
      : { status: M.customerStatus, delete: M.customerDelete };

  const status = useMutation({
    mutationFn: ({ id, status }: { id: number; status: AdminUser['status'] }) =>
      setUserStatus(id, status),
    onSuccess: refresh,
    onError: (err) => setAlert({ variant: 'danger', text: reason(err, texts.status) }),
  });

  const remove = useMutation({
    mutationFn: ({ id }: { id: number; name: string }) => deleteUser(id),
    onSuccess: (result, { name }) => {
      setAlert({
        variant: 'success',
        text: result.outcome === 'deleted' ? `Deleted ${name}.` : `${name}: ${result.message}`,
      });
      void refresh();
    },
    onError: (err) => setAlert({ variant: 'danger', text: reason(err, texts.delete) }),
  });

  const bulk = useMutation({
    mutationFn: ({
      ids,
      status,
    }: {
      ids: number[];
      status: AdminUser['status'] | null;
      label: string;
    }) => (status === null ? bulkDeleteUsers(ids) : bulkUserStatus(ids, status)),
    onSuccess: (result, { status, label }) => {
      setAlert({
        variant: 'success',
        text:
          status === null
            ? `Deleted ${result.deleted}, anonymised ${result.anonymised} (they have orders).`
            : `${label}: ${result.updated} changed.`,
      });
      void refresh();
    },
    onError: (err) => setAlert({ variant: 'danger', text: reason(err, M.bulk) }),
  });

  return { alert, dismissAlert, refresh, status, remove, bulk };
}

export type PeopleActions = ReturnType<typeof usePeopleActions>;
