import { useMemo, useState, type FormEvent } from 'react';
import { loadStripe } from '@stripe/stripe-js';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Cents } from '@shop/contract/money';
import { PayButton } from './PayButton';

/**
 * Stripe's own Payment Element: the card never touches the shop. Loaded only when the shop
 * runs with Stripe (this module is split from the rest of the checkout).
 */
export default function StripePaymentForm(props: {
  publishableKey: string;
  clientSecret: string;
  amount: Cents;
  onPaid: () => Promise<void>;
  onFailed: (message: string) => void;
  disabled: boolean;
  /** Where Stripe sends the browser back after a bank's check (the checkout by default). */
  returnPath?: string;
}) {
  const stripePromise = useMemo(() => loadStripe(props.publishableKey), [props.publishableKey]);
  return (
    <Elements stripe={stripePromise} options={{ clientSecret: props.clientSecret }}>
      <StripeForm {...props} />
    </Elements>
  );
}

function StripeForm({
  amount,
  onPaid,
  onFailed,
  disabled,
  returnPath = '/checkout',
}: {
  amount: Cents;
  onPaid: () => Promise<void>;
  onFailed: (message: string) => void;
  disabled: boolean;
  returnPath?: string;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    try {
      const { error } = await stripe.confirmPayment({
        elements,
        // Cards confirm in place; a method that needs a redirect comes back to the checkout.
        redirect: 'if_required',
        confirmParams: { return_url: `${window.location.origin}${returnPath}` },
      });
      if (error) onFailed(`Payment failed: ${error.message ?? 'please try again.'}`);
      else await onPaid();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} aria-label="Card payment">
      <PaymentElement className="mb-3" />
      <PayButton amount={amount} busy={busy} disabled={!stripe || disabled} />
    </form>
  );
}
