import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  ADMIN_ORDER_PAGE_SIZES,
  ADMIN_ORDER_SORT_CHOICES,
  ADMIN_ORDER_SORTS,
  ORDER_LIMITS,
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  type AdminOrderSort,
} from '@shop/contract/order-options';
import type { LeadListParams } from '../../leads/api/lead-query-string';
import {
  oneOf,
  useLeadListParams,
  usePageSizeSetter,
  type LeadListSpec,
  type SortOrder,
} from '../../leads/hooks/use-lead-list-params';

export type OrderFilterKey = 'status' | 'payment_status' | 'date_from' | 'date_to';

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

const SPEC: LeadListSpec<AdminOrderSort, OrderFilterKey> = {
  sorts: ADMIN_ORDER_SORTS,
  defaultSort: 'created_at',
  filters: {
    status: oneOf(ORDER_STATUS_LABELS),
    payment_status: oneOf(PAYMENT_STATUS_LABELS),
    date_from: isDay,
    date_to: isDay,
  },
};

export const DEFAULT_PAGE_SIZE = ADMIN_ORDER_PAGE_SIZES[0];
const DEFAULT_CHOICE = ADMIN_ORDER_SORT_CHOICES[0]!;

/** The value of a sort choice in the one sort select. */
export const sortChoiceValue = (sort: string, order: string) => `${sort}:${order}`;

/**
 * The order list's view in the URL: the lead lists' page, sort and filters (so reload, Back
 * and a shared link show the same list), plus the page size. The sort is one of the spec's
 * field-and-direction choices; a pair the menu does not offer falls back to newest first.
 */
export function useOrderListParams() {
  const view = useLeadListParams(SPEC);
  const [search] = useSearchParams();

  const limitText = search.get('limit') ?? '';
  const limit =
    ADMIN_ORDER_PAGE_SIZES.find((size) => String(size) === limitText) ?? DEFAULT_PAGE_SIZE;
  const choice =
    ADMIN_ORDER_SORT_CHOICES.find((c) => c.sort === view.sort && c.order === view.order) ??
    DEFAULT_CHOICE;

  const { filters } = view;
  const exportParams = useMemo<LeadListParams>(
    () => ({
      sort: choice.sort,
      order: choice.order,
      ...filters,
      // The server refuses longer searches; a pasted essay searches by its start.
      search: filters.search?.slice(0, ORDER_LIMITS.search),
    }),
    [choice, filters],
  );
  const listParams = useMemo<LeadListParams>(
    () => ({ page: view.page, limit, ...exportParams }),
    [view.page, limit, exportParams],
  );

  const setLimit = usePageSizeSetter(DEFAULT_PAGE_SIZE);

  const { setSort } = view;
  const setSortChoice = useCallback(
    (value: string) => {
      const picked = ADMIN_ORDER_SORT_CHOICES.find(
        (c) => sortChoiceValue(c.sort, c.order) === value,
      );
      if (picked) setSort(picked.sort, picked.order satisfies SortOrder);
    },
    [setSort],
  );

  return {
    page: view.page,
    limit,
    sortValue: sortChoiceValue(choice.sort, choice.order),
    filters,
    hasFilters: view.hasFilters,
    listParams,
    exportParams,
    setFilter: view.setFilter,
    setSortChoice,
    setLimit,
    clearFilters: view.clearFilters,
    setPage: view.setPage,
    hrefFor: view.hrefFor,
  };
}

export type OrderListView = ReturnType<typeof useOrderListParams>;
