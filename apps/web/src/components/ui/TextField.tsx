import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';

type FieldFrame = {
  id: string;
  label: string;
  error?: string | undefined;
  help?: ReactNode;
  required?: boolean | undefined;
  className?: string | undefined;
  labelClassName?: string | undefined;
};

/**
 * What a field's control says about its field: required (when it is), invalid while there is
 * an error, and described by the error and the help line, so a screen reader reads them with it.
 */
export function controlState({
  id,
  error,
  help,
  required,
}: Pick<FieldFrame, 'id' | 'error' | 'help' | 'required'>) {
  return {
    isInvalid: !!error,
    'aria-invalid': !!error,
    'aria-required': required || undefined,
    'aria-describedby':
      [error ? `${id}-error` : null, help ? `${id}-help` : null].filter(Boolean).join(' ') ||
      undefined,
  };
}

/**
 * A field around its control (given as children, with `controlState`): the label with a red
 * star when the field is required (the control itself says aria-required), then the help line
 * and the error. The error is shown as a block of its own, so it also shows under a control
 * inside an input group.
 */
export function FormField({
  id,
  label,
  error,
  help,
  required,
  className = 'mb-3',
  labelClassName,
  children,
}: FieldFrame & { children: ReactNode }) {
  return (
    <Form.Group controlId={id} className={className}>
      <Form.Label className={labelClassName}>
        {label}
        {required && (
          <span className="text-danger" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </Form.Label>
      {children}
      {help && (
        <Form.Text id={`${id}-help`} muted>
          {help}
        </Form.Text>
      )}
      {error && (
        <Form.Control.Feedback type="invalid" id={`${id}-error`} className="d-block">
          {error}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}

type Props = FieldFrame & {
  registration: UseFormRegisterReturn;
  type?: string;
  autoComplete?: string | undefined;
  placeholder?: string | undefined;
  disabled?: boolean | undefined;
  maxLength?: number | undefined;
  /** A text box of this many lines instead of a one-line input. */
  rows?: number;
  /** Shown as plain text that cannot be edited (a profile before Edit Profile). */
  plaintext?: boolean;
  readOnly?: boolean;
  inputClassName?: string | undefined;
};

/** A labelled input (or text box) wired to react-hook-form, with its error under it and announced. */
export function TextField({
  registration,
  type = 'text',
  rows,
  inputClassName,
  autoComplete,
  placeholder,
  disabled,
  maxLength,
  plaintext,
  readOnly,
  ...field
}: Props) {
  return (
    <FormField {...field}>
      <Form.Control
        {...(rows ? { as: 'textarea', rows } : { type })}
        className={inputClassName}
        autoComplete={autoComplete}
        placeholder={placeholder}
        disabled={disabled}
        maxLength={maxLength}
        plaintext={plaintext}
        readOnly={readOnly}
        {...controlState(field)}
        {...registration}
      />
    </FormField>
  );
}

type SelectProps = Omit<FieldFrame, 'labelClassName'> & {
  registration: UseFormRegisterReturn;
  options: readonly { value: string; label: string }[];
  emptyLabel?: string;
  disabled?: boolean | undefined;
};

export function SelectField({
  registration,
  options,
  emptyLabel,
  disabled,
  ...field
}: SelectProps) {
  return (
    <FormField {...field}>
      <Form.Select disabled={disabled} {...controlState(field)} {...registration}>
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Form.Select>
    </FormField>
  );
}
