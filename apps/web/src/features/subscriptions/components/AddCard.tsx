import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useQuery } from '@tanstack/react-query';
import type { CardOnFile } from '@shop/contract';
import { TestCardFields, useTestCardForm } from '../../../components/payment/TestCardFields';
import { ErrorState } from '../../../components/ui/ErrorState';
import { FailureAlert } from '../../../components/ui/FailureAlert';
import { LoadingState } from '../../../components/ui/LoadingState';
import { paymentConfigQuery } from '../../../lib/api/payments';
import { errorText } from '../../../lib/error-text';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { startStripeCardSetup, useFinishCardSetup, useSaveTestCard } from '../api/cards';
import { PLANS_TAB } from '../paths';

const StripeCardSetupForm = lazy(() => import('../../../components/payment/StripeCardSetupForm'));

/**
 * Adding a card for the plans: the test provider's card form (its test numbers only; the
 * server keeps brand and last 4), or, with Stripe, its Payment Element on a SetupIntent.
 */
export function AddCard({
  onSaved,
  onCancel,
}: {
  /** The card kept (null: Stripe's, told by its name once the list is read again). */
  onSaved: (card: CardOnFile | null) => void;
  onCancel: () => void;
}) {
  const config = useQuery(paymentConfigQuery());
  if (config.isPending) return <LoadingState label="Loading the card form..." />;
  if (config.isError) {
    return (
      <ErrorState
        message="The card form could not be loaded."
        onRetry={() => void config.refetch()}
      />
    );
  }
  return config.data.provider === 'stripe' && config.data.publishableKey ? (
    <StripeCard publishableKey={config.data.publishableKey} onSaved={onSaved} onCancel={onCancel} />
  ) : (
    <TestCard onSaved={onSaved} onCancel={onCancel} />
  );
}

function TestCard({
  onSaved,
  onCancel,
}: {
  onSaved: (card: CardOnFile) => void;
  onCancel: () => void;
}) {
  const form = useTestCardForm();
  const [error, setError] = useState<string | null>(null);
  const save = useSaveTestCard({
    onSuccess: (answer) => {
      if (answer.card) onSaved(answer.card);
      else setError(answer.error ?? 'Your card could not be saved.');
    },
    onError: (err) => {
      if (showServerFieldErrors(form.setError, err, { focus: false }) === 0) {
        setError(errorText(err, 'Your card could not be saved. Please try again.'));
      }
    },
  });
  const submit = form.handleSubmit((card) => {
    setError(null);
    save.mutate(card);
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Add a card">
      <FailureAlert text={error} onDismiss={() => setError(null)} />
      <TestCardFields
        form={form}
        idPrefix="new-card"
        disabled={save.isPending}
        note={
          <>
            This shop takes test cards: use <strong>4242 4242 4242 4242</strong>, any future expiry
            date and any 3-digit security code. Nothing is charged now.
          </>
        }
      />
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
          Save card
        </Button>
        <Button variant="outline-secondary" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function StripeCard({
  publishableKey,
  onSaved,
  onCancel,
}: {
  publishableKey: string;
  onSaved: (card: CardOnFile) => void;
  onCancel: () => void;
}) {
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const finish = useFinishCardSetup();
  // One SetupIntent per opening of the form (an effect may run twice in development).
  const asked = useRef(false);

  async function begin() {
    setError(null);
    try {
      setClientSecret((await startStripeCardSetup()).clientSecret);
    } catch (err) {
      setError(errorText(err, 'The card form could not be started. Please try again.'));
    }
  }

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void begin();
  }, []);

  async function saved(setupIntentId: string) {
    try {
      onSaved(await finish.mutateAsync(setupIntentId));
    } catch (err) {
      setError(errorText(err, 'Your card could not be saved. Please try again.'));
    }
  }

  return (
    <div>
      <FailureAlert text={error} onDismiss={() => setError(null)} />
      {clientSecret ? (
        <Suspense fallback={<LoadingState label="Loading the card form..." />}>
          <StripeCardSetupForm
            publishableKey={publishableKey}
            clientSecret={clientSecret}
            onSaved={saved}
            onFailed={setError}
            disabled={finish.isPending}
            returnPath={PLANS_TAB}
          />
        </Suspense>
      ) : error ? (
        <Button variant="outline-primary" onClick={() => void begin()}>
          Try Again
        </Button>
      ) : (
        <LoadingState label="Loading the card form..." />
      )}
      <Button variant="link" className="ms-2" onClick={onCancel} disabled={finish.isPending}>
        Cancel
      </Button>
    </div>
  );
}
