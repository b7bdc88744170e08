import {
  ADMIN_ORDER_PAGE_SIZES,
  ADMIN_ORDER_SORT_CHOICES,
  ADMIN_ORDER_SORTS,
  ORDER_LIMITS,
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  type AdminOrderSort,
} from '@shop/contract/order-options';
import { oneOf, useChoiceListParams, type ChoiceListSpec } from '../../../../lib/use-list-params';

export type OrderFilterKey =
  'status' | 'payment_status' | 'date_from' | 'date_to' | 'units_missing';

/** The one value of the units filter: orders waiting for units they are short of. */
export const UNITS_FILTER_LABELS = { true: 'Units missing' } as const;

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

const SPEC: ChoiceListSpec<AdminOrderSort, OrderFilterKey> = {
  sorts: ADMIN_ORDER_SORTS,
  defaultSort: 'created_at',
  filters: {
    status: oneOf(ORDER_STATUS_LABELS),
    payment_status: oneOf(PAYMENT_STATUS_LABELS),
    date_from: isDay,
    date_to: isDay,
    units_missing: oneOf(UNITS_FILTER_LABELS),
  },
  choices: ADMIN_ORDER_SORT_CHOICES,
  pageSizes: ADMIN_ORDER_PAGE_SIZES,
  searchMax: ORDER_LIMITS.search,
};

/**
 * The order list's view in the URL (so reload, Back and a shared link show the same list):
 * search, status, payment, the date range, units missing, one of the spec's sort choices and
 * the page size.
 */
export const useOrderListParams = () => useChoiceListParams(SPEC);

export type OrderListView = ReturnType<typeof useOrderListParams>;
