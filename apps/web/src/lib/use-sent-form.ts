import { useCallback } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

/**
 * A dialog's form checked by a contract schema when it is sent (react-hook-form with
 * zodResolver). A field's mark goes as soon as the field is edited again rather than when it
 * becomes valid, and the focus stays where it is: the dialog names the problems. `field`
 * registers a field that way.
 */
export function useSentForm<T extends FieldValues>(
  schema: z.ZodType<unknown, FieldValues>,
  defaultValues: DefaultValues<T>,
) {
  const form = useForm<T>({
    resolver: zodResolver(schema) as never,
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
