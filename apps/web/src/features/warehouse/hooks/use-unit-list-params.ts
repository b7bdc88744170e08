import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { UNIT_PAGE_SIZES, UNIT_SORTS, UNIT_STATUSES, type UnitSort } from '@shop/contract';
import type { LeadListParams } from '../../leads/api/lead-query-string';
import {
  useLeadListParams,
  usePageSizeSetter,
  type LeadListSpec,
} from '../../leads/hooks/use-lead-list-params';

export type UnitFilterKey = 'status' | 'zone_id';

/** The server refuses longer searches (the contract's unitsQuery). */
export const UNIT_SEARCH_MAX = 100;

const SPEC: LeadListSpec<UnitSort, UnitFilterKey> = {
  sorts: UNIT_SORTS,
  defaultSort: 'created_at',
  filters: {
    status: (v) => (UNIT_STATUSES as readonly string[]).includes(v),
    zone_id: (v) => /^[1-9]\d{0,8}$/.test(v),
  },
};

/** Section 9's sort choices; the first is the default. */
export const UNIT_SORT_CHOICES: readonly {
  sort: UnitSort;
  order: 'asc' | 'desc';
  label: string;
}[] = [
  { sort: 'created_at', order: 'desc', label: 'Date (newest first)' },
  { sort: 'created_at', order: 'asc', label: 'Date (oldest first)' },
  { sort: 'unit_identifier', order: 'asc', label: 'Unit ID (A-Z)' },
  { sort: 'product_name', order: 'asc', label: 'Product (A-Z)' },
  { sort: 'status', order: 'asc', label: 'Status (A-Z)' },
];

export const DEFAULT_UNIT_PAGE_SIZE = UNIT_PAGE_SIZES[0];
export const sortChoiceValue = (sort: string, order: string) => `${sort}:${order}`;

/**
 * The unit list's view in the URL (search, status, zone, sort, page size and page), so reload,
 * Back and a shared link show the same list. Every change goes back to page 1.
 */
export function useUnitListParams() {
  const view = useLeadListParams(SPEC);
  const [search] = useSearchParams();
  const limitText = search.get('limit') ?? '';
  const limit = UNIT_PAGE_SIZES.find((n) => String(n) === limitText) ?? DEFAULT_UNIT_PAGE_SIZE;
  const choice =
    UNIT_SORT_CHOICES.find((c) => c.sort === view.sort && c.order === view.order) ??
    UNIT_SORT_CHOICES[0]!;

  const { filters } = view;
  const exportParams = useMemo<LeadListParams>(
    () => ({
      sort: choice.sort,
      order: choice.order,
      ...filters,
      search: filters.search?.slice(0, UNIT_SEARCH_MAX),
    }),
    [choice, filters],
  );
  const listParams = useMemo<LeadListParams>(
    () => ({ page: view.page, limit, ...exportParams }),
    [view.page, limit, exportParams],
  );

  const setLimit = usePageSizeSetter(DEFAULT_UNIT_PAGE_SIZE);

  const { setSort } = view;
  const setSortChoice = useCallback(
    (value: string) => {
      const picked = UNIT_SORT_CHOICES.find((c) => sortChoiceValue(c.sort, c.order) === value);
      if (picked) setSort(picked.sort, picked.order);
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

export type UnitListView = ReturnType<typeof useUnitListParams>;
