import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import type {
  AdminCustomersResponse,
  AdminUser,
  AdminUsersResponse,
  BulkUsersResult,
  DeleteUserResponse,
  UserActivity,
  UserFormInput,
  UserOrdersResponse,
  UserStats,
} from '@shop/contract';
import { api } from '../../../lib/api-client';
import { toQueryString, type QueryParams } from '../../../lib/query-string';
import {
  useCallMutation,
  useInvalidator,
  type MutationReactions,
} from '../../../lib/use-call-mutation';
import type { PeopleArea } from '../people-labels';

/** Every users and customers query starts with this key: one invalidation refreshes them all. */
export const peopleKey = ['admin', 'people'] as const;

/**
 * One page of the users or the customers list (the same rows from two routes): its people and
 * its pagination.
 */
export const peopleListQuery = (area: PeopleArea, params: QueryParams) =>
  queryOptions({
    queryKey: [...peopleKey, area, params],
    queryFn: async () => {
      const path = `/admin/${area}${toQueryString(params)}`;
      if (area === 'users') {
        const { users, pagination } = await api.get<AdminUsersResponse>(path);
        return { people: users, pagination };
      }
      const { customers, pagination } = await api.get<AdminCustomersResponse>(path);
      return { people: customers, pagination };
    },
    placeholderData: keepPreviousData,
  });

export const userStatsQuery = () =>
  queryOptions({
    queryKey: [...peopleKey, 'user-stats'],
    queryFn: async () => (await api.get<{ stats: UserStats }>('/admin/users/stats')).stats,
  });

export const adminUserQuery = (id: number) =>
  queryOptions({
    queryKey: [...peopleKey, 'user', id],
    queryFn: async () => (await api.get<{ user: AdminUser }>(`/admin/users/${id}`)).user,
  });

export const userOrdersQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: [...peopleKey, 'user', id, 'orders', page],
    queryFn: () => api.get<UserOrdersResponse>(`/admin/users/${id}/orders?page=${page}`),
    placeholderData: keepPreviousData,
  });

export const userActivityQuery = (id: number) =>
  queryOptions({
    queryKey: [...peopleKey, 'user', id, 'activity'],
    queryFn: async () =>
      (await api.get<{ activity: UserActivity[] }>(`/admin/users/${id}/activity`)).activity,
  });

export const createUser = (form: UserFormInput) =>
  api.post<{ user: AdminUser; message: string }>('/admin/users', form);

export const updateUser = (id: number, form: UserFormInput) =>
  api.put<{ user: AdminUser; message: string }>(`/admin/users/${id}`, form);

export const saveUserNotes = async (id: number, notes: string) =>
  (await api.put<{ user: AdminUser }>(`/admin/users/${id}/notes`, { notes })).user;

export const setUserStatus = async (id: number, status: AdminUser['status']) =>
  (await api.put<{ user: AdminUser }>(`/admin/users/${id}/status`, { status })).user;

export const deleteUser = (id: number) => api.delete<DeleteUserResponse>(`/admin/users/${id}`);

export const bulkUserStatus = (ids: number[], status: AdminUser['status']) =>
  api.put<BulkUsersResult>('/admin/users/bulk-update', { ids, status });

export const bulkDeleteUsers = (ids: number[]) =>
  api.post<BulkUsersResult>('/admin/users/bulk-delete', { ids });

/** Refresh, and what every write to an account makes stale: the lists, the cards, the person. */
export const useRefreshPeople = () => useInvalidator(peopleKey);

/**
 * An account's status. The refresh is awaited, so the list row and the detail's select keep
 * showing the new status until the refreshed answers have it.
 */
export function useSetUserStatus(
  reactions: MutationReactions<AdminUser, { id: number; status: AdminUser['status'] }> = {},
) {
  const refresh = useRefreshPeople();
  return useCallMutation(
    {
      mutationFn: ({ id, status }: { id: number; status: AdminUser['status'] }) =>
        setUserStatus(id, status),
      onSuccess: refresh,
    },
    reactions,
  );
}

export function useSaveUserNotes(id: number, reactions: MutationReactions<AdminUser, string> = {}) {
  const refresh = useRefreshPeople();
  return useCallMutation(
    { mutationFn: (notes: string) => saveUserNotes(id, notes), onSuccess: () => void refresh() },
    reactions,
  );
}

/** A delete (or an anonymisation, for an account with orders); `V` may carry the name shown. */
export function useDeleteUser<V extends { id: number }>(
  reactions: MutationReactions<DeleteUserResponse, V> = {},
) {
  const refresh = useRefreshPeople();
  return useCallMutation(
    { mutationFn: ({ id }: V) => deleteUser(id), onSuccess: () => void refresh() },
    reactions,
  );
}

export type BulkPeopleAction = { ids: number[]; status: AdminUser['status'] | null; label: string };

/** A bulk status change, or a bulk delete (status null); `label` is for the screen's message. */
export function useBulkPeopleAction(
  reactions: MutationReactions<BulkUsersResult, BulkPeopleAction> = {},
) {
  const refresh = useRefreshPeople();
  return useCallMutation(
    {
      mutationFn: ({ ids, status }: BulkPeopleAction) =>
        status === null ? bulkDeleteUsers(ids) : bulkUserStatus(ids, status),
      onSuccess: () => void refresh(),
    },
    reactions,
  );
}

/**
 * The user form's save: a new account, or the changes to one (`id`). The lists are refreshed
 * before the save settles, so the list the form returns to already shows it.
 */
export function useSaveUser(
  reactions: MutationReactions<
    { user: AdminUser; message: string },
    { id: number | null; form: UserFormInput }
  > = {},
) {
  const queryClient = useQueryClient();
  return useCallMutation(
    {
      mutationFn: ({ id, form }: { id: number | null; form: UserFormInput }) =>
        id === null ? createUser(form) : updateUser(id, form),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKey }),
    },
    reactions,
  );
}

/**
 * The CSV of the filtered users or customers list, downloaded through lib/download
 * (components/ui/DownloadLink).
 */
export const peopleExportUrl = (area: PeopleArea, params: QueryParams) =>
  `/api/admin/${area}/export${toQueryString(params)}`;
