import { useEffect, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  RMA_KIND_LABELS,
  RMA_KINDS,
  RMA_OUTCOME_LABELS,
  RMA_QUEUE_CHIPS,
  RMA_QUEUE_SORT_LABELS,
  RMA_QUEUE_SORTS,
  RMA_QUEUE_STATUS_FILTERS,
  RMA_STATUS_LABELS,
  type RmaKind,
  type RmaQueueSort,
  type RmaQueueStatusFilter,
} from '@shop/contract';
import { Pager } from '../../../components/list/Pager';
import { ErrorState } from '../../../components/ui/ErrorState';
import { LoadingState } from '../../../components/ui/LoadingState';
import { errorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { rmasListQuery, rmaStatsQuery } from '../api/rmas';
import { RmaStatusBadge } from '../../../components/rma/RmaStatusBadge';
import { daysText } from '../rma-labels';
import { RmaScanBox } from './RmaScanBox';

const PAGE_SIZE = 20;

const oneOf = <T extends string>(list: readonly T[], v: string | null): T | undefined =>
  (list as readonly string[]).includes(v ?? '') ? (v as T) : undefined;

/**
 * /admin/rmas: the returns and warranty claims to work (issue 22 item 3): a scan box that
 * opens the RMA a label belongs to, chips with the count of each status, the filters (kept in
 * the address, so Back and links keep them) and the server's pages. Open RMAs are shown first.
 */
export function RmaListScreen() {
  useDocumentTitle('Returns');
  const ids = useId();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  // The queue opens on the RMAs still to work; "All" is a choice (status=all).
  const rawStatus = params.get('status');
  const status: RmaQueueStatusFilter | undefined =
    rawStatus === 'all' ? undefined : (oneOf(RMA_QUEUE_STATUS_FILTERS, rawStatus) ?? 'open');
  const kind = oneOf<RmaKind>(RMA_KINDS, params.get('kind'));
  const sort = oneOf<RmaQueueSort>(RMA_QUEUE_SORTS, params.get('sort')) ?? 'newest';
  const createdFrom = params.get('createdFrom') ?? '';
  const createdTo = params.get('createdTo') ?? '';
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

  const stats = useQuery(rmaStatsQuery());
  const list = useQuery(
    rmasListQuery({
      page,
      limit: PAGE_SIZE,
      status,
      kind,
      search: params.get('search') ?? undefined,
      createdFrom: createdFrom || undefined,
      createdTo: createdTo || undefined,
      sort,
    }),
  );
  const data = list.data;
  const counts = stats.data;
  const total = counts ? Object.values(counts.counts).reduce((a, b) => a + b, 0) : undefined;
  const hrefFor = (p: number) => {
    const q = new URLSearchParams(params);
    q.set('page', String(p));
    return `${pathname}?${q.toString()}`;
  };
  const filtered = status !== 'open' || kind || params.get('search') || createdFrom || createdTo;

  const chip = (value: string, label: string, count: number | undefined, pressed: boolean) => (
    <Button
      key={value}
      size="sm"
      variant={pressed ? 'dark' : 'outline-dark'}
      aria-pressed={pressed}
      onClick={() => change({ status: value === 'open' ? undefined : value })}
    >
      {label}
      {count !== undefined && ` (${count})`}
    </Button>
  );

  return (
    <div className="container-fluid px-3 px-lg-4 py-4">
      <h1 className="h3 mb-3">
        <i className="bi bi-arrow-return-left text-primary me-2" aria-hidden="true" />
        Returns
      </h1>

      <RmaScanBox />

      <div className="d-flex flex-wrap gap-2 mb-3" role="group" aria-label="Filter by status">
        {chip('open', 'Open', counts?.open, status === 'open')}
        {chip('all', 'All', total, status === undefined)}
        {RMA_QUEUE_CHIPS.map((s) => chip(s, RMA_STATUS_LABELS[s], counts?.counts[s], status === s))}
      </div>

      <div className="row g-2 mb-3">
        <div className="col-12 col-lg-4">
          <Form.Label htmlFor={`${ids}-search`} className="visually-hidden">
            Search returns
          </Form.Label>
          <Form.Control
            id={`${ids}-search`}
            type="search"
            placeholder="Search by RMA, serial, customer, e-mail, product or order"
            value={search}
            maxLength={100}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <div className="col-6 col-lg-2">
          <Form.Label htmlFor={`${ids}-kind`} className="visually-hidden">
            Kind
          </Form.Label>
          <Form.Select
            id={`${ids}-kind`}
            value={kind ?? ''}
            onChange={(e) => change({ kind: e.target.value })}
          >
            <option value="">All kinds</option>
            {RMA_KINDS.map((k) => (
              <option key={k} value={k}>
                {RMA_KIND_LABELS[k]}
              </option>
            ))}
          </Form.Select>
        </div>
        <div className="col-6 col-lg-2">
          <Form.Label htmlFor={`${ids}-sort`} className="visually-hidden">
            Sort by
          </Form.Label>
          <Form.Select
            id={`${ids}-sort`}
            value={sort}
            onChange={(e) => change({ sort: e.target.value })}
          >
            {RMA_QUEUE_SORTS.map((s) => (
              <option key={s} value={s}>
                Sort: {RMA_QUEUE_SORT_LABELS[s]}
              </option>
            ))}
          </Form.Select>
        </div>
        <div className="col-6 col-lg-2">
          <Form.Label htmlFor={`${ids}-from`} className="small mb-0">
            Created from
          </Form.Label>
          <Form.Control
            id={`${ids}-from`}
            type="date"
            value={createdFrom}
            max={createdTo || undefined}
            onChange={(e) => change({ createdFrom: e.target.value })}
          />
        </div>
        <div className="col-6 col-lg-2">
          <Form.Label htmlFor={`${ids}-to`} className="small mb-0">
            Created to
          </Form.Label>
          <Form.Control
            id={`${ids}-to`}
            type="date"
            value={createdTo}
            min={createdFrom || undefined}
            onChange={(e) => change({ createdTo: e.target.value })}
          />
        </div>
      </div>

      {list.isPending ? (
        <LoadingState label="Loading returns..." />
      ) : list.isError ? (
        <ErrorState
          message={errorText(list.error, 'Failed to load returns')}
          onRetry={() => void list.refetch()}
        />
      ) : data!.rmas.length === 0 ? (
        <div className="text-center text-body-secondary py-5">
          <i className="bi bi-arrow-return-left display-5 d-block mb-2" aria-hidden="true" />
          <p className="mb-0">
            {filtered ? 'No returns match these filters.' : 'No open returns: nothing to work.'}
          </p>
        </div>
      ) : (
        <>
          <div className="table-responsive">
            <Table hover className="align-middle" aria-busy={list.isFetching}>
              <thead>
                <tr>
                  <th scope="col">RMA</th>
                  <th scope="col">Status</th>
                  <th scope="col">Customer</th>
                  <th scope="col">Product and serial</th>
                  <th scope="col">Order</th>
                  <th scope="col">Wants</th>
                  <th scope="col">Created</th>
                  <th scope="col" className="text-end">
                    Open
                  </th>
                </tr>
              </thead>
              <tbody>
                {data!.rmas.map((r) => (
                  <tr key={r.id}>
                    <td>
                      <Link to={`/admin/rmas/${r.id}`} className="fw-semibold text-nowrap">
                        {r.rmaNumber}
                      </Link>
                      <div className="small text-body-secondary">{RMA_KIND_LABELS[r.kind]}</div>
                    </td>
                    <td>
                      <RmaStatusBadge status={r.status} />
                    </td>
                    {/* Room for a name and an address: on a phone the table scrolls anyway,
                        and a squeezed column would wrap a word (or a few letters) a line. */}
                    <td style={{ minWidth: '12rem' }}>
                      <div>{r.customerName}</div>
                      <div className="small text-body-secondary text-break">{r.customerEmail}</div>
                    </td>
                    <td style={{ minWidth: '12rem' }}>
                      <div>{r.productName}</div>
                      <div className="small font-monospace">{r.unitIdentifier}</div>
                    </td>
                    <td className="text-nowrap">{r.orderNumber}</td>
                    <td>{RMA_OUTCOME_LABELS[r.preferredOutcome]}</td>
                    <td className="text-nowrap">{formatDate(r.createdAt)}</td>
                    <td className="text-end text-nowrap">{daysText(r.daysOpen)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
          <Pager
            current={data!.pagination.currentPage}
            total={data!.pagination.totalPages}
            hrefFor={hrefFor}
            label="Return pages"
          />
        </>
      )}
    </div>
  );
}
