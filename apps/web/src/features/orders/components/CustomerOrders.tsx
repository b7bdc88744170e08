import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { isReadOnly, type OrderSummary } from '@shop/contract';
import {
  CUSTOMER_ORDER_SORT_LABELS,
  CUSTOMER_ORDER_SORTS,
  ORDER_LIMITS,
  ORDER_MESSAGES,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type CustomerOrderSort,
  type OrderStatus,
} from '@shop/contract/order-options';
import { ListResults, listStateOf } from '../../../components/list/ListResults';
import {
  ClearFiltersButton,
  FilterSearch,
  FilterSelect,
  FiltersCard,
} from '../../../components/list/FiltersBar';
import {
  oneOf,
  useLastPageWhenPastEnd,
  useListParams,
  type ListSpec,
} from '../../../lib/use-list-params';
import { ReadOnlyNote } from '../../../components/ui/ReadOnlyNote';
import { useAuth } from '../../../lib/auth';
import { customerOrdersQuery, useRefreshCustomerOrders } from '../api/orders';
import { OrderDetailsModal } from './OrderDetailsModal';
import { OrdersTable } from './OrdersTable';
import { RateOrderModal } from './RateOrderModal';

/** The list's URL state: page, sort, order, status and search, beside the dashboard's tab. */
const LIST_SPEC: ListSpec<CustomerOrderSort, 'status'> = {
  sorts: CUSTOMER_ORDER_SORTS,
  defaultSort: 'created_at',
  filters: { status: oneOf(ORDER_STATUS_LABELS) },
};

const STATUS_OPTIONS = ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] }));
const SORT_OPTIONS = CUSTOMER_ORDER_SORTS.map((s) => ({
  value: s,
  label: CUSTOMER_ORDER_SORT_LABELS[s],
}));

/**
 * The Orders tab: search, status filter, sort and direction, all sent to the server; the
 * table with details, invoices and ratings; and the pager when there are more than 50.
 */
export function CustomerOrders() {
  const view = useListParams(LIST_SPEC);
  // A guest account sees its orders but cannot rate them.
  const readOnly = isReadOnly(useAuth().user);
  const refresh = useRefreshCustomerOrders();
  const query = useQuery(
    customerOrdersQuery({
      page: view.page,
      status: view.filters.status as OrderStatus | undefined,
      search: view.filters.search?.slice(0, ORDER_LIMITS.search),
      sort: view.sort,
      order: view.order,
    }),
  );
  const [details, setDetails] = useState<number | null>(null);
  const [rating, setRating] = useState<OrderSummary | null>(null);
  // The order stays named while the dialog fades out.
  const [ratingNumber, setRatingNumber] = useState('');

  const pagination = query.data?.pagination;
  useLastPageWhenPastEnd(view, pagination?.totalPages, query.isPlaceholderData);

  const orders = query.data?.orders ?? [];

  return (
    <section aria-labelledby="orders-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h2 id="orders-title" className="h4 mb-0 me-auto">
          My Orders
          {pagination && (
            <>
              {' '}
              <span className="text-body-secondary fw-normal">({pagination.totalItems})</span>
            </>
          )}
        </h2>
        <Button
          variant="outline-secondary"
          onClick={() => void refresh()}
          disabled={query.isFetching}
        >
          <i className="bi bi-arrow-clockwise me-1" aria-hidden="true" />
          {query.isFetching && !query.isPending ? 'Refreshing...' : 'Refresh'}
        </Button>
      </div>
      {readOnly && <ReadOnlyNote id="orders-read-only" />}

      <FiltersCard>
        <div className="col-12 col-lg-4">
          <FilterSearch
            id="orders-search"
            view={view}
            placeholder="Order number or product"
            maxLength={ORDER_LIMITS.search}
          />
        </div>
        <div className="col-12 col-sm-6 col-lg">
          <FilterSelect
            id="orders-status"
            label="Status"
            value={view.filters.status ?? ''}
            allLabel="All statuses"
            options={STATUS_OPTIONS}
            onChange={(value) => view.setFilter('status', value)}
          />
        </div>
        <div className="col col-sm-3 col-lg">
          <FilterSelect
            id="orders-sort"
            label="Sort by"
            value={view.sort}
            options={SORT_OPTIONS}
            onChange={(value) => view.setSort(value as CustomerOrderSort, view.order)}
          />
        </div>
        <div className="col-auto">
          <Button
            variant="outline-secondary"
            className="w-100 text-nowrap"
            onClick={() => view.setSort(view.sort, view.order === 'asc' ? 'desc' : 'asc')}
            title="Reverse the order"
          >
            <i
              className={view.order === 'asc' ? 'bi bi-sort-up me-1' : 'bi bi-sort-down me-1'}
              aria-hidden="true"
            />
            <span className="visually-hidden">Sort order:</span>{' '}
            {view.order === 'asc' ? 'Ascending' : 'Descending'}
          </Button>
        </div>
        {view.hasFilters && (
          <div className="col-12 col-lg-auto">
            <ClearFiltersButton onClear={view.clearFilters} className="w-100" />
          </div>
        )}
      </FiltersCard>

      <ListResults
        list={{ ...listStateOf(query), pagination }}
        rowCount={orders.length}
        texts={{
          loading: 'Loading your orders...',
          loadError: ORDER_MESSAGES.loadFailed,
          empty: view.hasFilters
            ? 'No orders match your search or filter.'
            : 'You have not placed any orders yet.',
        }}
        retryLabel="Retry"
        emptyIcon="bi bi-bag"
        emptyAction={
          <Link to="/products" className="btn btn-primary">
            Start Shopping
          </Link>
        }
        filters={{ active: view.hasFilters, clear: view.clearFilters }}
        footer={{ noun: 'orders' }}
        hrefFor={view.hrefFor}
        pagerLabel="Order pages"
      >
        <OrdersTable
          orders={orders}
          onView={(o) => setDetails(o.id)}
          onRate={
            readOnly
              ? null
              : (o) => {
                  setRating(o);
                  setRatingNumber(o.order_number);
                }
          }
        />
      </ListResults>
      <OrderDetailsModal orderId={details} onHide={() => setDetails(null)} />
      <RateOrderModal
        orderId={rating?.id ?? null}
        orderNumber={ratingNumber}
        onHide={() => setRating(null)}
      />
    </section>
  );
}
