import { UNIT_PAGE_SIZES, UNIT_SORTS, UNIT_STATUSES, type UnitSort } from '@shop/contract';
import {
  useChoiceListParams,
  type ChoiceListSpec,
  type SortChoice,
} from '../../../lib/use-list-params';

export type UnitFilterKey = 'status' | 'zone_id';

/** The server refuses longer searches (the contract's unitsQuery). */
export const UNIT_SEARCH_MAX = 100;

/** The sort choices (docs/modules/warehouse.md#rules); the first is the default. */
export const UNIT_SORT_CHOICES: readonly SortChoice<UnitSort>[] = [
  { sort: 'created_at', order: 'desc', label: 'Date (newest first)' },
  { sort: 'created_at', order: 'asc', label: 'Date (oldest first)' },
  { sort: 'unit_identifier', order: 'asc', label: 'Unit ID (A-Z)' },
  { sort: 'product_name', order: 'asc', label: 'Product (A-Z)' },
  { sort: 'status', order: 'asc', label: 'Status (A-Z)' },
];

const SPEC: ChoiceListSpec<UnitSort, UnitFilterKey> = {
  sorts: UNIT_SORTS,
  defaultSort: 'created_at',
  filters: {
    status: (v) => (UNIT_STATUSES as readonly string[]).includes(v),
    zone_id: (v) => /^[1-9]\d{0,8}$/.test(v),
  },
  choices: UNIT_SORT_CHOICES,
  pageSizes: UNIT_PAGE_SIZES,
  searchMax: UNIT_SEARCH_MAX,
};

/**
 * The unit list's view in the URL (search, status, zone, sort, page size and page), so reload,
 * Back and a shared link show the same list. Every change goes back to page 1.
 */
export const useUnitListParams = () => useChoiceListParams(SPEC);

export type UnitListView = ReturnType<typeof useUnitListParams>;
