import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  LEAD_KINDS,
  type BulkResult,
  type LeadKind,
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

const recordOf = <K extends LeadKind>(kind: K, body: Record<string, unknown>) =>
  body[LEAD_KINDS[kind].recordKey] as LeadRecord<K>;

export const leadQuery = <K extends LeadKind>(kind: K, id: number) =>
  queryOptions({
    queryKey: [...leadsKey(kind), 'detail', id],
    queryFn: async () =>
      recordOf(kind, await api.get<Record<string, unknown>>(`${base(kind)}/${id}`)),
  });

function writesOf<K extends LeadKind>(
  kind: K,
): LeadWrites<LeadRecord<K>, LeadStatus<K>, LeadUpdate<K>> {
  return {
    kindKey: leadsKey(kind),
    detailKey: (id) => leadQuery(kind, id).queryKey,
    update: async (id, update) =>
      recordOf(kind, await api.put<Record<string, unknown>>(`${base(kind)}/${id}`, update)),
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
