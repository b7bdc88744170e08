import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES, VERIFY_ERROR_CODES } from '@shop/contract';
import { verifyEmail } from '../../features/auth/api/verify-email';
import { ResendVerificationForm } from '../../features/auth/components/ResendVerificationForm';
import { LoadingState } from '../../components/ui/LoadingState';
import { AuthCard } from '../../components/ui/AuthCard';
import { ApiError } from '../../lib/api-client';
import { safeRedirectPath } from '../../lib/safe-redirect';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSearchParam } from '../../lib/use-list-params';

export default function VerifyEmailPage() {
  useDocumentTitle('Verify E-mail');
  const { token = '' } = useParams();
  // Where the registration was going (a quote's page): signing in returns there.
  const redirect = safeRedirectPath(useSearchParam('redirect')[0]);
  const signIn = redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login';
  // One request per token: the query is never retried or refetched (the token is single-use).
  const query = useQuery({
    queryKey: ['verify-email', token],
    queryFn: () => verifyEmail(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const usedOrExpired =
    query.error instanceof ApiError && query.error.code === VERIFY_ERROR_CODES.usedOrExpired;

  return (
    <AuthCard outcome>
      {query.isPending && <LoadingState label="Verifying your e-mail address..." />}
      {query.isSuccess && (
        <div role="status">
          <i className="bi bi-patch-check-fill text-success display-4" aria-hidden="true" />
          <h1 className="h3 mt-3">E-mail verified</h1>
          <p>{query.data.message}</p>
          <Link to={signIn} className="btn btn-primary">
            Sign In
          </Link>
        </div>
      )}
      {usedOrExpired && (
        <div>
          <div role="alert">
            <i className="bi bi-hourglass-bottom text-warning display-4" aria-hidden="true" />
            <h1 className="h3 mt-3">Link already used or expired</h1>
            <p>{MESSAGES.verifyLinkUsed}</p>
          </div>
          <Link to={signIn} className="btn btn-primary w-100 mb-4">
            Sign In
          </Link>
          <h2 className="h6 text-start">Not verified yet? Ask for a new link</h2>
          <ResendVerificationForm />
        </div>
      )}
      {query.isError && !usedOrExpired && (
        <div role="alert">
          <i className="bi bi-x-octagon-fill text-danger display-4" aria-hidden="true" />
          <h1 className="h3 mt-3">Verification failed</h1>
          <p>
            {query.error.message || 'Failed to verify email. The token may be invalid or expired.'}
          </p>
          <p className="text-body-secondary small">
            If your link has expired, sign in and we will offer to send a new one.
          </p>
          <div className="d-flex flex-wrap justify-content-center gap-2">
            <Link to={signIn} className="btn btn-primary">
              Sign In
            </Link>
            <Link to="/register" className="btn btn-outline-secondary">
              Create an Account
            </Link>
          </div>
        </div>
      )}
    </AuthCard>
  );
}
