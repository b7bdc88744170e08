import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  LEAD_KINDS,
  type LeadHistoryEntry,
  type LeadKind,
  type LeadNote,
  type LeadRecord,
  type LeadStats,
  type LeadStatus,
  type LeadUpdate,
  type Pagination,
} from '@shop/contract';
import {
  addContactRequestNote,
  addSiteSurveyNote,
  deleteContactRequest,
  deleteContactRequests,
  deleteSiteSurvey,
  deleteSiteSurveys,
  exportContactRequestsCsv,
  exportSiteSurveysCsv,
  getContactRequest,
  getContactRequestStats,
  getSiteSurvey,
  getSiteSurveyStats,
  listContactRequestNotes,
  listContactRequests,
  listSiteSurveyNotes,
  listSiteSurveys,
  setContactRequestsStatus,
  setSiteSurveysStatus,
  updateContactRequest,
  updateSiteSurvey,
} from '@shop/contract/leads/routes';
import { call, routeUrl } from '../../../lib/api-client';
import type { QueryParams } from '../../../lib/query-string';
import type { LeadWrites } from './lead-writes';

/**
 * The staff calls of both kinds of lead (contact requests, site surveys), written once over
 * the contract's LEAD_KINDS: each kind has the same calls under its own path, and names its
 * page of records and its record in its own way (`contactRequests` / `surveys`).
 */
const ROUTES = {
  contact: {
    list: listContactRequests,
    stats: getContactRequestStats,
    exportCsv: exportContactRequestsCsv,
    bulkStatus: setContactRequestsStatus,
    bulkDelete: deleteContactRequests,
    get: getContactRequest,
    update: updateContactRequest,
    listNotes: listContactRequestNotes,
    addNote: addContactRequestNote,
    remove: deleteContactRequest,
  },
  survey: {
    list: listSiteSurveys,
    stats: getSiteSurveyStats,
    exportCsv: exportSiteSurveysCsv,
    bulkStatus: setSiteSurveysStatus,
    bulkDelete: deleteSiteSurveys,
    get: getSiteSurvey,
    update: updateSiteSurvey,
    listNotes: listSiteSurveyNotes,
    addNote: addSiteSurveyNote,
    remove: deleteSiteSurvey,
  },
};

/** Every query of a kind starts with this key, so one invalidation refreshes them all. */
export const leadsKey = (kind: LeadKind) => ['admin', LEAD_KINDS[kind].path] as const;

export type LeadPage<K extends LeadKind> = { rows: LeadRecord<K>[]; pagination: Pagination };

export const leadListQuery = <K extends LeadKind>(kind: K, params: QueryParams) =>
  queryOptions({
    queryKey: [...leadsKey(kind), 'list', params],
    queryFn: async (): Promise<LeadPage<K>> => {
      const body: Record<string, unknown> = await call(ROUTES[kind].list, { query: params });
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
    queryFn: async () => (await call(ROUTES[kind].stats)).stats as LeadStats<K>,
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
    queryFn: async () => detailOf(kind, await call(ROUTES[kind].get, { params: { id } })),
  });

/** The staff's notes on one lead, newest first: under the detail's key, refreshed with it. */
export const leadNotesQuery = (kind: LeadKind, id: number) =>
  queryOptions({
    queryKey: [...leadQuery(kind, id).queryKey, 'notes'],
    queryFn: async () => (await call(ROUTES[kind].listNotes, { params: { id } })).notes,
  });

function writesOf<K extends LeadKind>(
  kind: K,
): LeadWrites<LeadDetail<K>, LeadStatus<K>, LeadUpdate<K>> {
  return {
    kindKey: leadsKey(kind),
    detailKey: (id) => leadQuery(kind, id).queryKey,
    update: async (id, update) =>
      detailOf(kind, await call(ROUTES[kind].update, { params: { id }, body: update })),
    addNote: async (id, text) =>
      (await call(ROUTES[kind].addNote, { params: { id }, body: { text } })).note,
    remove: (id) => call(ROUTES[kind].remove, { params: { id } }),
    bulkStatus: (ids, status) => call(ROUTES[kind].bulkStatus, { body: { ids, status } }),
    bulkDelete: (ids) => call(ROUTES[kind].bulkDelete, { body: { ids } }),
  };
}

/** Each kind's writes, for the mutation hooks of lead-writes.ts (one object per kind). */
export const LEAD_WRITES: { [K in LeadKind]: ReturnType<typeof writesOf<K>> } = {
  contact: writesOf('contact'),
  survey: writesOf('survey'),
};

/** The CSV of the filtered list, downloaded through lib/download (components/ui/DownloadLink). */
export const leadsExportUrl = (kind: LeadKind, params: Omit<QueryParams, 'page' | 'limit'>) =>
  routeUrl(ROUTES[kind].exportCsv, { query: params });
