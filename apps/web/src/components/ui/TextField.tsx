import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** The label, with a red star for required fields (the input itself says aria-required). */
function FieldLabel({ label, required }: { label: string; required?: boolean | undefined }) {
  return (
    <Form.Label>
      {label}
      {required && (
        <span className="text-danger" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </Form.Label>
  );
}

type Props = {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  type?: string;
  required?: boolean;
  autoComplete?: string;
  placeholder?: string;
  help?: ReactNode;
  disabled?: boolean;
  maxLength?: number;
  className?: string;
};

/** A labelled input wired to react-hook-form, with its error under it and announced. */
export function TextField({
  id,
  label,
  registration,
  error,
  type = 'text',
  required,
  help,
  className,
  ...rest
}: Props) {
  const describedBy =
    [error ? `${id}-error` : null, help ? `${id}-help` : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <Form.Group controlId={id} className={className ?? 'mb-3'}>
      <FieldLabel label={label} required={required} />
      <Form.Control
        type={type}
        isInvalid={!!error}
        aria-invalid={!!error}
        aria-required={required}
        aria-describedby={describedBy}
        {...rest}
        {...registration}
      />
      {help && (
        <Form.Text id={`${id}-help`} muted>
          {help}
        </Form.Text>
      )}
      {error && (
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {error}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}

type SelectProps = Omit<Props, 'type' | 'placeholder' | 'maxLength'> & {
  options: readonly { value: string; label: string }[];
  emptyLabel?: string;
};

export function SelectField({
  id,
  label,
  registration,
  error,
  required,
  options,
  emptyLabel,
  className,
  help,
  ...rest
}: SelectProps) {
  return (
    <Form.Group controlId={id} className={className ?? 'mb-3'}>
      <FieldLabel label={label} required={required} />
      <Form.Select
        isInvalid={!!error}
        aria-invalid={!!error}
        aria-required={required}
        aria-describedby={
          [error ? `${id}-error` : null, help ? `${id}-help` : null].filter(Boolean).join(' ') ||
          undefined
        }
        {...rest}
        {...registration}
      >
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Form.Select>
      {help && (
        <Form.Text id={`${id}-help`} muted>
          {help}
        </Form.Text>
      )}
      {error && (
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {error}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}
