import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { emailOnlySchema } from '@shop/contract';
import { fieldProps } from '../../lib/field-props';

/**
 * The state of an account form the server answers with a message (forgot password, new
 * verification link, new password): checked by its contract schema, then the server's message
 * once sent, or its error.
 */
export function useMessageForm<T extends FieldValues>(
  schema: z.ZodType<unknown, T>,
  defaultValues: DefaultValues<T>,
  send: (values: T) => Promise<{ message: string }>,
) {
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<T>({
    resolver: zodResolver(schema) as unknown as Resolver<T>,
    defaultValues,
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      setSent((await send(values)).message);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Something went wrong. Please try again.');
    }
  });

  return { sent, error, field: fieldProps(register, errors), isSubmitting, onSubmit };
}

/** A "mail me a link" form: its one e-mail field, sent as the address alone. */
export function useEmailLinkForm(send: (email: string) => Promise<{ message: string }>) {
  return useMessageForm(emailOnlySchema, { email: '' }, ({ email }) => send(email));
}
