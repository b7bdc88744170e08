import { useEffect, useRef } from 'react';
import Form from 'react-bootstrap/Form';
import type { RowSelection } from '../../lib/use-row-selection';

/** The header checkbox: checked when every row of the page is, "mixed" when some are. */
export function SelectAllCheckbox({
  label,
  checked,
  indeterminate,
  onChange,
  disabled,
}: {
  label: string;
  checked: boolean;
  indeterminate: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <Form.Check.Input
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onChange={(e) => onChange(e.target.checked)}
    />
  );
}

/** The header cell of a table's checkbox column: checks or clears every row of the page. */
export function SelectAllHeader({ label, selection }: { label: string; selection: RowSelection }) {
  return (
    <th scope="col" style={{ width: '2.5rem' }}>
      <SelectAllCheckbox
        label={label}
        checked={selection.allSelected}
        indeterminate={selection.someSelected}
        onChange={selection.toggleAll}
      />
    </th>
  );
}

/** A row's cell in the checkbox column; `label` names the row ("Select order SV-1001"). */
export function RowSelectCell({
  label,
  id,
  selection,
}: {
  label: string;
  id: number;
  selection: RowSelection;
}) {
  return (
    <td>
      <Form.Check.Input
        type="checkbox"
        aria-label={label}
        checked={selection.isSelected(id)}
        onChange={(e) => selection.toggle(id, e.target.checked)}
      />
    </td>
  );
}
