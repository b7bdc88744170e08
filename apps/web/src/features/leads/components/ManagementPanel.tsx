import type { LeadPriority } from '@shop/contract';
import { PRIORITY_LABELS } from '@shop/contract/lead-labels';
import { optionsOf, type Option } from '../../../lib/options';
import { AssigneeSelect } from './AssigneeSelect';
import { DetailCard } from './DetailCard';
import { LeadSelect } from './LeadSelect';

type Change<S> = { status?: S; priority?: LeadPriority; assigned_user_id?: number | null };

const PRIORITY_OPTIONS = optionsOf(PRIORITY_LABELS);

/** Status, priority and assignee of one lead; each change is saved at once. */
export function ManagementPanel<S extends string>({
  idPrefix,
  statusOptions,
  status,
  priority,
  assignedId,
  assignedName,
  assigneeShown,
  onChange,
  pending,
}: {
  idPrefix: string;
  statusOptions: readonly Option<S>[];
  status: S;
  priority: LeadPriority;
  assignedId: number | null;
  assignedName: string | null;
  /** The assignee's name as the screen says it (from the staff list when it has them). */
  assigneeShown: string;
  onChange: (change: Change<S>) => void;
  pending: boolean;
}) {
  return (
    <DetailCard id={`${idPrefix}-management-heading`} title="Management" icon="bi bi-sliders">
      <LeadSelect
        id={`${idPrefix}-status`}
        label="Status"
        value={status}
        options={statusOptions}
        disabled={pending}
        onChange={(value) => onChange({ status: value })}
      />
      <LeadSelect
        id={`${idPrefix}-priority`}
        label="Priority"
        value={priority}
        options={PRIORITY_OPTIONS}
        disabled={pending}
        onChange={(value) => onChange({ priority: value })}
      />
      <AssigneeSelect
        id={`${idPrefix}-assignee`}
        label="Assign to"
        assignedId={assignedId}
        assignedName={assignedName}
        disabled={pending}
        onChange={(value) => onChange({ assigned_user_id: value })}
      />
      <p className="small mb-0" aria-live="polite">
        <span className="text-body-secondary">Currently assigned to: </span>
        <strong>{assigneeShown}</strong>
      </p>
    </DetailCard>
  );
}
