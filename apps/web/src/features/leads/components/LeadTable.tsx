import Table from 'react-bootstrap/Table';
import type { LeadKind, LeadRecord, LeadSort, LeadStatus } from '@shop/contract';
import { RowSelectCell, SelectAllHeader } from '../../../components/list/SelectAllCheckbox';
import { endColumn, TableHead, type Column } from '../../../components/list/TableParts';
import { formatDate } from '../../../lib/format';
import { optionsOf } from '../../../lib/options';
import type { SortView } from '../../../lib/use-list-params';
import type { RowSelection } from '../../../lib/use-row-selection';
import type { LeadListActions, LeadRowChange } from '../hooks/use-lead-list-actions';
import type { LeadScreen } from '../lead-screens';
import { AssigneeSelect } from './AssigneeSelect';
import { LeadRowActions } from './LeadRowActions';
import { LeadSelect } from './LeadSelect';

/**
 * A page of leads: the row's checkbox, the kind's own columns (lead-screens.tsx), then what
 * staff change on every kind from the list: status, assignee, the received (and answered)
 * date, and the row's actions. A change shows at once and locks the row until it is stored.
 */
export function LeadTable<K extends LeadKind>({
  screen,
  detailPath,
  rows,
  selection,
  onDelete,
  view,
  actions,
}: {
  screen: LeadScreen<K>;
  /** The detail screens' path, e.g. /admin/contact-requests. */
  detailPath: string;
  rows: LeadRecord<K>[];
  selection: RowSelection;
  onDelete: (row: LeadRecord<K>) => void;
  view: SortView<LeadSort<K>>;
  actions: LeadListActions<LeadRecord<K>, LeadStatus<K>, LeadRowChange<K>>;
}) {
  const statusOptions = optionsOf(screen.statusLabels);
  const columns: Column<LeadSort<K>>[] = [
    ...screen.columns.map(({ label, sort, firstOrder = 'asc' }) => ({ label, sort, firstOrder })),
    { label: 'Status', sort: 'status' as LeadSort<K>, firstOrder: 'asc' },
    'Assigned to',
    { label: 'Date', sort: 'created_at' as LeadSort<K>, firstOrder: 'desc' },
    endColumn('Actions'),
  ];
  return (
    // Positioned, so the visually hidden labels in the cells stay inside the scrolling box
    // instead of widening the page on a phone. On a phone each lead is a card of labelled
    // lines (table-stack-phone, data-label): the nine columns were 1,100 px wide there.
    <Table
      responsive
      hover
      className="align-middle mb-0 position-relative table-stack-phone table-tight-x"
    >
      <TableHead columns={columns} sorting={view} className="table-light">
        <SelectAllHeader
          label={`Select all ${screen.names.short.many} on this page`}
          selection={selection}
        />
      </TableHead>
      <tbody>
        {rows.map((row) => {
          const pending = actions.pendingUpdates.get(row.id);
          const shown = { ...row, ...pending };
          const who = `${screen.names.short.one} from ${screen.nameOf(row)}`;
          const step = screen.quickStep(shown.status as LeadStatus<K>);
          const prefix = screen.idPrefix;
          return (
            <tr key={row.id} className={selection.isSelected(row.id) ? 'table-active' : undefined}>
              <RowSelectCell label={`Select ${who}`} id={row.id} selection={selection} />
              {screen.columns.map((column) => (
                <td
                  key={column.label}
                  className={column.className}
                  style={column.style}
                  data-label={column.label}
                >
                  {column.cell(row)}
                </td>
              ))}
              <td data-label="Status">
                <LeadSelect
                  id={`${prefix}-status-${row.id}`}
                  label={`Status of ${who}`}
                  hideLabel
                  size="sm"
                  value={shown.status as LeadStatus<K>}
                  options={statusOptions}
                  disabled={pending !== undefined}
                  onChange={(status) => actions.update(row.id, { status })}
                />
              </td>
              <td data-label="Assigned to">
                <AssigneeSelect
                  id={`${prefix}-assignee-${row.id}`}
                  label={`Assignee of ${who}`}
                  hideLabel
                  size="sm"
                  assignedId={shown.assigned_user_id}
                  assignedName={row.assigned_user_name}
                  disabled={pending !== undefined}
                  onChange={(assigned_user_id) => actions.update(row.id, { assigned_user_id })}
                />
              </td>
              {/* The date may wrap after its day ("Nov 28, / 2026") when the list is tight. */}
              <td className="small" style={{ minWidth: '4.5rem' }} data-label="Date">
                <div>{formatDate(row.created_at)}</div>
                {row.responded_at && (
                  <div className="text-success" title="Responded">
                    <i className="bi bi-reply-fill me-1" aria-hidden="true" />
                    <span className="visually-hidden">Responded </span>
                    {formatDate(row.responded_at)}
                  </div>
                )}
              </td>
              <td className="table-stack-actions">
                <LeadRowActions
                  detailHref={`${detailPath}/${row.id}`}
                  listSearch={view.queryString}
                  who={who}
                  quick={{
                    label: step.label,
                    icon: step.icon,
                    onClick: () => actions.update(row.id, { status: step.status }),
                  }}
                  onDelete={() => onDelete(row)}
                  disabled={pending !== undefined}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
