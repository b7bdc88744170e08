import { useState } from 'react';
import type { Cents } from '@shop/contract';
import { showServerFieldErrors } from '../../lib/form-errors';
import { confirmTestPayment } from '../../lib/api/payments';
import { PayButton } from './PayButton';
import { TestCardFields, useTestCardForm } from './TestCardFields';

/**
 * The built-in test provider's card form (docs/modules/checkout.md#rules): Stripe's test numbers
 * only. The card is checked here for quick feedback and again by the server, which keeps
 * only the brand and the last four digits.
 */
export function TestCardForm({
  paymentIntentId,
  amount,
  onPaid,
  onFailed,
  disabled,
}: {
  paymentIntentId: string;
  amount: Cents;
  onPaid: () => Promise<void>;
  onFailed: (message: string) => void;
  disabled: boolean;
}) {
  const form = useTestCardForm();
  const [busy, setBusy] = useState(false);

  const submit = form.handleSubmit(async (card) => {
    setBusy(true);
    try {
      const result = await confirmTestPayment({ paymentIntentId, ...card });
      if (result.status === 'failed') {
        onFailed(`Payment failed: ${result.error ?? 'Your card was declined.'}`);
        return;
      }
      await onPaid();
    } catch (err) {
      if (showServerFieldErrors(form.setError, err, { focus: false }) === 0) {
        onFailed(`Payment failed: ${err instanceof Error ? err.message : 'please try again.'}`);
      }
    } finally {
      setBusy(false);
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Card payment">
      <TestCardFields
        form={form}
        disabled={busy || disabled}
        note={
          <>
            This shop takes test payments: use card <strong>4242 4242 4242 4242</strong>, any future
            expiry date and any 3-digit security code. No real card is charged.
          </>
        }
      />
      <PayButton amount={amount} busy={busy} disabled={disabled} />
    </form>
  );
}
