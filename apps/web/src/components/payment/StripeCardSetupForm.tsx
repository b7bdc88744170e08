import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { PaymentElement } from '@stripe/react-stripe-js';
import { returnUrl, StripeIntent, useStripeSubmit } from './stripe-elements';

/**
 * Stripe's Payment Element saving a card for later charges (a SetupIntent the server made):
 * the card never touches the shop. Loaded only when the shop runs with Stripe.
 */
export default function StripeCardSetupForm(props: {
  publishableKey: string;
  clientSecret: string;
  /** The SetupIntent confirmed: the server keeps the card it saved. */
  onSaved: (setupIntentId: string) => Promise<void>;
  onFailed: (message: string) => void;
  disabled: boolean;
  /** Where Stripe sends the browser back after a bank's check. */
  returnPath: string;
}) {
  return (
    <StripeIntent publishableKey={props.publishableKey} clientSecret={props.clientSecret}>
      <SetupForm {...props} />
    </StripeIntent>
  );
}

function SetupForm({
  onSaved,
  onFailed,
  disabled,
  returnPath,
}: {
  onSaved: (setupIntentId: string) => Promise<void>;
  onFailed: (message: string) => void;
  disabled: boolean;
  returnPath: string;
}) {
  const { ready, busy, submit } = useStripeSubmit(async (stripe, elements) => {
    const { error, setupIntent } = await stripe.confirmSetup({
      elements,
      // Cards confirm in place; a method that needs a redirect comes back to `returnPath`.
      redirect: 'if_required',
      confirmParams: { return_url: returnUrl(returnPath) },
    });
    if (error) onFailed(error.message ?? 'Your card could not be saved. Please try again.');
    else await onSaved(setupIntent.id);
  });

  return (
    <form onSubmit={(e) => void submit(e)} aria-label="Save a card">
      <PaymentElement className="mb-3" />
      <Button type="submit" disabled={!ready || busy || disabled}>
        {busy && <Spinner size="sm" className="me-2" aria-hidden="true" />}
        Save card
      </Button>
    </form>
  );
}
