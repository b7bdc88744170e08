import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { QuotePreviewInput } from '@shop/contract';
import {
  downloadQuotePdf,
  getQuote,
  getQuotePrefill,
  listQuotes,
  previewQuote,
} from '@shop/contract/quotes/routes';
import { call, routeUrl } from '../../../lib/api-client';
import type { QueryParams } from '../../../lib/query-string';
import { useInvalidator } from '../../../lib/use-call-mutation';

/** Every staff quote query starts with this key: one invalidation refreshes them all. */
export const quotesKey = ['admin', 'quotes'] as const;

/** A page of the list, with the counts per status. */
export const quotesListQuery = (params: QueryParams) =>
  queryOptions({
    queryKey: [...quotesKey, 'list', params],
    queryFn: () => call(listQuotes, { query: params }),
    placeholderData: keepPreviousData,
  });

/** The quote with its lines, history, lead and order. */
export const quoteQuery = (id: number) =>
  queryOptions({
    queryKey: [...quotesKey, 'detail', id],
    queryFn: async () => (await call(getQuote, { params: { id } })).quote,
  });

export type QuoteSource = { siteSurveyId?: number; contactRequestId?: number; customerId?: number };

/** A new quote's customer and site from its lead or account. */
export const quotePrefillQuery = (source: QuoteSource) =>
  queryOptions({
    queryKey: [...quotesKey, 'prefill', source],
    queryFn: () => call(getQuotePrefill, { query: source }),
    staleTime: Infinity,
  });

/** The server's prices and totals of an unsaved editor. */
export const quotePreviewQuery = (input: QuotePreviewInput) =>
  queryOptions({
    queryKey: [...quotesKey, 'preview', input],
    queryFn: () => call(previewQuote, { body: input }),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** Where the quote's PDF is downloaded from. */
export const quotePdfUrl = (id: number) => routeUrl(downloadQuotePdf, { params: { id } });

export const useRefreshQuotes = () => useInvalidator(quotesKey);
