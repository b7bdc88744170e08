import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
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

/** Every users and customers query starts with this key: one invalidation refreshes them all. */
export const peopleKey = ['admin', 'people'] as const;

export const adminUsersQuery = (params: QueryParams) =>
  queryOptions({
    queryKey: [...peopleKey, 'users', params],
    queryFn: () => api.get<AdminUsersResponse>(`/admin/users${toQueryString(params)}`),
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

/** The CSV of the filtered list, downloaded through lib/download (components/ui/DownloadLink). */
export const usersExportUrl = (params: QueryParams) =>
  `/api/admin/users/export${toQueryString(params)}`;
