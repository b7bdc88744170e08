import { PaymentElement } from '@stripe/react-stripe-js';
import type { Cents } from '@shop/contract/money';
import { PayButton } from './PayButton';
import { returnUrl, StripeIntent, useStripeSubmit } from './stripe-elements';

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
  return (
    <StripeIntent publishableKey={props.publishableKey} clientSecret={props.clientSecret}>
      <StripeForm {...props} />
    </StripeIntent>
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
  const { ready, busy, submit } = useStripeSubmit(async (stripe, elements) => {
    const { error } = await stripe.confirmPayment({
      elements,
      // Cards confirm in place; a method that needs a redirect comes back to the checkout.
      redirect: 'if_required',
      confirmParams: { return_url: returnUrl(returnPath) },
    });
    if (error) onFailed(`Payment failed: ${error.message ?? 'please try again.'}`);
    else await onPaid();
  });

  return (
    <form onSubmit={(e) => void submit(e)} aria-label="Card payment">
      <PaymentElement className="mb-3" />
      <PayButton amount={amount} busy={busy} disabled={!ready || disabled} />
    </form>
  );
}
