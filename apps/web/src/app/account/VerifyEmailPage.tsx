import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { verifyEmail } from '../../features/auth/api/verify-email';
import { LoadingState } from '../../components/ui/LoadingState';
import { AuthCard } from '../../components/ui/AuthCard';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function VerifyEmailPage() {
  useDocumentTitle('Verify E-mail');
  const { token = '' } = useParams();
  // One request per token: the query is never retried or refetched (the token is single-use).
  const query = useQuery({
    queryKey: ['verify-email', token],
    queryFn: () => verifyEmail(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  return (
    <AuthCard outcome>
      {query.isPending && <LoadingState label="Verifying your e-mail address..." />}
      {query.isSuccess && (
        <div role="status">
          <i className="bi bi-patch-check-fill text-success display-4" aria-hidden="true" />
          <h1 className="h3 mt-3">E-mail verified</h1>
          <p>{query.data.message}</p>
          <Link to="/login" className="btn btn-primary">
            Sign In
          </Link>
        </div>
      )}
      {query.isError && (
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
            <Link to="/login" className="btn btn-primary">
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
