import ListGroup from 'react-bootstrap/ListGroup';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { SUBSCRIPTION_STATUS_LABELS, type Subscription } from '@shop/contract';
import { ListStates } from '../../../components/list/ListStates';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { formatDate, formatMoney } from '../../../lib/format';
import { mySubscriptionsQuery } from '../api/subscriptions';
import { siteText, STATUS_VARIANTS } from '../labels';
import { planPath } from '../paths';
import { SavedCards } from './SavedCards';

/**
 * The dashboard's Plans tab (/dashboard?tab=plans): the customer's plans, newest first, each
 * with its state, next bill or end, and a call to pay an open invoice; then the saved cards.
 */
export function MyPlans() {
  const query = useQuery(mySubscriptionsQuery());
  return (
    <>
      <section aria-labelledby="my-plans-title" className="mb-5">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <h2 id="my-plans-title" className="h4 mb-0 me-auto">
            My plans
          </h2>
          <Link to="/services#plans" className="btn btn-outline-primary btn-sm">
            See our plans
          </Link>
        </div>
        <ListStates
          query={query}
          rows={(list) => list}
          texts={{
            loading: 'Loading your plans...',
            loadError: 'Your plans could not be loaded.',
            empty: 'You have no monitoring or maintenance plan yet.',
          }}
        >
          {(list) => (
            <ListGroup as="ul" aria-label="Your plans">
              {list.map((subscription) => (
                <PlanRow key={subscription.id} subscription={subscription} />
              ))}
            </ListGroup>
          )}
        </ListStates>
      </section>
      <SavedCards />
    </>
  );
}

function PlanRow({ subscription: s }: { subscription: Subscription }) {
  const ending = s.cancelAt !== null && s.status !== 'cancelled';
  return (
    <ListGroup.Item as="li">
      <div className="d-flex flex-wrap align-items-start gap-2">
        <div className="me-auto" style={{ minWidth: 0 }}>
          <Link to={planPath(s.id)} className="fw-semibold">
            {s.plan.name}
          </Link>{' '}
          <span className="small text-body-secondary text-nowrap">{s.number}</span>
          <div className="small text-break">{siteText(s)}</div>
          <div className="small text-body-secondary">
            {ending
              ? `Ends on ${formatDate(s.cancelAt)}`
              : s.nextBill
                ? `Next bill ${formatDate(s.nextBill.at)}: ${formatMoney(s.nextBill.amount)}`
                : s.status === 'paused' && s.pausedAt
                  ? `Paused since ${formatDate(s.pausedAt)}`
                  : null}
          </div>
        </div>
        <StatusBadge variant={STATUS_VARIANTS[s.status]}>
          {SUBSCRIPTION_STATUS_LABELS[s.status]}
        </StatusBadge>
      </div>
      {s.openInvoice && (
        <div className="alert alert-warning small py-2 mt-2 mb-0">
          <i className="bi bi-exclamation-triangle-fill me-1" aria-hidden="true" />
          {s.status === 'incomplete' ? 'Your first payment is not made yet: ' : 'Payment failed: '}
          <Link to={planPath(s.id)} className="alert-link">
            pay now{' '}
            <span className="visually-hidden">
              {formatMoney(s.openInvoice.total)} for {s.plan.name}
            </span>
          </Link>
        </div>
      )}
    </ListGroup.Item>
  );
}
