import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  asCents,
  STAFF_ROLES,
  type Order,
  type QuotePaymentIntentResponse,
  type QuoteLink,
  type Role,
} from '@shop/contract';
import { ErrorState } from '../../components/ui/ErrorState';
import { LoadingState } from '../../components/ui/LoadingState';
import { CardPayment } from '../../components/payment/CardPayment';
import { ApiError } from '../../lib/api-client';
import { useShopIdentity } from '../../lib/api/shop-settings';
import { useAuth } from '../../lib/auth';
import { formatMoney } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import {
  quoteLinkQuery,
  startQuotePayment,
  useDeclineQuote,
  usePlaceQuoteOrder,
} from '../../features/quotes/link/api/quote-link';
import { DeclineQuoteDialog } from '../../features/quotes/link/components/DeclineQuoteDialog';
import { PaymentChoice } from '../../features/quotes/link/components/PaymentChoice';
import { QuoteDocument } from '../../features/quotes/link/components/QuoteDocument';
import { PLANS_OTHER_PAYER_NOTE, plansCardNote } from '../../features/quotes/plan-labels';
import { useSearchParam } from '../../lib/use-list-params';
import { FailureAlert } from '../../components/ui/FailureAlert';

/** Where the customer books the installation (the dashboard's installations tab). */
export const BOOK_INSTALLATION_PATH = '/dashboard?tab=installations';

type Step =
  | { name: 'view' }
  | { name: 'choose' }
  | { name: 'pay'; intent: QuotePaymentIntentResponse }
  | { name: 'done'; order: Order; yours: boolean }
  | { name: 'declined'; message: string };

const messageOf = (err: unknown) =>
  err instanceof Error ? err.message : 'Something went wrong. Please try again.';

/**
 * /quote/{token}: the signed link mailed with a quote. Anyone holding it sees the
 * quote; accepting asks the customer to sign in or register (the form filled from the quote),
 * then to pay the total or the deposit with the checkout's card form; the order is made from
 * the quote's lines by the server. Declining asks for an optional reason.
 */
export default function QuotePage() {
  const { token = '' } = useParams();
  const [accept] = useSearchParam('accept');
  useDocumentTitle('Your quote');
  const query = useQuery(quoteLinkQuery(token));
  const [step, setStep] = useState<Step>(accept === '1' ? { name: 'choose' } : { name: 'view' });

  // The answer outlives the link: once accepted or declined, the link no longer opens.
  if (step.name === 'done')
    return (
      <Frame>
        <Accepted order={step.order} yours={step.yours} />
      </Frame>
    );
  if (step.name === 'declined') {
    return (
      <Frame>
        <Alert variant="secondary" className="mb-0" role="status">
          <h1 className="h5">Quote declined</h1>
          <p className="mb-0">{step.message}</p>
        </Alert>
      </Frame>
    );
  }

  if (query.isPending) {
    return (
      <Frame>
        <LoadingState label="Loading your quote..." />
      </Frame>
    );
  }
  if (query.isError) {
    const err = query.error;
    return (
      <Frame>
        {err instanceof ApiError && (err.status === 404 || err.status === 410) ? (
          <LinkInvalid message={err.message} />
        ) : (
          <ErrorState
            message="We could not load your quote. Please try again."
            onRetry={() => void query.refetch()}
          />
        )}
      </Frame>
    );
  }
  return (
    <Frame>
      <Card className="mb-3">
        <Card.Body>
          <QuoteDocument quote={query.data} />
        </Card.Body>
      </Card>
      <Answer token={token} quote={query.data} step={step} setStep={setStep} />
    </Frame>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <div className="container py-4" style={{ maxWidth: '44rem' }}>
      {children}
    </div>
  );
}

/** A wrong, replaced, answered or expired link: what to do, and how to reach the shop. */
function LinkInvalid({ message }: { message: string }) {
  const { company } = useShopIdentity();
  return (
    <Alert variant="warning" role="alert">
      <h1 className="h5">This quote cannot be opened</h1>
      <p>{message}</p>
      {company ? (
        <p className="mb-0">
          Call us at <a href={`tel:${company.phone}`}>{company.phone}</a> or write to{' '}
          <a href={`mailto:${company.email}`}>{company.email}</a>.
        </p>
      ) : (
        <p className="mb-0">
          <Link to="/contact">Contact us</Link> and we will send you a new one.
        </p>
      )}
    </Alert>
  );
}

function Answer({
  token,
  quote,
  step,
  setStep,
}: {
  token: string;
  quote: QuoteLink;
  step: Step;
  setStep: (step: Step) => void;
}) {
  const { user, isLoading } = useAuth();
  const placeOrder = usePlaceQuoteOrder(token);
  const [declining, setDeclining] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const decline = useDeclineQuote(token);

  const here = `/quote/${encodeURIComponent(token)}?accept=1`;

  async function start(choice: 'full' | 'deposit') {
    setError(null);
    setBusy(true);
    try {
      setStep({ name: 'pay', intent: await startQuotePayment(token, choice) });
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  }

  async function finish(paymentIntentId: string) {
    setError(null);
    setBusy(true);
    try {
      const { order, yours } = await placeOrder.mutateAsync(paymentIntentId);
      setStep({ name: 'done', order, yours });
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  }

  let body: React.ReactNode;
  if (step.name === 'view') {
    body = (
      <div className="d-grid gap-2 d-sm-flex">
        <Button size="lg" className="flex-sm-fill" onClick={() => setStep({ name: 'choose' })}>
          <i className="bi bi-check2-circle me-2" aria-hidden="true" />
          Accept quote
        </Button>
        <Button
          size="lg"
          variant="outline-danger"
          className="flex-sm-fill"
          onClick={() => setDeclining(true)}
        >
          Decline
        </Button>
      </div>
    );
  } else if (isLoading) {
    body = <LoadingState />;
  } else if (!user) {
    body = <SignInPrompt quote={quote} redirect={here} />;
  } else if ((STAFF_ROLES as readonly Role[]).includes(user.role)) {
    body = (
      <Alert variant="warning" className="mb-0">
        You are signed in as staff. Sign out and open the link as the customer to accept it.
      </Alert>
    );
  } else if (step.name === 'choose') {
    body = <PaymentChoice quote={quote} busy={busy} onContinue={(c) => void start(c)} />;
  } else if (step.name === 'pay') {
    const { intent } = step;
    const amount = asCents(intent.amount);
    body = (
      <>
        <p className="mb-3">
          Paying <strong>{formatMoney(amount)}</strong> for quote {quote.quoteNumber}.
          {quote.plans.length > 0 &&
            ` ${intent.keepsCard ? plansCardNote(quote.recurring) : PLANS_OTHER_PAYER_NOTE}`}
        </p>
        <CardPayment
          intent={intent}
          onPaid={() => finish(intent.paymentIntentId)}
          onFailed={setError}
          disabled={busy}
          returnPath={here}
        />
      </>
    );
  }

  return (
    <Card>
      <Card.Body>
        <h2 className="h5 mb-3">{step.name === 'view' ? 'Your answer' : 'Accept and pay'}</h2>
        <FailureAlert text={error} onDismiss={() => setError(null)} />
        {body}
      </Card.Body>
      <DeclineQuoteDialog
        show={declining}
        pending={decline.isPending}
        error={decline.error ? messageOf(decline.error) : null}
        onCancel={() => setDeclining(false)}
        onConfirm={(reason) =>
          decline.mutate(reason, {
            onSuccess: (answer) => setStep({ name: 'declined', message: answer.message }),
          })
        }
      />
    </Card>
  );
}

/** Not signed in: sign in, or register with the quote's contact details filled in. */
function SignInPrompt({ quote, redirect }: { quote: QuoteLink; redirect: string }) {
  const [firstName = '', ...rest] = quote.prefill.name.trim().split(/\s+/);
  const prefill = {
    accountType: quote.prefill.company ? 'business' : 'personal',
    firstName,
    lastName: rest.join(' '),
    email: quote.prefill.email,
    phone: quote.prefill.phone ?? '',
    companyName: quote.prefill.company ?? '',
    address: quote.site.address,
    city: quote.site.city,
    state: quote.site.state,
    zipCode: quote.site.zipCode,
  };
  const query = `?redirect=${encodeURIComponent(redirect)}`;
  return (
    <>
      <p>Sign in or create an account to accept the quote. You will come back here to pay.</p>
      <div className="d-grid gap-2 d-sm-flex">
        <Link to={`/login${query}`} className="btn btn-primary btn-lg flex-sm-fill">
          Sign in
        </Link>
        <Link
          to={`/register${query}`}
          state={{ prefill }}
          className="btn btn-outline-primary btn-lg flex-sm-fill"
        >
          Create an account
        </Link>
      </div>
    </>
  );
}

function Accepted({ order, yours }: { order: Order; yours: boolean }) {
  if (!yours) {
    // Paid by another account (a colleague, the family's card holder): the order, its devices
    // and the installation are the quote's customer's, who sees them under their account.
    return (
      <Card className="text-center" role="status">
        <Card.Body className="py-4">
          <i className="bi bi-check-circle-fill text-success display-5" aria-hidden="true" />
          <h1 className="h4 mt-3">Thank you, the quote is accepted and paid</h1>
          <p className="mb-0">
            Order <strong>{order.order_number}</strong> is made for the customer the quote was sent
            to: they see it, book the installation and find their devices when they sign in to their
            own account. We e-mailed them the confirmation.
          </p>
        </Card.Body>
      </Card>
    );
  }
  return (
    <Card className="text-center" role="status">
      <Card.Body className="py-4">
        <i className="bi bi-check-circle-fill text-success display-5" aria-hidden="true" />
        <h1 className="h4 mt-3">Thank you, your quote is accepted</h1>
        <p>
          Your order number is <strong>{order.order_number}</strong>.
          {order.balance_due > 0 &&
            ` The balance of ${formatMoney(order.balance_due)} can be paid from your dashboard.`}
        </p>
        <div className="d-grid gap-2 d-sm-flex justify-content-center">
          {order.items.some((i) => i.kind === 'labour') && (
            <Link to={BOOK_INSTALLATION_PATH} className="btn btn-primary btn-lg">
              <i className="bi bi-calendar-check me-2" aria-hidden="true" />
              Book your installation
            </Link>
          )}
          <Link to="/dashboard?tab=orders" className="btn btn-outline-secondary btn-lg">
            View your order
          </Link>
        </div>
      </Card.Body>
    </Card>
  );
}
