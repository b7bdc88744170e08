import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { RMA_REQUEST_MESSAGES } from '@shop/contract';
import { ErrorState } from '../../components/ui/ErrorState';
import { LoadingState } from '../../components/ui/LoadingState';
import { ApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { customerRmaQuery } from '../../features/returns/api/returns';
import { RmaDetail } from '../../features/returns/components/RmaDetail';
import { positiveId } from '../../lib/ids';

const BACK = '/dashboard?tab=returns';

/** /dashboard/returns/{id}: one of the customer's RMAs. */
export default function RmaPage() {
  // An id that is not one (0, "abc") is "not found" without a request.
  const id = positiveId(useParams().id) ?? 0;
  const valid = id > 0;
  const location = useLocation();
  const navigate = useNavigate();
  // Just filed (the form's state): said once, for this visit. The history entry forgets it, so
  // a reload or a way back to the page later does not announce the request again.
  const [filed] = useState(() => (location.state as { filed?: boolean } | null)?.filed === true);
  useEffect(() => {
    if (location.state !== null) {
      void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    }
  }, [location.state, location.pathname, location.search, navigate]);
  const rma = useQuery({ ...customerRmaQuery(id), enabled: valid });
  useDocumentTitle(rma.data ? rma.data.rmaNumber : 'Return');

  let body: React.ReactNode;
  if (!valid || (rma.isError && rma.error instanceof ApiError && rma.error.status === 404)) {
    body = (
      <p>
        {RMA_REQUEST_MESSAGES.notFound}. <Link to={BACK}>Back to your returns</Link>
      </p>
    );
  } else if (rma.isPending) {
    body = <LoadingState label="Loading the request..." />;
  } else if (rma.isError) {
    body = (
      <ErrorState message="The request could not be loaded." onRetry={() => void rma.refetch()} />
    );
  } else {
    body = <RmaDetail rma={rma.data} filed={filed} />;
  }
  return (
    <div className="container py-4 py-lg-5">
      <nav aria-label="Breadcrumb" className="small mb-2">
        <Link to={BACK}>Returns</Link>
      </nav>
      {/* The RMA's own page titles itself with its number. */}
      {!rma.isSuccess && <h1 className="h3 mb-3">Return or warranty claim</h1>}
      {body}
    </div>
  );
}
