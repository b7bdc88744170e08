import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { asCents, isReadOnly, PLAN_MESSAGES, SHIPPING_COUNTRY, type Plan } from '@shop/contract';
import { CardPayment } from '../../components/payment/CardPayment';
import { ErrorState } from '../../components/ui/ErrorState';
import { FailureAlert } from '../../components/ui/FailureAlert';
import { LoadingState } from '../../components/ui/LoadingState';
import { addressesQuery } from '../../lib/api/addresses';
import { useAuth } from '../../lib/auth';
import { errorText } from '../../lib/error-text';
import { formatMoney, plural } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSearchParam } from '../../lib/use-list-params';
import { plansQuery } from '../../features/subscriptions/api/plans';
import { usePayInvoice } from '../../features/subscriptions/api/subscriptions';
import { PlanCoverage } from '../../features/subscriptions/components/PlanCoverage';
import {
  SubscribeForm,
  type StartAnswer,
} from '../../features/subscriptions/components/SubscribeForm';
import { PER_INTERVAL } from '../../features/subscriptions/labels';
import { planPath } from '../../features/subscriptions/paths';

/**
 * /subscribe/{planId}?interval=month|year (signed in): the plan's summary, the subscribe form
 * with the server's preview, then the card form for the first invoice; once paid, the plan's
 * page says it has started.
 */
export default function SubscribePage() {
  const planId = Number(useParams().planId);
  const [wanted] = useSearchParam('interval');
  const { user } = useAuth();
  const plans = useQuery(plansQuery());
  const addresses = useQuery(addressesQuery());
  const [started, setStarted] = useState<StartAnswer | null>(null);
  const plan = plans.data?.find((p) => p.id === planId);
  useDocumentTitle(plan ? `Subscribe to ${plan.name}` : 'Subscribe');

  let body: React.ReactNode;
  if (plans.isPending || addresses.isPending) {
    body = <LoadingState label="Loading the plan..." />;
  } else if (plans.isError) {
    body = (
      <ErrorState message="The plan could not be loaded." onRetry={() => void plans.refetch()} />
    );
  } else if (!plan) {
    body = (
      <p>
        {PLAN_MESSAGES.retired}. <Link to="/services#plans">See the plans we offer</Link>
      </p>
    );
  } else {
    // The saved primary address, else the billing one, when it is in the United States.
    const saved =
      [addresses.data?.shipping, addresses.data?.billing].find(
        (a) => a?.country === SHIPPING_COUNTRY,
      ) ?? null;
    body = (
      <>
        {started && <PayFirstInvoice started={started} onBack={() => setStarted(null)} />}
        {/* Kept, hidden, while paying: Back to the details finds what was typed. */}
        <div hidden={started !== null}>
          <PlanSummary plan={plan} />
          <SubscribeForm
            plan={plan}
            interval={wanted === 'year' && plan.yearlyPrice !== null ? 'year' : 'month'}
            site={saved}
            readOnly={isReadOnly(user)}
            onStarted={(answer) => {
              setStarted(answer);
              window.scrollTo({ top: 0 });
            }}
          />
        </div>
      </>
    );
  }

  return (
    <div className="container py-4 py-lg-5">
      <nav aria-label="Breadcrumb" className="small mb-2">
        <Link to="/services#plans">Plans</Link>
      </nav>
      <h1 className="h2 mb-3">{plan ? `Subscribe to ${plan.name}` : 'Subscribe to a plan'}</h1>
      {body}
    </div>
  );
}

function PlanSummary({ plan }: { plan: Plan }) {
  return (
    <Card className="mb-4">
      <Card.Body>
        <p className="text-body-secondary">{plan.description}</p>
        <PlanCoverage plan={plan} className="mb-2" />
        <p className="small text-body-secondary mb-0">
          {plan.setupFee > 0 && `One-time set-up fee ${formatMoney(plan.setupFee)}. `}
          {plan.minTermMonths > 0
            ? `Minimum term ${plural(plan.minTermMonths, 'month')}.`
            : 'No minimum term: cancel for the end of any period.'}
        </p>
      </Card.Body>
    </Card>
  );
}

/** The first invoice's card payment; once the form says it went through, it is recorded. */
function PayFirstInvoice({ started, onBack }: { started: StartAnswer; onBack: () => void }) {
  const { subscription, invoiceId, payment } = started;
  const navigate = useNavigate();
  const pay = usePayInvoice();
  const [error, setError] = useState<string | null>(null);

  async function finish() {
    setError(null);
    try {
      await pay.mutateAsync({
        id: subscription.id,
        invoiceId,
        paymentIntentId: payment.paymentIntentId,
      });
      await navigate(planPath(subscription.id), { replace: true, state: { started: true } });
    } catch (err) {
      setError(errorText(err, 'Your payment went through but we could not record it yet.'));
    }
  }

  return (
    <Card className="shadow-sm mx-auto" style={{ maxWidth: '36rem' }}>
      <Card.Body>
        <h2 className="h5">Pay for your first period</h2>
        <p>
          Paying <strong>{formatMoney(asCents(payment.amount))}</strong> today for{' '}
          {subscription.plan.name} ({subscription.number}). Your card is kept to pay each bill
          after, {formatMoney(subscription.price)}
          {PER_INTERVAL[subscription.interval]}
          {subscription.taxable && ' plus tax'}.
        </p>
        <FailureAlert text={error} onDismiss={() => setError(null)} />
        <CardPayment
          intent={payment}
          onPaid={finish}
          onFailed={setError}
          disabled={pay.isPending}
          returnPath={`${planPath(subscription.id)}?invoice=${invoiceId}`}
        />
        <Button variant="link" className="mt-2 px-0" disabled={pay.isPending} onClick={onBack}>
          Back to the details
        </Button>
      </Card.Body>
    </Card>
  );
}
