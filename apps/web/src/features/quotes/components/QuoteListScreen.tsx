import { useEffect, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  QUOTE_SORTS,
  QUOTE_STATUS_LABELS,
  QUOTE_STATUSES,
  type QuoteSort,
  type QuoteStatus,
} from '@shop/contract';
import { Pager } from '../../../components/list/Pager';
import { ErrorState } from '../../../components/ui/ErrorState';
import { LoadingState } from '../../../components/ui/LoadingState';
import { errorText } from '../../../lib/error-text';
import { formatDate, formatDay } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { quotesListQuery } from '../api/quotes';
import { leadHref, money } from '../quote-labels';
import { QuoteStatusBadge } from './QuoteStatusBadge';

const SORT_LABELS: Record<QuoteSort, string> = {
  created: 'Created',
  total: 'Total',
  validUntil: 'Valid until',
  number: 'Quote number',
};
const PAGE_SIZE = 20;

const statusOf = (v: string | null): QuoteStatus | undefined =>
  (QUOTE_STATUSES as readonly string[]).includes(v ?? '') ? (v as QuoteStatus) : undefined;
const sortOf = (v: string | null): QuoteSort =>
  (QUOTE_SORTS as readonly string[]).includes(v ?? '') ? (v as QuoteSort) : 'created';

/**
 * /admin/quotes: every quote, filtered by status (chips with counts), searched and sorted by
 * the server, a page at a time; the filters live in the address, so Back and links keep them.
 */
export function QuoteListScreen() {
  useDocumentTitle('Quotes');
  const ids = useId();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const sort = sortOf(params.get('sort'));
  const order = params.get('order') === 'asc' ? 'asc' : 'desc';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [search, setSearch] = useState(params.get('search') ?? '');
  const settled = useDebouncedValue(search.trim(), 300);

  const change = (next: Record<string, string | undefined>) =>
    setParams(
      (p) => {
        const q = new URLSearchParams(p);
        for (const [k, v] of Object.entries(next)) {
          if (v === undefined || v === '') q.delete(k);
          else q.set(k, v);
        }
        if (!('page' in next)) q.delete('page');
        return q;
      },
      { replace: true },
    );

  useEffect(() => {
    if (settled !== (params.get('search') ?? '')) change({ search: settled });
    // Only a settled search changes the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  const list = useQuery(
    quotesListQuery({
      page,
      limit: PAGE_SIZE,
      status,
      search: params.get('search') ?? undefined,
      sort,
      order,
    }),
  );
  const data = list.data;
  const hrefFor = (p: number) => {
    const q = new URLSearchParams(params);
    q.set('page', String(p));
    return `${pathname}?${q.toString()}`;
  };
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
          onClick={() => change({ status: undefined })}
        >
          All{total !== undefined && ` (${total})`}
        </Button>
        {QUOTE_STATUSES.map((s) => (
          <Button
            key={s}
            size="sm"
            variant={status === s ? 'dark' : 'outline-dark'}
            aria-pressed={status === s}
            onClick={() => change({ status: s })}
          >
            {QUOTE_STATUS_LABELS[s]}
            {data && ` (${data.counts[s]})`}
          </Button>
        ))}
      </div>

      <div className="row g-2 mb-3">
        <div className="col-12 col-md-6">
          <Form.Label htmlFor={`${ids}-search`} className="visually-hidden">
            Search quotes
          </Form.Label>
          <Form.Control
            id={`${ids}-search`}
            type="search"
            placeholder="Search by number, customer, e-mail or company"
            value={search}
            maxLength={100}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <div className="col-7 col-md-4">
          <Form.Label htmlFor={`${ids}-sort`} className="visually-hidden">
            Sort by
          </Form.Label>
          <Form.Select
            id={`${ids}-sort`}
            value={sort}
            onChange={(e) => change({ sort: e.target.value })}
          >
            {QUOTE_SORTS.map((s) => (
              <option key={s} value={s}>
                Sort: {SORT_LABELS[s]}
              </option>
            ))}
          </Form.Select>
        </div>
        <div className="col-5 col-md-2">
          <Form.Label htmlFor={`${ids}-order`} className="visually-hidden">
            Order
          </Form.Label>
          <Form.Select
            id={`${ids}-order`}
            value={order}
            onChange={(e) => change({ order: e.target.value })}
          >
            <option value="desc">Descending</option>
            <option value="asc">Ascending</option>
          </Form.Select>
        </div>
      </div>

      {list.isPending ? (
        <LoadingState label="Loading quotes..." />
      ) : list.isError ? (
        <ErrorState
          message={errorText(list.error, 'Failed to load quotes')}
          onRetry={() => void list.refetch()}
        />
      ) : data!.quotes.length === 0 ? (
        <div className="text-center text-body-secondary py-5">
          <i className="bi bi-file-earmark-text display-5 d-block mb-2" aria-hidden="true" />
          <p className="mb-2">
            {status || params.get('search') ? 'No quotes match these filters.' : 'No quotes yet.'}
          </p>
          <Link to="/admin/quotes/new">Create the first quote</Link>
        </div>
      ) : (
        <>
          <div className="table-responsive">
            <Table hover className="align-middle" aria-busy={list.isFetching}>
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
                {data!.quotes.map((q) => (
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
                    <td className="text-end text-nowrap">{money(q.totalCents)}</td>
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
          <Pager
            current={data!.pagination.currentPage}
            total={data!.pagination.totalPages}
            hrefFor={hrefFor}
            label="Quote pages"
          />
        </>
      )}
    </div>
  );
}
