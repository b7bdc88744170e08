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
