import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  LEAD_KINDS,
  type BulkResult,
  type LeadHistoryEntry,
  type LeadKind,
  type LeadNote,
  type LeadRecord,
  type LeadStats,
  type LeadStatus,
  type LeadUpdate,
  type Pagination,
} from '@shop/contract';
import { api } from '../../../lib/api-client';
import { toQueryString, type QueryParams } from '../../../lib/query-string';
import type { LeadWrites } from './lead-writes';

/**
 * The staff calls of both kinds of lead (contact requests, site surveys), written once over
 * the contract's LEAD_KINDS: each kind has the same calls under its own path, and names its
 * page of records and its record in its own way (`contactRequests` / `surveys`).
 */
const base = (kind: LeadKind) => `/admin/${LEAD_KINDS[kind].path}`;

/** Every query of a kind starts with this key, so one invalidation refreshes them all. */
export const leadsKey = (kind: LeadKind) => ['admin', LEAD_KINDS[kind].path] as const;

export type LeadPage<K extends LeadKind> = { rows: LeadRecord<K>[]; pagination: Pagination };

export const leadListQuery = <K extends LeadKind>(kind: K, params: QueryParams) =>
  queryOptions({
    queryKey: [...leadsKey(kind), 'list', params],
    queryFn: async (): Promise<LeadPage<K>> => {
      const body = await api.get<Record<string, unknown>>(`${base(kind)}${toQueryString(params)}`);
      return {
        rows: body[LEAD_KINDS[kind].listKey] as LeadRecord<K>[],
        pagination: body.pagination as Pagination,
      };
    },
    placeholderData: keepPreviousData,
  });

export const leadStatsQuery = <K extends LeadKind>(kind: K) =>
  queryOptions({
    queryKey: [...leadsKey(kind), 'stats'],
    queryFn: async () => (await api.get<{ stats: LeadStats<K> }>(`${base(kind)}/stats`)).stats,
  });

/** One lead as the detail screen shows it: the record, the staff's notes and its history. */
export type LeadDetail<K extends LeadKind> = {
  record: LeadRecord<K>;
  notes: LeadNote[];
  history: LeadHistoryEntry[];
};

type DetailBody = { notes: LeadNote[]; history: LeadHistoryEntry[] } & Record<string, unknown>;
const detailOf = <K extends LeadKind>(kind: K, body: DetailBody): LeadDetail<K> => ({
  record: body[LEAD_KINDS[kind].recordKey] as LeadRecord<K>,
  notes: body.notes,
  history: body.history,
});

export const leadQuery = <K extends LeadKind>(kind: K, id: number) =>
  queryOptions({
    queryKey: [...leadsKey(kind), 'detail', id],
    queryFn: async () => detailOf(kind, await api.get<DetailBody>(`${base(kind)}/${id}`)),
  });

/** The staff's notes on one lead, newest first: under the detail's key, refreshed with it. */
export const leadNotesQuery = (kind: LeadKind, id: number) =>
  queryOptions({
    queryKey: [...leadQuery(kind, id).queryKey, 'notes'],
    queryFn: async () => (await api.get<{ notes: LeadNote[] }>(`${base(kind)}/${id}/notes`)).notes,
  });

function writesOf<K extends LeadKind>(
  kind: K,
): LeadWrites<LeadDetail<K>, LeadStatus<K>, LeadUpdate<K>> {
  return {
    kindKey: leadsKey(kind),
    detailKey: (id) => leadQuery(kind, id).queryKey,
    update: async (id, update) =>
      detailOf(kind, await api.put<DetailBody>(`${base(kind)}/${id}`, update)),
    addNote: async (id, text) =>
      (await api.post<{ note: LeadNote }>(`${base(kind)}/${id}/notes`, { text })).note,
    remove: (id) => api.delete(`${base(kind)}/${id}`),
    bulkStatus: (ids, status) => api.put<BulkResult>(`${base(kind)}/bulk-status`, { ids, status }),
    bulkDelete: (ids) => api.post<BulkResult>(`${base(kind)}/bulk-delete`, { ids }),
  };
}

/** Each kind's writes, for the mutation hooks of lead-writes.ts (one object per kind). */
export const LEAD_WRITES: { [K in LeadKind]: ReturnType<typeof writesOf<K>> } = {
  contact: writesOf('contact'),
  survey: writesOf('survey'),
};

/** The CSV of the filtered list, downloaded through lib/download (components/ui/DownloadLink). */
export const leadsExportUrl = (kind: LeadKind, params: Omit<QueryParams, 'page' | 'limit'>) =>
  `/api${base(kind)}/export${toQueryString(params)}`;
