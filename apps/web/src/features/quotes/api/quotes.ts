import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  AdminQuote,
  AdminQuotesResponse,
  QuotePrefill,
  QuotePreview,
  QuotePreviewInput,
} from '@shop/contract';
import { api } from '../../../lib/api-client';
import { toQueryString, type QueryParams } from '../../../lib/query-string';
import { useInvalidator } from '../../../lib/use-call-mutation';

/** Every staff quote query starts with this key: one invalidation refreshes them all. */
export const quotesKey = ['admin', 'quotes'] as const;

/** GET /api/admin/quotes: a page of the list, with the counts per status. */
export const quotesListQuery = (params: QueryParams) =>
  queryOptions({
    queryKey: [...quotesKey, 'list', params],
    queryFn: () => api.get<AdminQuotesResponse>(`/admin/quotes${toQueryString(params)}`),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/quotes/{id}: the quote with its lines, history, lead and order. */
export const quoteQuery = (id: number) =>
  queryOptions({
    queryKey: [...quotesKey, 'detail', id],
    queryFn: async () => (await api.get<{ quote: AdminQuote }>(`/admin/quotes/${id}`)).quote,
  });

export type QuoteSource = { siteSurveyId?: number; contactRequestId?: number; customerId?: number };

/** GET /api/admin/quotes/prefill: a new quote's customer and site from its lead or account. */
export const quotePrefillQuery = (source: QuoteSource) =>
  queryOptions({
    queryKey: [...quotesKey, 'prefill', source],
    queryFn: () => api.get<QuotePrefill>(`/admin/quotes/prefill${toQueryString(source)}`),
    staleTime: Infinity,
  });

/** POST /api/admin/quotes/preview: the server's prices and totals of an unsaved editor. */
export const quotePreviewQuery = (input: QuotePreviewInput) =>
  queryOptions({
    queryKey: [...quotesKey, 'preview', input],
    queryFn: () => api.post<QuotePreview>('/admin/quotes/preview', input),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** Where the quote's PDF is downloaded from. */
export const quotePdfUrl = (id: number) => `/api/admin/quotes/${id}/pdf`;

export const useRefreshQuotes = () => useInvalidator(quotesKey);
