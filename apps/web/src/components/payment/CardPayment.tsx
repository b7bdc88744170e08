import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { asCents, type PaymentIntentResponse } from '@shop/contract';
import { paymentConfigQuery } from '../../lib/api/payments';
import { LoadingState } from '../ui/LoadingState';
import { TestCardForm } from './TestCardForm';

const StripePaymentForm = lazy(() => import('./StripePaymentForm'));

/**
 * The card form for a payment intent the server made: Stripe's Payment Element when the shop
 * runs Stripe, else the test provider's form. Used by a quote's payment and an order's balance.
 */
export function CardPayment({
  intent,
  onPaid,
  onFailed,
  disabled,
  returnPath,
}: {
  intent: PaymentIntentResponse;
  onPaid: () => Promise<void>;
  onFailed: (message: string) => void;
  disabled: boolean;
  /** Where Stripe sends the browser back after a bank's check. */
  returnPath: string;
}) {
  const config = useQuery({ ...paymentConfigQuery(), enabled: intent.provider === 'stripe' });
  // A payment intent's amount is cents (the payment provider's unit,
  // docs/modules/README.md#conventions-in-these-documents).
  const amount = asCents(intent.amount);
  if (intent.provider !== 'stripe') {
    return (
      <TestCardForm
        paymentIntentId={intent.paymentIntentId}
        amount={amount}
        onPaid={onPaid}
        onFailed={onFailed}
        disabled={disabled}
      />
    );
  }
  if (!config.data?.publishableKey) return <LoadingState label="Loading the payment form..." />;
  return (
    <Suspense fallback={<LoadingState label="Loading the payment form..." />}>
      <StripePaymentForm
        publishableKey={config.data.publishableKey}
        clientSecret={intent.clientSecret}
        amount={amount}
        onPaid={onPaid}
        onFailed={onFailed}
        disabled={disabled}
        returnPath={returnPath}
      />
    </Suspense>
  );
}
