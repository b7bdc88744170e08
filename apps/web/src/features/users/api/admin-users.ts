import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, BulkUsersResult, DeleteUserResponse, UserFormInput } from '@shop/contract';
import {
  bulkDeleteUsers as bulkDeleteUsersRoute,
  bulkUpdateUsers,
  createUser as createUserRoute,
  deleteUser as deleteUserRoute,
  exportCustomersCsv,
  exportUsersCsv,
  getUser,
  getUserStats,
  listCustomers,
  listUserActivity,
  listUserOrders,
  listUsers,
  saveUserNotes as saveUserNotesRoute,
  setUserStatus as setUserStatusRoute,
  updateUser as updateUserRoute,
} from '@shop/contract/users/routes';
import { call, routeUrl } from '../../../lib/api-client';
import type { QueryParams } from '../../../lib/query-string';
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
      if (area === 'users') {
        const { users, pagination } = await call(listUsers, { query: params });
        return { people: users, pagination };
      }
      const { customers, pagination } = await call(listCustomers, { query: params });
      return { people: customers, pagination };
    },
    placeholderData: keepPreviousData,
  });

export const userStatsQuery = () =>
  queryOptions({
    queryKey: [...peopleKey, 'user-stats'],
    queryFn: async () => (await call(getUserStats)).stats,
  });

export const adminUserQuery = (id: number) =>
  queryOptions({
    queryKey: [...peopleKey, 'user', id],
    queryFn: async () => (await call(getUser, { params: { id } })).user,
  });

export const userOrdersQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: [...peopleKey, 'user', id, 'orders', page],
    queryFn: () => call(listUserOrders, { params: { id }, query: { page } }),
    placeholderData: keepPreviousData,
  });

export const userActivityQuery = (id: number) =>
  queryOptions({
    queryKey: [...peopleKey, 'user', id, 'activity'],
    queryFn: async () => (await call(listUserActivity, { params: { id } })).activity,
  });

export const createUser = (form: UserFormInput) => call(createUserRoute, { body: form });

export const updateUser = (id: number, form: UserFormInput) =>
  call(updateUserRoute, { params: { id }, body: form });

export const saveUserNotes = async (id: number, notes: string) =>
  (await call(saveUserNotesRoute, { params: { id }, body: { notes } })).user;

export const setUserStatus = async (id: number, status: AdminUser['status']) =>
  (await call(setUserStatusRoute, { params: { id }, body: { status } })).user;

export const deleteUser = (id: number) => call(deleteUserRoute, { params: { id } });

export const bulkUserStatus = (ids: number[], status: AdminUser['status']) =>
  call(bulkUpdateUsers, { body: { ids, status } });

export const bulkDeleteUsers = (ids: number[]) => call(bulkDeleteUsersRoute, { body: { ids } });

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
  area === 'users'
    ? routeUrl(exportUsersCsv, { query: params })
    : routeUrl(exportCustomersCsv, { query: params });
