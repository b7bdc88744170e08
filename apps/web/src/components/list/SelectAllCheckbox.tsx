import { useEffect, useRef } from 'react';
import Form from 'react-bootstrap/Form';

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
