import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  BulkResult,
  SiteSurveyRecord,
  SurveyListResponse,
  SurveyStats,
  SurveyUpdate,
} from '@shop/contract';
import { api } from '../../../lib/api-client';
import { toQueryString, type QueryParams } from '../../../lib/query-string';
import type { LeadWrites } from './lead-writes';

/** Every site-survey query starts with this key, so one invalidation refreshes them all. */
export const siteSurveysKey = ['admin', 'site-surveys'] as const;

export const siteSurveysQuery = (params: QueryParams) =>
  queryOptions({
    queryKey: [...siteSurveysKey, 'list', params],
    queryFn: () => api.get<SurveyListResponse>(`/admin/site-surveys${toQueryString(params)}`),
    placeholderData: keepPreviousData,
  });

export const siteSurveyStatsQuery = () =>
  queryOptions({
    queryKey: [...siteSurveysKey, 'stats'],
    queryFn: async () => (await api.get<{ stats: SurveyStats }>('/admin/site-surveys/stats')).stats,
  });

export const siteSurveyQuery = (id: number) =>
  queryOptions({
    queryKey: [...siteSurveysKey, 'detail', id],
    queryFn: async () =>
      (await api.get<{ survey: SiteSurveyRecord }>(`/admin/site-surveys/${id}`)).survey,
  });

export const updateSiteSurvey = async (id: number, update: SurveyUpdate) =>
  (await api.put<{ survey: SiteSurveyRecord }>(`/admin/site-surveys/${id}`, update)).survey;

export const deleteSiteSurvey = (id: number) => api.delete(`/admin/site-surveys/${id}`);

export const bulkSiteSurveyStatus = (ids: number[], status: SiteSurveyRecord['status']) =>
  api.put<BulkResult>('/admin/site-surveys/bulk-status', { ids, status });

export const bulkDeleteSiteSurveys = (ids: number[]) =>
  api.post<BulkResult>('/admin/site-surveys/bulk-delete', { ids });

/** This kind's writes, for the mutation hooks of lead-writes.ts. */
export const siteSurveyWrites: LeadWrites<
  SiteSurveyRecord,
  SiteSurveyRecord['status'],
  SurveyUpdate
> = {
  kindKey: siteSurveysKey,
  detailKey: (id) => siteSurveyQuery(id).queryKey,
  update: updateSiteSurvey,
  remove: deleteSiteSurvey,
  bulkStatus: bulkSiteSurveyStatus,
  bulkDelete: bulkDeleteSiteSurveys,
};

/** The CSV of the filtered list, downloaded through lib/download (components/ui/DownloadLink). */
export const siteSurveysExportUrl = (params: Omit<QueryParams, 'page' | 'limit'>) =>
  `/api/admin/site-surveys/export${toQueryString(params)}`;
