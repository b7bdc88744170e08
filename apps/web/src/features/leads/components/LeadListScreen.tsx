import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  LEAD_KINDS,
  type LeadKind,
  type LeadRecord,
  type LeadSort,
  type LeadStatus,
} from '@shop/contract';
import { PRIORITY_LABELS } from '@shop/contract/lead-labels';
import { FiltersBar, type FilterField } from '../../../components/list/FiltersBar';
import { ListResults } from '../../../components/list/ListResults';
import { StatCards } from '../../../components/list/StatCards';
import { ConfirmDeleteModal } from '../../../components/ui/ConfirmDeleteModal';
import { PageAlert } from '../../../components/ui/PageAlert';
import { optionsOf } from '../../../lib/options';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  oneOf,
  useLastPageWhenPastEnd,
  useListParams,
  type ListSpec,
} from '../../../lib/use-list-params';
import { useRowSelection } from '../../../lib/use-row-selection';
import {
  LEAD_WRITES,
  leadListQuery,
  leadsExportUrl,
  leadStatsQuery,
  type LeadDetail,
} from '../api/admin-leads';
import { useRefreshLeadKind, type LeadWrites } from '../api/lead-writes';
import { staffQuery } from '../api/staff';
import { useLeadListActions, type LeadRowChange } from '../hooks/use-lead-list-actions';
import { assigneeFilter, staffName } from '../lead-labels';
import { LEAD_SCREENS, titleCase, type LeadScreen } from '../lead-screens';
import { LeadBulkBar } from './LeadBulkBar';
import { LeadListHeader } from './LeadListHeader';
import { LeadTable } from './LeadTable';

/**
 * The URL's view of a kind's list: its sorts, and the filters every kind has (status,
 * priority, assignee) before its own. Made once per kind: useListParams wants a constant.
 */
const listSpecs = new Map<LeadKind, ListSpec<string, string>>();
function listSpecOf<K extends LeadKind>(kind: K, screen: LeadScreen<K>) {
  let spec = listSpecs.get(kind);
  if (!spec) {
    spec = {
      sorts: screen.sorts,
      defaultSort: 'created_at',
      filters: {
        status: oneOf(screen.statusLabels),
        priority: oneOf(PRIORITY_LABELS),
        assignedTo: assigneeFilter,
        ...screen.filters,
      },
    };
    listSpecs.set(kind, spec);
  }
  return spec as ListSpec<LeadSort<K>, string>;
}

/**
 * A kind of lead's list (docs/modules/leads.md#calls): header, page alert, stats,
 * filters, bulk bar, the list's loading, error and empty states, the table, the pager and the
 * delete question. What differs between the kinds comes from lead-screens.tsx.
 */
export function LeadListScreen<K extends LeadKind>({ kind }: { kind: K }) {
  const screen = LEAD_SCREENS[kind] as LeadScreen<K>;
  const { names } = screen;
  const title = titleCase(names.many);
  useDocumentTitle(title);
  // The list sends only status and assignee changes, which every kind's update accepts.
  const writes = LEAD_WRITES[kind] as unknown as LeadWrites<
    LeadDetail<K>,
    LeadStatus<K>,
    LeadRowChange<K>
  >;
  const refreshList = useRefreshLeadKind(writes);
  const view = useListParams(listSpecOf(kind, screen));
  const list = useQuery(leadListQuery(kind, view.listParams));
  const stats = useQuery(leadStatsQuery(kind));
  const staff = useQuery(staffQuery());
  const actions = useLeadListActions(writes, {
    noun: names.short,
    messages: {
      update: `Failed to update ${names.one}. Please try again.`,
      delete: `Failed to delete ${names.one}. Please try again.`,
      bulk: 'Failed to perform bulk action. Please try again.',
    },
  });

  const rows = list.data?.rows ?? [];
  const pagination = list.data?.pagination;
  const selection = useRowSelection(
    rows.map((r) => r.id),
    JSON.stringify(view.listParams),
  );
  useLastPageWhenPastEnd(view, pagination?.totalPages, list.isPlaceholderData);
  // The row stays while the modal fades out, so its text does not blank on the way.
  const [asked, setAsked] = useState<{ row: LeadRecord<K>; open: boolean } | null>(null);
  const closeDelete = () => setAsked((a) => a && { ...a, open: false });
  const { bulk, remove } = actions;

  const filterFields: FilterField<string>[] = [
    {
      key: 'status',
      label: 'Status',
      allLabel: 'All statuses',
      options: optionsOf(screen.statusLabels),
    },
    {
      key: 'assignedTo',
      label: 'Assigned to',
      allLabel: 'All',
      options: [
        { value: 'unassigned', label: 'Unassigned' },
        ...(staff.data ?? []).map((u) => ({ value: String(u.id), label: staffName(u) })),
      ],
    },
    {
      key: 'priority',
      label: 'Priority',
      allLabel: 'All priorities',
      options: optionsOf(PRIORITY_LABELS),
    },
    ...screen.filterFields,
  ];
  const texts = {
    loading: `Loading ${names.many}...`,
    loadError: `Failed to load ${names.many}. Please try again.`,
    empty: `No ${names.many} found.`,
  };

  return (
    <div className="container-fluid px-3 px-lg-4 py-4">
      <LeadListHeader
        title={title}
        icon={screen.icon}
        total={pagination?.totalItems}
        formHref={screen.form.href}
        formLabel={screen.form.label}
        exportHref={leadsExportUrl(kind, view.exportParams)}
        onRefresh={() => {
          void refreshList();
          void staff.refetch();
        }}
        refreshing={list.isFetching}
      />
      <PageAlert message={actions.alert} onClose={actions.dismissAlert} />
      <StatCards
        cards={screen.statCards(stats.data)}
        isError={stats.isError}
        onRetry={() => void stats.refetch()}
      />
      <FiltersBar
        idPrefix={screen.idPrefix}
        searchPlaceholder={screen.searchPlaceholder}
        search={view.filters.search ?? ''}
        onSearch={(value) => view.setFilter('search', value, { replace: true })}
        fields={filterFields}
        values={view.filters}
        onFilter={view.setFilter}
        sortOptions={screen.sortOptions}
        sort={view.sort}
        order={view.order}
        onSort={view.setSort}
        hasFilters={view.hasFilters}
        onClear={view.clearFilters}
      />
      {selection.selected.length > 0 && (
        <LeadBulkBar
          count={selection.selected.length}
          noun={names.short}
          // A bulk action moves leads on: none is put back to New.
          statuses={optionsOf(screen.statusLabels).filter((o) => o.value !== 'new')}
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
        list={{ ...list, pagination }}
        rowCount={rows.length}
        texts={texts}
        filters={{ active: view.hasFilters, clear: view.clearFilters }}
        hrefFor={view.hrefFor}
        pagerLabel={`${title} pages`}
      >
        <LeadTable
          screen={screen}
          detailPath={`/admin/${LEAD_KINDS[kind].path}`}
          rows={rows}
          selection={selection}
          onDelete={(row) => setAsked({ row, open: true })}
          view={view}
          actions={actions}
        />
      </ListResults>
      {asked && (
        <ConfirmDeleteModal
          show={asked.open}
          title={`Delete ${names.short.one}`}
          message={`Delete the ${names.short.one} from ${screen.nameOf(asked.row)}? This action cannot be undone.`}
          pending={remove.isPending}
          onCancel={closeDelete}
          onConfirm={() =>
            remove.mutate(
              { id: asked.row.id, name: screen.nameOf(asked.row) },
              { onSettled: closeDelete },
            )
          }
        />
      )}
    </div>
  );
}
