import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import {
  ADMIN_ORDER_PAGE_SIZES,
  ADMIN_ORDER_SORT_CHOICES,
  ORDER_LIMITS,
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
} from '@shop/contract/order-options';
import { SearchInput } from '../../../components/list/SearchInput';
import { optionsOf } from '../../../lib/options';
import { FilterSelect } from '../../../components/list/FiltersBar';
import { pageSizeOptions, sortChoiceOptions } from '../../../lib/use-list-params';
import { type OrderFilterKey, type OrderListView } from '../hooks/use-order-list-params';

const STATUS_OPTIONS = optionsOf(ORDER_STATUS_LABELS);
const PAYMENT_OPTIONS = optionsOf(PAYMENT_STATUS_LABELS);
const SORT_OPTIONS = sortChoiceOptions(ADMIN_ORDER_SORT_CHOICES);
const SIZE_OPTIONS = pageSizeOptions(ADMIN_ORDER_PAGE_SIZES);

function DayInput({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Form.Group controlId={id}>
      <Form.Label className="small fw-semibold mb-1">{label}</Form.Label>
      {/* A cleared or half-typed date reads as "" and removes the filter. */}
      <Form.Control type="date" value={value} onChange={(e) => onChange(e.target.value)} />
    </Form.Group>
  );
}

/**
 * Search, status, payment, the date range, the sort and the page size. They stack on a phone
 * and line up as the screen widens; every change goes to the URL and the server filters.
 */
export function OrderFilters({ view }: { view: OrderListView }) {
  const value = (key: OrderFilterKey) => view.filters[key] ?? '';
  const set = (key: OrderFilterKey) => (next: string) => view.setFilter(key, next);
  return (
    <Card className="mb-3 shadow-sm">
      <Card.Body>
        <div className="row g-2 align-items-end">
          <div className="col-12 col-xxl-3">
            <SearchInput
              id="orders-search"
              value={view.filters.search ?? ''}
              onChange={(text) => view.setFilter('search', text, { replace: true })}
              placeholder="Order number, customer name or email"
              maxLength={ORDER_LIMITS.search}
            />
          </div>
          <div className="col-6 col-md-4 col-lg-2 col-xxl">
            <FilterSelect
              id="orders-status"
              label="Status"
              value={value('status')}
              options={[{ value: '', label: 'All statuses' }, ...STATUS_OPTIONS]}
              onChange={set('status')}
            />
          </div>
          <div className="col-6 col-md-4 col-lg-2 col-xxl">
            <FilterSelect
              id="orders-payment-status"
              label="Payment status"
              value={value('payment_status')}
              options={[{ value: '', label: 'All payments' }, ...PAYMENT_OPTIONS]}
              onChange={set('payment_status')}
            />
          </div>
          <div className="col-6 col-md-4 col-lg-2 col-xxl">
            <DayInput
              id="orders-from"
              label="From"
              value={value('date_from')}
              onChange={set('date_from')}
            />
          </div>
          <div className="col-6 col-md-4 col-lg-2 col-xxl">
            <DayInput
              id="orders-to"
              label="To"
              value={value('date_to')}
              onChange={set('date_to')}
            />
          </div>
          <div className="col-8 col-md-4 col-lg-2 col-xxl">
            <FilterSelect
              id="orders-sort"
              label="Sort by"
              value={view.sortValue}
              options={SORT_OPTIONS}
              onChange={view.setSortChoice}
            />
          </div>
          <div className="col-4 col-md-2 col-xxl-auto">
            <FilterSelect
              id="orders-page-size"
              label="Per page"
              value={String(view.limit)}
              options={SIZE_OPTIONS}
              onChange={(size) => view.setLimit(Number(size))}
            />
          </div>
          <div className="col-12 col-md-auto">
            <Button
              variant="outline-secondary"
              onClick={view.clearFilters}
              disabled={!view.hasFilters}
              className="w-100"
            >
              <i className="bi bi-x-circle me-1" aria-hidden="true" />
              Clear Filters
            </Button>
          </div>
        </div>
      </Card.Body>
    </Card>
  );
}
