import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import type {
  ContactRequestRecord,
  ContactSort,
  ContactStatus,
  ContactUpdate,
} from '@shop/contract';
import {
  CONTACT_STATUS_LABELS,
  isServiceType,
  SERVICE_TYPE_LABELS,
} from '@shop/contract/lead-labels';
import type { LeadListActions } from '../hooks/use-lead-list-actions';
import type { SortView } from '../../../lib/use-list-params';
import { formatDate } from '../../../lib/format';
import { optionsOf } from '../../../lib/options';
import { AssigneeSelect } from './AssigneeSelect';
import { PriorityBadge } from './LeadBadges';
import type { LeadTableProps } from './LeadListScreen';
import { LeadRowActions } from './LeadRowActions';
import { LeadSelect } from './LeadSelect';
import { SelectAllCheckbox } from '../../../components/list/SelectAllCheckbox';
import { SortableHeader } from '../../../components/list/SortableHeader';

const STATUS_OPTIONS = optionsOf(CONTACT_STATUS_LABELS);

/** The quick step: a resolved request is closed; anything else is resolved. */
const quickStep = (status: ContactStatus) =>
  status === 'resolved'
    ? { status: 'closed' as const, label: 'Close', icon: 'bi bi-archive' }
    : { status: 'resolved' as const, label: 'Mark resolved', icon: 'bi bi-check-circle' };

export function ContactRequestsTable({
  rows,
  selection,
  onDelete,
  view,
  actions,
}: LeadTableProps<ContactRequestRecord> & {
  view: SortView<ContactSort>;
  actions: LeadListActions<ContactRequestRecord, ContactStatus, ContactUpdate>;
}) {
  const header = (field: ContactSort, label: string, firstOrder: 'asc' | 'desc' = 'asc') => (
    <SortableHeader
      field={field}
      label={label}
      sort={view.sort}
      order={view.order}
      onSort={view.sortBy}
      firstOrder={firstOrder}
    />
  );
  return (
    // Positioned, so the visually hidden labels in the cells stay inside the scrolling box
    // instead of widening the page on a phone.
    <Table responsive hover className="align-middle mb-0 position-relative">
      <thead className="table-light">
        <tr>
          <th scope="col" style={{ width: '2.5rem' }}>
            <SelectAllCheckbox
              label="Select all requests on this page"
              checked={selection.allSelected}
              indeterminate={selection.someSelected}
              onChange={selection.toggleAll}
            />
          </th>
          {header('name', 'Customer')}
          {header('service_type', 'Service')}
          {header('priority', 'Priority', 'desc')}
          {header('status', 'Status')}
          <th scope="col">Assigned to</th>
          {header('created_at', 'Date', 'desc')}
          <th scope="col" className="text-end">
            Actions
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const pending = actions.pendingUpdates.get(row.id);
          const shown = { ...row, ...pending };
          const who = `request from ${row.name}`;
          const step = quickStep(shown.status);
          return (
            <tr key={row.id} className={selection.isSelected(row.id) ? 'table-active' : undefined}>
              <td>
                <Form.Check.Input
                  type="checkbox"
                  aria-label={`Select ${who}`}
                  checked={selection.isSelected(row.id)}
                  onChange={(e) => selection.toggle(row.id, e.target.checked)}
                />
              </td>
              <td style={{ minWidth: '12rem' }}>
                <div className="fw-semibold text-break">{row.name}</div>
                <div className="small text-body-secondary text-break">{row.email}</div>
                {row.phone && <div className="small text-body-secondary">{row.phone}</div>}
              </td>
              <td style={{ minWidth: '10rem', maxWidth: '16rem' }}>
                <div>
                  {isServiceType(row.service_type)
                    ? SERVICE_TYPE_LABELS[row.service_type]
                    : 'Not specified'}
                </div>
                {row.subject && (
                  <div className="small text-body-secondary text-truncate" title={row.subject}>
                    {row.subject}
                  </div>
                )}
              </td>
              <td>
                <PriorityBadge priority={row.priority} />
              </td>
              <td>
                <LeadSelect
                  id={`contact-status-${row.id}`}
                  label={`Status of ${who}`}
                  hideLabel
                  size="sm"
                  value={shown.status}
                  options={STATUS_OPTIONS}
                  disabled={pending !== undefined}
                  onChange={(status) => actions.update(row.id, { status })}
                />
              </td>
              <td>
                <AssigneeSelect
                  id={`contact-assignee-${row.id}`}
                  label={`Assignee of ${who}`}
                  hideLabel
                  size="sm"
                  assignedId={shown.assigned_user_id}
                  assignedName={row.assigned_user_name}
                  disabled={pending !== undefined}
                  onChange={(assigned_user_id) => actions.update(row.id, { assigned_user_id })}
                />
              </td>
              <td className="text-nowrap small">{formatDate(row.created_at)}</td>
              <td>
                <LeadRowActions
                  detailHref={`/admin/contact-requests/${row.id}`}
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
