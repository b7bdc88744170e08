import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  QUOTE_SORTS,
  QUOTE_STATUS_LABELS,
  QUOTE_STATUSES,
  type QuoteSort,
  type QuoteStatus,
} from '@shop/contract';
import { FilterSearch, FilterSelect, FiltersCard } from '../../../components/list/FiltersBar';
import { ListResults, listStateOf } from '../../../components/list/ListResults';
import { errorText } from '../../../lib/error-text';
import { formatDate, formatDay, formatMoney } from '../../../lib/format';
import { oneOf, useListParams, type ListSpec } from '../../../lib/use-list-params';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { quotesListQuery } from '../api/quotes';
import { leadHref } from '../quote-labels';
import { QuoteStatusBadge } from './QuoteStatusBadge';

const SORT_LABELS: Record<QuoteSort, string> = {
  created: 'Created',
  total: 'Total',
  validUntil: 'Valid until',
  number: 'Quote number',
};
const SORT_OPTIONS = QUOTE_SORTS.map((s) => ({ value: s, label: `Sort: ${SORT_LABELS[s]}` }));
const ORDER_OPTIONS = [
  { value: 'desc', label: 'Descending' },
  { value: 'asc', label: 'Ascending' },
];
/** Twenty quotes a page, more than the back office's usual ten: a quote is one short row. */
const PAGE_SIZE = 20;

/** The list's URL state: page, sort, order, status and search. */
const LIST_SPEC: ListSpec<QuoteSort, 'status'> = {
  sorts: QUOTE_SORTS,
  defaultSort: 'created',
  filters: { status: oneOf(QUOTE_STATUS_LABELS) },
};

/**
 * /admin/quotes: every quote, filtered by status (chips with counts), searched and sorted by
 * the server, a page at a time; the filters live in the address, so Back and links keep them.
 */
export function QuoteListScreen() {
  useDocumentTitle('Quotes');
  const view = useListParams(LIST_SPEC);
  const status = view.filters.status as QuoteStatus | undefined;
  const list = useQuery(quotesListQuery({ ...view.listParams, limit: PAGE_SIZE }));
  const data = list.data;
  const total = data ? Object.values(data.counts).reduce((a, b) => a + b, 0) : undefined;

  return (
    <div className="container-fluid px-3 px-lg-4 py-4">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">
          <i className="bi bi-file-earmark-text text-primary me-2" aria-hidden="true" />
          Quotes
        </h1>
        <Link to="/admin/labour-prices" className="btn btn-outline-secondary">
          <i className="bi bi-tools me-1" aria-hidden="true" />
          Labour Prices
        </Link>
        <Link to="/admin/quotes/new" className="btn btn-primary">
          <i className="bi bi-plus-lg me-1" aria-hidden="true" />
          New Quote
        </Link>
      </div>

      <div className="d-flex flex-wrap gap-2 mb-3" role="group" aria-label="Filter by status">
        <Button
          size="sm"
          variant={status === undefined ? 'dark' : 'outline-dark'}
          aria-pressed={status === undefined}
          onClick={() => view.setFilter('status', '')}
        >
          All{total !== undefined && ` (${total})`}
        </Button>
        {QUOTE_STATUSES.map((s) => (
          <Button
            key={s}
            size="sm"
            variant={status === s ? 'dark' : 'outline-dark'}
            aria-pressed={status === s}
            onClick={() => view.setFilter('status', s)}
          >
            {QUOTE_STATUS_LABELS[s]}
            {data && ` (${data.counts[s]})`}
          </Button>
        ))}
      </div>

      <FiltersCard>
        <div className="col-12 col-md-6">
          <FilterSearch
            id="quotes-search"
            label="Search quotes"
            view={view}
            placeholder="Search by number, customer, e-mail or company"
            maxLength={100}
          />
        </div>
        <div className="col-7 col-md-4">
          <FilterSelect
            id="quotes-sort"
            label="Sort by"
            value={view.sort}
            options={SORT_OPTIONS}
            onChange={(sort) => view.setSort(sort as QuoteSort, view.order)}
          />
        </div>
        <div className="col-5 col-md-2">
          <FilterSelect
            id="quotes-order"
            label="Order"
            value={view.order}
            options={ORDER_OPTIONS}
            onChange={(order) => view.setSort(view.sort, order === 'asc' ? 'asc' : 'desc')}
          />
        </div>
      </FiltersCard>

      <ListResults
        list={{ ...listStateOf(list), pagination: data?.pagination }}
        rowCount={data?.quotes.length ?? 0}
        texts={{
          loading: 'Loading quotes...',
          loadError: errorText(list.error, 'Failed to load quotes'),
          empty: view.hasFilters ? 'No quotes match these filters.' : 'No quotes yet.',
        }}
        emptyIcon="bi bi-file-earmark-text"
        emptyAction={<Link to="/admin/quotes/new">Create the first quote</Link>}
        filters={{ active: view.hasFilters, clear: view.clearFilters }}
        footer={{ noun: 'quotes' }}
        hrefFor={view.hrefFor}
        pagerLabel="Quote pages"
      >
        <div className="table-responsive">
          <Table hover className="align-middle mb-0">
            <thead>
              <tr>
                <th scope="col">Quote</th>
                <th scope="col">Customer</th>
                <th scope="col">Status</th>
                <th scope="col" className="text-end">
                  Total
                </th>
                <th scope="col">Valid until</th>
                <th scope="col">Lead</th>
                <th scope="col">Created</th>
                <th scope="col" className="text-end">
                  Version
                </th>
              </tr>
            </thead>
            <tbody>
              {(data?.quotes ?? []).map((q) => (
                <tr key={q.id}>
                  <td>
                    <Link to={`/admin/quotes/${q.id}`} className="fw-semibold text-nowrap">
                      {q.quoteNumber}
                    </Link>
                  </td>
                  <td>
                    <div>{q.customerName}</div>
                    <div className="small text-body-secondary">
                      {q.customerCompany ?? q.customerEmail}
                    </div>
                  </td>
                  <td>
                    <QuoteStatusBadge status={q.status} />
                  </td>
                  <td className="text-end text-nowrap">{formatMoney(q.total)}</td>
                  <td className="text-nowrap">{formatDay(q.validUntil)}</td>
                  <td className="text-nowrap">
                    {q.siteSurveyId !== null ? (
                      <Link to={leadHref({ kind: 'survey', id: q.siteSurveyId })}>
                        Survey #{q.siteSurveyId}
                      </Link>
                    ) : q.contactRequestId !== null ? (
                      <Link to={leadHref({ kind: 'contact', id: q.contactRequestId })}>
                        Request #{q.contactRequestId}
                      </Link>
                    ) : (
                      <span className="text-body-secondary">None</span>
                    )}
                  </td>
                  <td className="text-nowrap">{formatDate(q.createdAt)}</td>
                  <td className="text-end">{q.version}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      </ListResults>
    </div>
  );
}
