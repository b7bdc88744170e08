import { useMemo, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { loadStripe } from '@stripe/stripe-js';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';

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
  const stripePromise = useMemo(() => loadStripe(props.publishableKey), [props.publishableKey]);
  return (
    <Elements stripe={stripePromise} options={{ clientSecret: props.clientSecret }}>
      <SetupForm {...props} />
    </Elements>
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
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    try {
      const { error, setupIntent } = await stripe.confirmSetup({
        elements,
        // Cards confirm in place; a method that needs a redirect comes back to `returnPath`.
        redirect: 'if_required',
        confirmParams: { return_url: `${window.location.origin}${returnPath}` },
      });
      if (error) onFailed(error.message ?? 'Your card could not be saved. Please try again.');
      else await onSaved(setupIntent.id);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} aria-label="Save a card">
      <PaymentElement className="mb-3" />
      <Button type="submit" disabled={!stripe || busy || disabled}>
        {busy && <Spinner size="sm" className="me-2" aria-hidden="true" />}
        Save card
      </Button>
    </form>
  );
}
