import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { PROFILE_MESSAGES } from '@shop/contract';
import { AuthCard } from '../../components/ui/AuthCard';
import { LoadingState } from '../../components/ui/LoadingState';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useConfirmEmailChange } from '../../features/customers/api/profile';

/**
 * The link of an e-mail change (/confirm-email/:token): opened in any browser, signed in or
 * not. The token is single-use, so it is posted exactly once, even when React StrictMode
 * runs the effect twice.
 */
export default function ConfirmEmailChangePage() {
  useDocumentTitle('Confirm E-mail Change');
  const { token = '' } = useParams();
  const { user } = useAuth();
  const confirm = useConfirmEmailChange();
  const posted = useRef<string | null>(null);
  const { mutate } = confirm;
  useEffect(() => {
    if (posted.current === token) return;
    posted.current = token;
    mutate(token);
  }, [token, mutate]);

  return (
    <AuthCard outcome>
      {(confirm.isIdle || confirm.isPending) && (
        <LoadingState label="Confirming your new e-mail address..." />
      )}
      {confirm.isSuccess && (
        <div role="status">
          <i className="bi bi-envelope-check-fill text-success display-4" aria-hidden="true" />
          <h1 className="h3 mt-3">E-mail address changed</h1>
          <p>{confirm.data.message || PROFILE_MESSAGES.emailChanged}</p>
          {user ? (
            <Link to="/dashboard" className="btn btn-primary">
              Go to My Account
            </Link>
          ) : (
            <Link to="/login" className="btn btn-primary">
              Sign In
            </Link>
          )}
        </div>
      )}
      {confirm.isError && (
        <div role="alert">
          <i className="bi bi-x-octagon-fill text-danger display-4" aria-hidden="true" />
          <h1 className="h3 mt-3">E-mail address not changed</h1>
          <p>
            {confirm.error instanceof ApiError && confirm.error.message
              ? confirm.error.message
              : PROFILE_MESSAGES.emailChangeLinkBad}
          </p>
          <Link to="/dashboard" className="btn btn-primary">
            Go to My Account
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
