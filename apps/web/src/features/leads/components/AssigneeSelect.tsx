import { useQuery } from '@tanstack/react-query';
import { staffQuery } from '../api/staff';
import { assigneeName, staffName } from '../lead-labels';
import { type Option } from '../../../lib/options';
import { LeadSelect } from './LeadSelect';

/**
 * Unassigned, or one of the staff. Someone no longer on the staff list (deactivated, or the
 * list failed to load) stays shown under the record's own copy of the name.
 */
export function AssigneeSelect({
  id,
  label,
  hideLabel,
  assignedId,
  assignedName,
  onChange,
  disabled,
  size,
}: {
  id: string;
  label: string;
  hideLabel?: boolean;
  assignedId: number | null;
  assignedName: string | null;
  onChange: (assignedId: number | null) => void;
  disabled?: boolean;
  size?: 'sm';
}) {
  const staff = useQuery(staffQuery()).data ?? [];
  const options: Option[] = [
    { value: '', label: 'Unassigned' },
    ...staff.map((s) => ({ value: String(s.id), label: staffName(s) })),
  ];
  if (assignedId !== null && !staff.some((s) => s.id === assignedId)) {
    options.push({
      value: String(assignedId),
      label: assigneeName(assignedId, assignedName, staff),
    });
  }
  return (
    <LeadSelect
      id={id}
      label={label}
      hideLabel={hideLabel}
      value={assignedId === null ? '' : String(assignedId)}
      options={options}
      onChange={(value) => onChange(value === '' ? null : Number(value))}
      disabled={disabled}
      size={size}
    />
  );
}
