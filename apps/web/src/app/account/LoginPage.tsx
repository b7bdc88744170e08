import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useLocation, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequestSchema, type LoginRequest, type PublicUser } from '@shop/contract';
import { login } from '../../features/auth/api/login';
import { ResendVerification } from '../../features/auth/components/ResendVerification';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { homeForRole, safeRedirectPath } from '../../lib/safe-redirect';
import { AuthCard } from '../../components/ui/AuthCard';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { CredentialFields } from '../../features/auth/components/CredentialFields';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSearchParam } from '../../lib/use-list-params';
import { FailureAlert } from '../../components/ui/FailureAlert';

export const LOGIN_REDIRECT_DELAY_MS = 2000;

export default function LoginPage() {
  useDocumentTitle('Sign In');
  const { signedIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [redirect] = useSearchParam('redirect');
  const origin = safeRedirectPath((location.state as { from?: string } | null)?.from ?? redirect);
  const [error, setError] = useState<{ message: string; unverifiedEmail?: string } | null>(null);
  const [welcome, setWelcome] = useState<{ user: PublicUser; firstLogin: boolean } | null>(null);

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });

  // The success screen stays for two seconds, then the user goes where they were headed.
  useEffect(() => {
    if (!welcome) return;
    const timer = setTimeout(() => {
      navigate(origin ?? homeForRole(welcome.user.role), { replace: true });
    }, LOGIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [welcome, origin, navigate]);

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const result = await login(values);
      signedIn(result.user);
      setWelcome({ user: result.user, firstLogin: result.firstLogin });
    } catch (err) {
      if (err instanceof ApiError && err.status > 0) {
        setError({
          message: err.message || 'Login failed. Please check your credentials.',
          ...(err.code === 'EMAIL_NOT_VERIFIED' ? { unverifiedEmail: values.email } : {}),
        });
      } else {
        setError({ message: 'An unexpected error occurred. Please try again.' });
      }
    }
  });

  if (welcome) {
    return (
      <AuthCard outcome announce>
        <i className="bi bi-check-circle-fill text-success display-4" aria-hidden="true" />
        {/* The account's first sign-in is a welcome, not a welcome back. */}
        <h1 className="h3 mt-3">
          {welcome.firstLogin ? 'Welcome' : 'Welcome back'}, {welcome.user.firstName}!
        </h1>
        <p className="text-body-secondary mb-3">
          You are signed in. Taking you to your{' '}
          {welcome.user.role === 'admin' ? 'admin dashboard' : 'account'}...
        </p>
        <Spinner animation="border" size="sm" aria-hidden="true" />
      </AuthCard>
    );
  }

  return (
    <AuthCard>
      <h1 className="h3 mb-1">Sign In</h1>
      <p className="text-body-secondary">Sign in to see your orders, addresses and quotes.</p>
      {origin === '/checkout' && (
        <Alert variant="info">Please sign in to continue to checkout.</Alert>
      )}
      {error && (
        <FailureAlert text={error.message} onDismiss={() => setError(null)}>
          {error.unverifiedEmail && <ResendVerification email={error.unverifiedEmail} />}
        </FailureAlert>
      )}
      <Form noValidate onSubmit={onSubmit}>
        <CredentialFields idPrefix="login" register={register} errors={errors} />
        <div className="d-flex justify-content-end mb-3">
          <Link to="/forgot-password">Forgot password?</Link>
        </div>
        <SubmitButton className="w-100" pending={isSubmitting} pendingLabel="Signing in...">
          Sign In
        </SubmitButton>
      </Form>
      <p className="text-center mt-4 mb-0">
        New here?{' '}
        {/* The way back goes along: registering from checkout returns there once verified. */}
        <Link to={origin ? `/register?redirect=${encodeURIComponent(origin)}` : '/register'}>
          Create an account
        </Link>
      </p>
    </AuthCard>
  );
}
