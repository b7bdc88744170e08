import { useEffect, useState, type ReactNode } from 'react';
import type { Pagination } from '@shop/contract';
import { ListResults } from '../../../components/list/ListResults';
import type { LeadListActions, LeadNoun } from '../hooks/use-lead-list-actions';
import type { ListView } from '../../../lib/use-list-params';
import { useRowSelection, type RowSelection } from '../../../lib/use-row-selection';
import type { Option } from '../../../lib/options';
import { ConfirmDeleteModal } from '../../../components/ui/ConfirmDeleteModal';
import { LeadBulkBar } from './LeadBulkBar';
import { FiltersBar, type FilterField } from '../../../components/list/FiltersBar';
import { LeadListHeader } from './LeadListHeader';
import { StatCards, type StatCard } from '../../../components/list/StatCards';
import { PageAlert } from '../../../components/ui/PageAlert';

type Row = { id: number };

/** What the screen hands the table it draws. */
export type LeadTableProps<R extends Row> = {
  rows: R[];
  selection: RowSelection;
  /** Opens the delete question for a row. */
  onDelete: (row: R) => void;
};

/**
 * The frame both lead lists share: header, page alert, stats, filters, bulk bar, the list's
 * loading, error and empty states, the pager, and the delete question. The table itself is
 * the caller's (`renderTable`).
 */
export function LeadListScreen<
  R extends Row,
  S extends string,
  F extends string,
  St extends string,
  U,
>({
  idPrefix,
  title,
  icon,
  form,
  exportHref,
  stats,
  view,
  filterFields,
  sortOptions,
  searchPlaceholder,
  list,
  actions,
  bulkStatuses,
  nameOf,
  texts,
  onRefresh,
  renderTable,
}: {
  idPrefix: string;
  title: string;
  icon: string;
  form: { href: string; label: string };
  exportHref: string;
  stats: { cards: StatCard[]; isError: boolean; onRetry: () => void };
  view: ListView<S, F>;
  filterFields: readonly FilterField<F>[];
  sortOptions: readonly Option<S>[];
  searchPlaceholder: string;
  list: {
    rows: R[] | undefined;
    pagination: Pagination | undefined;
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    isPlaceholderData: boolean;
    refetch: () => unknown;
  };
  actions: LeadListActions<R, St, U>;
  bulkStatuses: readonly Option<St>[];
  nameOf: (row: R) => string;
  texts: { loading: string; loadError: string; empty: string; noun: LeadNoun };
  onRefresh: () => void;
  renderTable: (props: LeadTableProps<R>) => ReactNode;
}) {
  const rows = list.rows ?? [];
  const selection = useRowSelection(
    rows.map((r) => r.id),
    JSON.stringify(view.listParams),
  );
  // The row stays while the modal fades out, so its text does not blank on the way.
  const [asked, setAsked] = useState<{ row: R; open: boolean } | null>(null);
  const closeDelete = () => setAsked((a) => a && { ...a, open: false });
  const { pagination } = list;
  const { page, setPage } = view;

  // After deletes the page asked for may be past the end: show the last one instead.
  useEffect(() => {
    if (pagination && !list.isPlaceholderData && page > pagination.totalPages) {
      setPage(pagination.totalPages, { replace: true });
    }
  }, [pagination, list.isPlaceholderData, page, setPage]);

  const { bulk, remove } = actions;

  return (
    <div className="container-fluid px-3 px-lg-4 py-4">
      <LeadListHeader
        title={title}
        icon={icon}
        total={pagination?.totalItems}
        formHref={form.href}
        formLabel={form.label}
        exportHref={exportHref}
        onRefresh={onRefresh}
        refreshing={list.isFetching}
      />
      <PageAlert message={actions.alert} onClose={actions.dismissAlert} />
      <StatCards cards={stats.cards} isError={stats.isError} onRetry={stats.onRetry} />
      <FiltersBar
        idPrefix={idPrefix}
        searchPlaceholder={searchPlaceholder}
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
      {selection.selected.length > 0 && (
        <LeadBulkBar
          count={selection.selected.length}
          noun={texts.noun}
          statuses={bulkStatuses}
          pending={bulk.isPending}
          onStatus={(status, label) =>
            bulk.mutate({ ids: selection.selected, status, label }, { onSuccess: selection.clear })
          }
          onDelete={() =>
            bulk
              .mutateAsync({ ids: selection.selected, status: null, label: 'Delete' })
              .then(selection.clear)
          }
          onClear={selection.clear}
        />
      )}
      <ListResults
        list={list}
        rowCount={rows.length}
        texts={texts}
        filters={{ active: view.hasFilters, clear: view.clearFilters }}
        hrefFor={view.hrefFor}
        pagerLabel={`${title} pages`}
      >
        {renderTable({ rows, selection, onDelete: (row) => setAsked({ row, open: true }) })}
      </ListResults>
      {asked && (
        <ConfirmDeleteModal
          show={asked.open}
          title={`Delete ${texts.noun.one}`}
          message={`Delete the ${texts.noun.one} from ${nameOf(asked.row)}? This action cannot be undone.`}
          pending={remove.isPending}
          onCancel={closeDelete}
          onConfirm={() =>
            remove.mutate({ id: asked.row.id, name: nameOf(asked.row) }, { onSettled: closeDelete })
          }
        />
      )}
    </div>
  );
}
