import { useCallback } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type Resolver,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

/**
 * A dialog's form checked by a contract schema when it is sent (react-hook-form with
 * zodResolver). A field's mark goes as soon as the field is edited again rather than when it
 * becomes valid, and the focus stays where it is: the dialog names the problems. `field`
 * registers a field that way. `toInput` is for a form whose fields are not the call's body
 * (the unit place picker keeps a draft): the schema checks what the form will send, and its
 * errors are named by the body's fields. A form that passes gets its own values, not the
 * schema's output.
 */
export function useSentForm<T extends FieldValues>(
  schema: z.ZodType<unknown, FieldValues>,
  defaultValues: DefaultValues<T>,
  toInput?: (values: T) => FieldValues,
) {
  const checked = zodResolver(schema) as unknown as Resolver<FieldValues>;
  // handleSubmit hands over the form's own values, as typed: the caller sends what it means to.
  const resolver: Resolver<T> = async (values, context, options) => {
    const result = await checked(toInput ? toInput(values) : values, context, options as never);
    return Object.keys(result.errors).length > 0
      ? { values: {}, errors: result.errors as never }
      : { values, errors: {} };
  };
  const form = useForm<T>({
    resolver,
    defaultValues,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { register, clearErrors } = form;
  const field = useCallback(
    <N extends FieldPath<T>>(name: N, options: RegisterOptions<T, N> = {}) =>
      register(name, {
        ...options,
        onChange: (event: unknown) => {
          clearErrors(name);
          return options.onChange?.(event);
        },
      }),
    [register, clearErrors],
  );
  return { ...form, field };
}
