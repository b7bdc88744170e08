import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  BulkResult,
  ContactListResponse,
  ContactRequestRecord,
  ContactStats,
  ContactUpdate,
} from '@shop/contract';
import { api } from '../../../lib/api-client';
import { toQueryString, type QueryParams } from '../../../lib/query-string';
import type { LeadWrites } from './lead-writes';

/** Every contact-request query starts with this key, so one invalidation refreshes them all. */
export const contactRequestsKey = ['admin', 'contact-requests'] as const;

export const contactRequestsQuery = (params: QueryParams) =>
  queryOptions({
    queryKey: [...contactRequestsKey, 'list', params],
    queryFn: () => api.get<ContactListResponse>(`/admin/contact-requests${toQueryString(params)}`),
    placeholderData: keepPreviousData,
  });

export const contactRequestStatsQuery = () =>
  queryOptions({
    queryKey: [...contactRequestsKey, 'stats'],
    queryFn: async () =>
      (await api.get<{ stats: ContactStats }>('/admin/contact-requests/stats')).stats,
  });

export const contactRequestQuery = (id: number) =>
  queryOptions({
    queryKey: [...contactRequestsKey, 'detail', id],
    queryFn: async () =>
      (await api.get<{ contactRequest: ContactRequestRecord }>(`/admin/contact-requests/${id}`))
        .contactRequest,
  });

export const updateContactRequest = async (id: number, update: ContactUpdate) =>
  (await api.put<{ contactRequest: ContactRequestRecord }>(`/admin/contact-requests/${id}`, update))
    .contactRequest;

export const deleteContactRequest = (id: number) => api.delete(`/admin/contact-requests/${id}`);

export const bulkContactRequestStatus = (ids: number[], status: ContactRequestRecord['status']) =>
  api.put<BulkResult>('/admin/contact-requests/bulk-status', { ids, status });

export const bulkDeleteContactRequests = (ids: number[]) =>
  api.post<BulkResult>('/admin/contact-requests/bulk-delete', { ids });

/** This kind's writes, for the mutation hooks of lead-writes.ts. */
export const contactRequestWrites: LeadWrites<
  ContactRequestRecord,
  ContactRequestRecord['status'],
  ContactUpdate
> = {
  kindKey: contactRequestsKey,
  detailKey: (id) => contactRequestQuery(id).queryKey,
  update: updateContactRequest,
  remove: deleteContactRequest,
  bulkStatus: bulkContactRequestStatus,
  bulkDelete: bulkDeleteContactRequests,
};

/** The CSV of the filtered list, downloaded through lib/download (components/ui/DownloadLink). */
export const contactRequestsExportUrl = (params: Omit<QueryParams, 'page' | 'limit'>) =>
  `/api/admin/contact-requests/export${toQueryString(params)}`;
