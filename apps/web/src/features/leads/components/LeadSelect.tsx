import Form from 'react-bootstrap/Form';
import type { Option } from '../../../lib/options';

/**
 * A select whose change is saved at once (a row's status, the detail's priority...). In a
 * table row the label is for screen readers only; in a panel it is shown.
 */
export function LeadSelect<T extends string>({
  id,
  label,
  hideLabel = false,
  value,
  options,
  onChange,
  disabled = false,
  size,
}: {
  id: string;
  label: string;
  hideLabel?: boolean;
  value: T;
  options: readonly Option<T>[];
  onChange: (value: T) => void;
  disabled?: boolean;
  size?: 'sm';
}) {
  return (
    <Form.Group controlId={id} className={hideLabel ? undefined : 'mb-3'}>
      <Form.Label className={hideLabel ? 'visually-hidden' : 'small fw-semibold mb-1'}>
        {label}
      </Form.Label>
      <Form.Select
        size={size}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value as T)}
        style={hideLabel ? { minWidth: '8rem' } : undefined}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
