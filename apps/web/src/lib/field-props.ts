import {
  get,
  type FieldError,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormRegister,
} from 'react-hook-form';

/**
 * What a TextField or SelectField takes from its react-hook-form form, by the field's name: its
 * registration and its error's message (`{...field('email')}`), so a form names each field once.
 * A nested name ("address.city") finds its error by its path.
 */
export function fieldProps<T extends FieldValues>(
  register: UseFormRegister<T>,
  errors: FieldErrors<T>,
) {
  return <N extends FieldPath<T>>(name: N, options?: RegisterOptions<T, N>) => ({
    registration: register(name, options),
    error: (get(errors, name) as FieldError | undefined)?.message,
  });
}

/**
 * A number field's text as a number for the form's schema: blank and "12.5" stay numbers the
 * schema can name as wrong (blank is NaN), rather than being rounded or passed as 0.
 */
export const numberAsTyped = (text: unknown): number =>
  typeof text === 'number' ? text : String(text).trim() === '' ? Number.NaN : Number(text);
