import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import type { SiteSurveyRecord, SurveySort, SurveyStatus, SurveyUpdate } from '@shop/contract';
import {
  SURVEY_PROPERTY_TYPE_LABELS,
  SURVEY_STATUS_LABELS,
  SURVEY_TYPE_LABELS,
} from '@shop/contract/lead-labels';
import type { LeadListActions } from '../hooks/use-lead-list-actions';
import type { SortView } from '../../../lib/use-list-params';
import { formatDate, formatWholeMoney } from '../../../lib/format';
import { optionsOf } from '../../../lib/options';
import { AssigneeSelect } from './AssigneeSelect';
import { ComplexityBar } from './ComplexityBar';
import { PriorityBadge, TimeframeBadge } from './LeadBadges';
import type { LeadTableProps } from './LeadListScreen';
import { LeadRowActions } from './LeadRowActions';
import { LeadSelect } from './LeadSelect';
import { SelectAllCheckbox } from '../../../components/list/SelectAllCheckbox';
import { SortableHeader } from '../../../components/list/SortableHeader';

const STATUS_OPTIONS = optionsOf(SURVEY_STATUS_LABELS);

/** The quick step: a completed survey is closed; anything else is completed. */
const quickStep = (status: SurveyStatus) =>
  status === 'completed'
    ? { status: 'closed' as const, label: 'Close', icon: 'bi bi-archive' }
    : { status: 'completed' as const, label: 'Mark completed', icon: 'bi bi-check2-circle' };

export const surveyCustomerName = (survey: Pick<SiteSurveyRecord, 'customer_name'>) =>
  survey.customer_name.trim() || 'Anonymous Customer';

export function SiteSurveysTable({
  rows,
  selection,
  onDelete,
  view,
  actions,
}: LeadTableProps<SiteSurveyRecord> & {
  view: SortView<SurveySort>;
  actions: LeadListActions<SiteSurveyRecord, SurveyStatus, SurveyUpdate>;
}) {
  const header = (field: SurveySort, label: string, firstOrder: 'asc' | 'desc' = 'desc') => (
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
              label="Select all surveys on this page"
              checked={selection.allSelected}
              indeterminate={selection.someSelected}
              onChange={selection.toggleAll}
            />
          </th>
          {header('customer_name', 'Customer', 'asc')}
          {header('estimated_cameras', 'Project')}
          {header('estimated_value', 'Value')}
          {header('complexity_score', 'Complexity')}
          {header('timeframe', 'Timeframe')}
          {header('status', 'Status', 'asc')}
          <th scope="col">Assigned to</th>
          {header('created_at', 'Date')}
          <th scope="col" className="text-end">
            Actions
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const pending = actions.pendingUpdates.get(row.id);
          const shown = { ...row, ...pending };
          const name = surveyCustomerName(row);
          const who = `survey from ${name}`;
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
              <td style={{ minWidth: '10rem' }}>
                <div className="fw-semibold text-break">{name}</div>
                <div className="small text-body-secondary text-break">{row.customer_email}</div>
                {row.customer_company && (
                  <div className="small text-body-secondary text-break">
                    <i className="bi bi-building me-1" aria-hidden="true" />
                    {row.customer_company}
                  </div>
                )}
              </td>
              <td style={{ minWidth: '9.5rem' }} className="small">
                <div className="fw-semibold">{SURVEY_PROPERTY_TYPE_LABELS[row.property_type]}</div>
                <div className="text-body-secondary">{SURVEY_TYPE_LABELS[row.survey_type]}</div>
                <div>
                  <i className="bi bi-camera-video me-1" aria-hidden="true" />
                  {row.estimated_cameras} {row.estimated_cameras === 1 ? 'camera' : 'cameras'}
                </div>
                {row.building_count !== 1 && (
                  <div>
                    <i className="bi bi-buildings me-1" aria-hidden="true" />
                    {row.building_count >= 4 ? '4+' : row.building_count} buildings
                  </div>
                )}
              </td>
              <td className="text-nowrap fw-semibold">{formatWholeMoney(row.estimated_value)}</td>
              <td>
                <ComplexityBar score={row.complexity_score} />
              </td>
              <td>
                <div className="d-flex flex-column align-items-start gap-1">
                  <TimeframeBadge timeframe={row.timeframe} />
                  {row.priority !== 'normal' && <PriorityBadge priority={row.priority} />}
                </div>
              </td>
              <td>
                <LeadSelect
                  id={`survey-status-${row.id}`}
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
                  id={`survey-assignee-${row.id}`}
                  label={`Assignee of ${who}`}
                  hideLabel
                  size="sm"
                  assignedId={shown.assigned_user_id}
                  assignedName={row.assigned_user_name}
                  disabled={pending !== undefined}
                  onChange={(assigned_user_id) => actions.update(row.id, { assigned_user_id })}
                />
              </td>
              <td className="text-nowrap small">
                <div>{formatDate(row.created_at)}</div>
                {row.responded_at && (
                  <div className="text-success" title="Responded">
                    <i className="bi bi-reply-fill me-1" aria-hidden="true" />
                    <span className="visually-hidden">Responded </span>
                    {formatDate(row.responded_at)}
                  </div>
                )}
              </td>
              <td>
                <LeadRowActions
                  detailHref={`/admin/site-surveys/${row.id}`}
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
