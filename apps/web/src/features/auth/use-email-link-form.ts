import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { emailOnlySchema } from '@shop/contract';

/**
 * The state of a "mail me a link" form (forgot password, new verification link): one e-mail
 * field, the server's answer once sent, or its error.
 */
export function useEmailLinkForm(send: (email: string) => Promise<{ message: string }>) {
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setError(null);
    try {
      setSent((await send(email)).message);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Something went wrong. Please try again.');
    }
  });

  return { sent, error, register, errors, isSubmitting, onSubmit };
}
