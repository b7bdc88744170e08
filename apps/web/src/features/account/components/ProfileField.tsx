import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A profile field: plain read-only text until Edit Profile, then an input with its error
 * under it (aria-invalid and aria-describedby, so a screen reader hears both).
 */
export function ProfileField({
  id,
  label,
  registration,
  editing,
  error,
  required,
  help,
  className = 'col-12 col-md-6',
  type = 'text',
  autoComplete,
  maxLength,
  inputClassName,
}: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  editing: boolean;
  error?: string | undefined;
  required?: boolean;
  help?: ReactNode;
  className?: string;
  type?: string;
  autoComplete?: string;
  maxLength?: number;
  inputClassName?: string;
}) {
  const describedBy =
    [error ? `${id}-error` : null, help ? `${id}-help` : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <Form.Group controlId={id} className={className}>
      <Form.Label className="small fw-semibold mb-1">
        {label}
        {required && editing && (
          <span className="text-danger" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </Form.Label>
      <Form.Control
        type={type}
        plaintext={!editing}
        readOnly={!editing}
        placeholder={editing ? undefined : 'Not provided'}
        isInvalid={!!error}
        aria-invalid={!!error}
        aria-required={editing && required ? true : undefined}
        aria-describedby={describedBy}
        autoComplete={autoComplete}
        maxLength={maxLength}
        className={inputClassName}
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
