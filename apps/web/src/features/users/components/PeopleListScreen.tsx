import { useState } from 'react';
import { Link } from 'react-router';
import Button from 'react-bootstrap/Button';
import { deleteConfirmation, type AdminUser, type Pagination } from '@shop/contract';
import { ListResults } from '../../../components/list/ListResults';
import { ConfirmDeleteModal } from '../../../components/ui/ConfirmDeleteModal';
import { FiltersBar, type FilterField } from '../../../components/list/FiltersBar';
import { StatCards, type StatCard } from '../../../components/list/StatCards';
import { PageAlert } from '../../../components/ui/PageAlert';
import { useLastPageWhenPastEnd, type ListView } from '../../../lib/use-list-params';
import { useRowSelection } from '../../../lib/use-row-selection';
import type { Option } from '../../../lib/options';
import type { PeopleActions } from '../hooks/use-people-actions';
import { areaBase, fullName, type PeopleArea } from '../people-labels';
import { PeopleBulkBar } from './PeopleBulkBar';
import { PeopleTable } from './PeopleTable';
import { DownloadLink } from '../../../components/ui/DownloadLink';

/**
 * The frame of the users and customers lists: header with Add and Export, the page alert,
 * the stat cards, search and filters, bulk actions, the table with its loading, error and
 * empty states, the pager (pages of 10 from the server), and the delete question.
 */
export function PeopleListScreen<S extends string, F extends string>({
  area,
  title,
  icon,
  addLabel,
  exportHref,
  stats,
  view,
  filterFields,
  sortOptions,
  sorts,
  list,
  actions,
  texts,
}: {
  area: PeopleArea;
  title: string;
  icon: string;
  addLabel: string;
  exportHref: string;
  stats: { cards: StatCard[]; isError: boolean; onRetry: () => void };
  view: ListView<S, F>;
  filterFields: readonly FilterField<F>[];
  sortOptions: readonly Option<S>[];
  sorts: Parameters<typeof PeopleTable<S>>[0]['sorts'];
  list: {
    rows: AdminUser[] | undefined;
    pagination: Pagination | undefined;
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    isPlaceholderData: boolean;
    refetch: () => unknown;
  };
  actions: PeopleActions;
  texts: { loading: string; loadError: string; empty: string; noun: string };
}) {
  const rows = list.rows ?? [];
  const selection = useRowSelection(
    rows.map((r) => r.id),
    JSON.stringify(view.listParams),
  );
  const [asked, setAsked] = useState<{ row: AdminUser; open: boolean } | null>(null);
  const closeDelete = () => setAsked((a) => a && { ...a, open: false });
  useLastPageWhenPastEnd(view, list.pagination?.totalPages, list.isPlaceholderData);

  const { bulk, remove, status } = actions;
  const base = areaBase(area);

  return (
    <div className="container-fluid px-3 px-lg-4 py-4">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-4">
        <h1 className="h2 mb-0 me-auto">
          <i className={`${icon} text-primary me-2`} aria-hidden="true" />
          {title}
        </h1>
        <Link className="btn btn-primary" to={`${base}/new`}>
          <i className="bi bi-person-plus me-1" aria-hidden="true" />
          {addLabel}
        </Link>
        <DownloadLink
          className="btn btn-outline-success"
          href={exportHref}
          icon={<i className="bi bi-download me-1" aria-hidden="true" />}
        >
          CSV
          <span className="visually-hidden"> export of the filtered list</span>
        </DownloadLink>
        <Button
          variant="outline-secondary"
          onClick={() => void actions.refresh()}
          disabled={list.isFetching}
        >
          <i className="bi bi-arrow-clockwise me-1" aria-hidden="true" />
          Refresh
        </Button>
      </div>
      <PageAlert message={actions.alert} onClose={actions.dismissAlert} />
      <StatCards cards={stats.cards} isError={stats.isError} onRetry={stats.onRetry} />
      <FiltersBar
        idPrefix={area}
        searchPlaceholder={area === 'customers' ? 'Name, email or phone' : 'Name, email or phone'}
        search={view.filters.search ?? ''}
        onSearch={(value) => view.setFilter('search', value, { replace: true })}
        fields={filterFields}
        values={view.filters}
        onFilter={view.setFilter}
        sortOptions={sortOptions}
        sort={view.sort}
        order={view.order}
        onSort={view.setSort}
        hasFilters={view.hasFilters}
        onClear={view.clearFilters}
      />
      <PeopleBulkBar
        count={selection.selected.length}
        noun={texts.noun}
        pending={bulk.isPending}
        onStatus={(s, label) =>
          bulk.mutate({ ids: selection.selected, status: s, label }, { onSuccess: selection.clear })
        }
        onDelete={() =>
          bulk
            .mutateAsync({ ids: selection.selected, status: null, label: 'Delete' })
            .then(selection.clear)
        }
      />
      <ListResults
        list={list}
        rowCount={rows.length}
        texts={texts}
        retryLabel="Retry"
        emptyIcon="bi bi-people"
        filters={{ active: view.hasFilters, clear: view.clearFilters }}
        hrefFor={view.hrefFor}
        pagerLabel={`${title} pages`}
      >
        <PeopleTable
          area={area}
          rows={rows}
          selection={selection}
          view={view}
          sorts={sorts}
          onStatus={(row, s) => status.mutate({ id: row.id, status: s })}
          statusPending={(id) =>
            status.isPending && status.variables?.id === id ? status.variables.status : undefined
          }
          onDelete={(row) => setAsked({ row, open: true })}
        />
      </ListResults>
      {asked && (
        <ConfirmDeleteModal
          show={asked.open}
          title={`Delete ${fullName(asked.row) || asked.row.email}`}
          message={`${deleteConfirmation(fullName(asked.row) || asked.row.email)}${
            asked.row.totalOrders > 0
              ? ' This account has orders: it will be deactivated and anonymised so the orders stay.'
              : ''
          }`}
          pending={remove.isPending}
          onCancel={closeDelete}
          onConfirm={() =>
            remove.mutate(
              { id: asked.row.id, name: fullName(asked.row) || asked.row.email },
              { onSettled: closeDelete },
            )
          }
        />
      )}
    </div>
  );
}
