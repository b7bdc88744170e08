import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { SUBSCRIPTION_MESSAGES } from '@shop/contract';
import { ErrorState } from '../../components/ui/ErrorState';
import { LoadingState } from '../../components/ui/LoadingState';
import { ApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { mySubscriptionQuery } from '../../features/subscriptions/api/subscriptions';
import { SubscriptionDetail } from '../../features/subscriptions/components/SubscriptionDetail';
import { PLANS_TAB } from '../../features/subscriptions/paths';
import { positiveId } from '../../lib/ids';

/** /dashboard/plans/{id}: one of the customer's plans (its e-mails link here). */
export default function PlanPage() {
  // An id that is not one (0, "abc") is "not found" without a request.
  const id = positiveId(useParams().id) ?? 0;
  const valid = id > 0;
  const location = useLocation();
  const navigate = useNavigate();
  // Just subscribed (the subscribe page's state): said once, for this visit. The history entry
  // forgets it, so a reload does not announce the start again.
  const [started] = useState(
    () => (location.state as { started?: boolean } | null)?.started === true,
  );
  useEffect(() => {
    if (location.state !== null) {
      void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    }
  }, [location.state, location.pathname, location.search, navigate]);
  const plan = useQuery({ ...mySubscriptionQuery(id), enabled: valid });
  useDocumentTitle(plan.data ? plan.data.subscription.plan.name : 'Your plan');

  let body: React.ReactNode;
  if (!valid || (plan.isError && plan.error instanceof ApiError && plan.error.status === 404)) {
    body = (
      <p>
        {SUBSCRIPTION_MESSAGES.notFound}. <Link to={PLANS_TAB}>Back to your plans</Link>
      </p>
    );
  } else if (plan.isPending) {
    body = <LoadingState label="Loading your plan..." />;
  } else if (plan.isError) {
    body = (
      <ErrorState message="Your plan could not be loaded." onRetry={() => void plan.refetch()} />
    );
  } else {
    body = <SubscriptionDetail detail={plan.data} started={started} />;
  }
  return (
    <div className="container py-4 py-lg-5">
      <nav aria-label="Breadcrumb" className="small mb-2">
        <Link to={PLANS_TAB}>My plans</Link>
      </nav>
      {/* The plan's own page titles itself with its name. */}
      {!plan.isSuccess && <h1 className="h3 mb-3">Your plan</h1>}
      {body}
    </div>
  );
}
