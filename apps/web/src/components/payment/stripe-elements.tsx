import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { loadStripe, type Stripe, type StripeElements } from '@stripe/stripe-js';
import { Elements, useElements, useStripe } from '@stripe/react-stripe-js';

/*
 * What Stripe's forms share (the payment and the saving of a card): Stripe loaded for the
 * shop's key around the form, and the form's send. Only the Stripe forms, loaded on demand,
 * import this file.
 */

/** Stripe's Elements for the intent the server made (its client secret), around the form. */
export function StripeIntent({
  publishableKey,
  clientSecret,
  children,
}: {
  publishableKey: string;
  clientSecret: string;
  children: ReactNode;
}) {
  const stripePromise = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripePromise} options={{ clientSecret }}>
      {children}
    </Elements>
  );
}

/** Where Stripe sends the browser back after a bank's check: a path of the shop. */
export const returnUrl = (path: string) => `${window.location.origin}${path}`;

/**
 * A Stripe form's send: once Stripe has loaded, `confirm` (the payment's or the card's),
 * `busy` while it runs. `ready` is false until Stripe has loaded.
 */
export function useStripeSubmit(
  confirm: (stripe: Stripe, elements: StripeElements) => Promise<void>,
) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    try {
      await confirm(stripe, elements);
    } finally {
      setBusy(false);
    }
  }

  return { ready: stripe !== null, busy, submit };
}
