import {
  ADMIN_ORDER_PAGE_SIZES,
  ADMIN_ORDER_SORT_CHOICES,
  ORDER_LIMITS,
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
} from '@shop/contract/order-options';
import { optionsOf } from '../../../../lib/options';
import {
  ClearFiltersButton,
  FilterDay,
  FilterSearch,
  FilterSelect,
  FiltersCard,
  SortChoiceFilters,
} from '../../../../components/list/FiltersBar';
import { pageSizeOptions, sortChoiceOptions } from '../../../../lib/use-list-params';
import {
  UNITS_FILTER_LABELS,
  type OrderFilterKey,
  type OrderListView,
} from '../hooks/use-order-list-params';

const STATUS_OPTIONS = optionsOf(ORDER_STATUS_LABELS);
const PAYMENT_OPTIONS = optionsOf(PAYMENT_STATUS_LABELS);
const UNITS_OPTIONS = optionsOf(UNITS_FILTER_LABELS);
const SORT_OPTIONS = sortChoiceOptions(ADMIN_ORDER_SORT_CHOICES);
const SIZE_OPTIONS = pageSizeOptions(ADMIN_ORDER_PAGE_SIZES);

/**
 * Search, status, payment, the date range, units missing (paid or processing orders short of
 * units), the sort and the page size. Every change goes to
 * the URL and the server filters.
 */
export function OrderFilters({ view }: { view: OrderListView }) {
  const value = (key: OrderFilterKey) => view.filters[key] ?? '';
  const set = (key: OrderFilterKey) => (next: string) => view.setFilter(key, next);
  return (
    <FiltersCard>
      <div className="col-12 col-xxl-3">
        <FilterSearch
          id="orders-search"
          view={view}
          placeholder="Order number, customer name or email"
          maxLength={ORDER_LIMITS.search}
        />
      </div>
      <div className="col-6 col-md-4 col-lg-2 col-xxl">
        <FilterSelect
          id="orders-status"
          label="Status"
          value={value('status')}
          allLabel="All statuses"
          options={STATUS_OPTIONS}
          onChange={set('status')}
        />
      </div>
      <div className="col-6 col-md-4 col-lg-2 col-xxl">
        <FilterSelect
          id="orders-payment-status"
          label="Payment status"
          value={value('payment_status')}
          allLabel="All payments"
          options={PAYMENT_OPTIONS}
          onChange={set('payment_status')}
        />
      </div>
      <div className="col-6 col-md-4 col-lg-2 col-xxl">
        <FilterSelect
          id="orders-units"
          label="Units"
          value={value('units_missing')}
          allLabel="All orders"
          options={UNITS_OPTIONS}
          onChange={set('units_missing')}
        />
      </div>
      <div className="col-6 col-md-4 col-lg-2 col-xxl">
        <FilterDay
          id="orders-from"
          label="From"
          value={value('date_from')}
          onChange={set('date_from')}
        />
      </div>
      <div className="col-6 col-md-4 col-lg-2 col-xxl">
        <FilterDay id="orders-to" label="To" value={value('date_to')} onChange={set('date_to')} />
      </div>
      <SortChoiceFilters
        idPrefix="orders"
        view={view}
        sortOptions={SORT_OPTIONS}
        sizeOptions={SIZE_OPTIONS}
      />
      <div className="col-12 col-md-auto">
        <ClearFiltersButton
          onClear={view.clearFilters}
          disabled={!view.hasFilters}
          className="w-100"
        />
      </div>
    </FiltersCard>
  );
}
