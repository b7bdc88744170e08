import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { resetPasswordRequestSchema } from '@shop/contract';
import { resetPassword } from '../../features/auth/api/password-reset';
import { TextField } from '../../components/ui/TextField';
import { AuthCard } from '../../components/ui/AuthCard';
import { useDocumentTitle } from '../../lib/use-document-title';

type Values = z.input<typeof resetPasswordRequestSchema>;

export default function ResetPasswordPage() {
  useDocumentTitle('Choose a New Password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(resetPasswordRequestSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      setDone(
        (
          await resetPassword({
            token,
            password: values.password,
            confirmPassword: values.confirmPassword ?? '',
          })
        ).message,
      );
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Something went wrong. Please try again.');
    }
  });

  return (
    <AuthCard>
      <h1 className="h3">Choose a new password</h1>
      {!token ? (
        <Alert variant="warning">
          This page needs the link from your password reset e-mail.{' '}
          <Link to="/forgot-password">Ask for a new link</Link>.
        </Alert>
      ) : done ? (
        <>
          <Alert variant="success" role="status">
            {done}
          </Alert>
          <Link to="/login" className="btn btn-primary">
            Sign In
          </Link>
        </>
      ) : (
        <>
          {error && (
            <Alert variant="danger">
              {error} <Link to="/forgot-password">Ask for a new link</Link>.
            </Alert>
          )}
          <Form noValidate onSubmit={onSubmit}>
            <TextField
              id="reset-password"
              label="New password"
              type="password"
              autoComplete="new-password"
              required
              help="At least 8 characters."
              registration={register('password')}
              error={errors.password?.message}
            />
            <TextField
              id="reset-confirm"
              label="Confirm new password"
              type="password"
              autoComplete="new-password"
              required
              registration={register('confirmPassword')}
              error={errors.confirmPassword?.message}
            />
            <Button type="submit" className="w-100" disabled={isSubmitting}>
              {isSubmitting ? 'Saving...' : 'Save New Password'}
            </Button>
          </Form>
        </>
      )}
    </AuthCard>
  );
}
