import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
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
import { FilterDay, FilterSelect } from '../../../../components/list/FiltersBar';
import { ListResults } from '../../../../components/list/ListResults';
import { SearchInput } from '../../../../components/list/SearchInput';
import { endColumn, TableHead } from '../../../../components/list/TableParts';
import { errorText } from '../../../../lib/error-text';
import { formatDate } from '../../../../lib/format';
import { useListParams } from '../../../../lib/use-list-params';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { rmasListQuery, rmaStatsQuery } from '../api/rmas';
import { RmaStatusBadge } from '../../../../components/rma/RmaStatusBadge';
import { daysText } from '../rma-labels';
import { RmaScanBox } from './RmaScanBox';

const PAGE_SIZE = 20;

const KIND_OPTIONS = RMA_KINDS.map((k) => ({ value: k, label: RMA_KIND_LABELS[k] }));
const SORT_OPTIONS = RMA_QUEUE_SORTS.map((s) => ({ value: s, label: RMA_QUEUE_SORT_LABELS[s] }));

const COLUMNS = [
  'RMA',
  'Status',
  'Customer',
  'Product and serial',
  'Order',
  'Wants',
  'Created',
  endColumn('Open'),
];

const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

/** The queue's view in the address (a module constant: useListParams depends on it). */
const RMA_LIST_SPEC = {
  sorts: RMA_QUEUE_SORTS,
  defaultSort: 'newest' as RmaQueueSort,
  filters: {
    status: (v: string) =>
      v === 'all' || (RMA_QUEUE_STATUS_FILTERS as readonly string[]).includes(v),
    kind: (v: string) => (RMA_KINDS as readonly string[]).includes(v),
    createdFrom: isDay,
    createdTo: isDay,
  },
};

/**
 * /admin/rmas: the returns and warranty claims to work (ADR 0048): a scan box that
 * opens the RMA a label belongs to, chips with the count of each status, the filters (kept in
 * the address, so Back and links keep them) and the server's pages. Open RMAs are shown first.
 */
export function RmaListScreen() {
  useDocumentTitle('Returns');
  const ids = useId();
  const view = useListParams(RMA_LIST_SPEC);
  const { filters } = view;
  // The queue opens on the RMAs still to work; "All" is a choice (status=all).
  const status: RmaQueueStatusFilter | undefined =
    filters.status === 'all' ? undefined : ((filters.status as RmaQueueStatusFilter) ?? 'open');
  const kind = filters.kind as RmaKind | undefined;
  const createdFrom = filters.createdFrom ?? '';
  const createdTo = filters.createdTo ?? '';

  const stats = useQuery(rmaStatsQuery());
  const list = useQuery(
    rmasListQuery({
      page: view.page,
      limit: PAGE_SIZE,
      status,
      kind,
      search: filters.search,
      createdFrom: createdFrom || undefined,
      createdTo: createdTo || undefined,
      sort: view.sort,
    }),
  );
  const data = list.data;
  const counts = stats.data;
  const total = counts ? Object.values(counts.counts).reduce((a, b) => a + b, 0) : undefined;
  const rows = data?.rmas ?? [];
  const filtered = Boolean(status !== 'open' || kind || filters.search || createdFrom || createdTo);

  const chip = (value: string, label: string, count: number | undefined, pressed: boolean) => (
    <Button
      key={value}
      size="sm"
      variant={pressed ? 'dark' : 'outline-dark'}
      aria-pressed={pressed}
      onClick={() => view.setFilter('status', value === 'open' ? '' : value)}
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

      {/* The filters' labels are all shown, one line each, so the controls line up on the
          row's bottom edge; on a phone they go two to a row under the search box. */}
      <div className="row g-2 mb-3 align-items-end">
        <div className="col-12 col-lg-4">
          <SearchInput
            id={`${ids}-search`}
            label="Search returns"
            placeholder="RMA, serial, customer or order"
            value={filters.search ?? ''}
            maxLength={100}
            onChange={(value) => view.setFilter('search', value, { replace: true })}
          />
        </div>
        <div className="col-6 col-md-3 col-lg-2">
          <FilterSelect
            id={`${ids}-kind`}
            label="Kind"
            allLabel="All kinds"
            value={kind ?? ''}
            options={KIND_OPTIONS}
            onChange={(value) => view.setFilter('kind', value)}
          />
        </div>
        <div className="col-6 col-md-3 col-lg-2">
          <FilterSelect
            id={`${ids}-sort`}
            label="Sort by"
            value={view.sort}
            options={SORT_OPTIONS}
            onChange={(value) => view.setSort(value as RmaQueueSort, 'desc')}
          />
        </div>
        <div className="col-6 col-md-3 col-lg-2">
          <FilterDay
            id={`${ids}-from`}
            label="Created from"
            value={createdFrom}
            max={createdTo || undefined}
            onChange={(value) => view.setFilter('createdFrom', value)}
          />
        </div>
        <div className="col-6 col-md-3 col-lg-2">
          <FilterDay
            id={`${ids}-to`}
            label="Created to"
            value={createdTo}
            min={createdFrom || undefined}
            onChange={(value) => view.setFilter('createdTo', value)}
          />
        </div>
      </div>

      <ListResults
        list={{ ...list, pagination: data?.pagination }}
        rowCount={rows.length}
        texts={{
          loading: 'Loading returns...',
          loadError: errorText(list.error, 'Failed to load returns'),
          empty: filtered ? 'No returns match these filters.' : 'No open returns: nothing to work.',
        }}
        emptyIcon="bi bi-arrow-return-left"
        filters={{ active: filtered, clear: view.clearFilters }}
        footer={{ noun: 'returns' }}
        hrefFor={view.hrefFor}
        pagerLabel="Return pages"
      >
        <div className="table-responsive">
          <Table hover className="align-middle mb-0" aria-busy={list.isFetching}>
            <TableHead columns={COLUMNS} />
            <tbody>
              {rows.map((r) => (
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
      </ListResults>
    </div>
  );
}
