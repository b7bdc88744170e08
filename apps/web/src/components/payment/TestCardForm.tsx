import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatCardNumberInput, testCardSchema, type Cents } from '@shop/contract';
import { showServerFieldErrors } from '../../lib/form-errors';
import { confirmTestPayment } from '../../lib/api/payments';
import { PayButton } from './PayButton';

type Field = 'cardNumber' | 'expiry' | 'cvc';
type Card = Record<Field, string>;

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
  // Checked when sent; the refused field gets the focus and its mark goes once it is edited.
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<Card>({
    // The contract's card check (checkTestCard): the first problem found, on its field.
    resolver: zodResolver(testCardSchema, undefined, { raw: true }),
    defaultValues: { cardNumber: '', expiry: '', cvc: '' },
    reValidateMode: 'onSubmit',
  });
  const [busy, setBusy] = useState(false);

  const submit = handleSubmit(async (card) => {
    setBusy(true);
    try {
      const result = await confirmTestPayment({ paymentIntentId, ...card });
      if (result.status === 'failed') {
        onFailed(`Payment failed: ${result.error ?? 'Your card was declined.'}`);
        return;
      }
      await onPaid();
    } catch (err) {
      if (showServerFieldErrors(setError, err, { focus: false }) === 0) {
        onFailed(`Payment failed: ${err instanceof Error ? err.message : 'please try again.'}`);
      }
    } finally {
      setBusy(false);
    }
  });

  const field = (
    id: Field,
    label: string,
    props: { placeholder: string; autoComplete: string; inputMode: 'numeric'; maxLength: number },
    format: (v: string) => string = (v) => v,
  ) => (
    <Form.Group controlId={`card-${id}`} className="mb-3">
      <Form.Label>{label}</Form.Label>
      <Form.Control
        {...props}
        {...register(id, {
          onChange: (e: { target: { value: string } }) => {
            setValue(id, format(e.target.value));
            clearErrors(id);
          },
        })}
        isInvalid={!!errors[id]}
        aria-invalid={!!errors[id]}
        aria-describedby={errors[id] ? `card-${id}-error` : undefined}
        disabled={busy || disabled}
        required
      />
      {errors[id] && (
        <Form.Control.Feedback type="invalid" id={`card-${id}-error`}>
          {errors[id]?.message}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Card payment">
      <div className="alert alert-info small">
        <i className="bi bi-info-circle me-2" aria-hidden="true" />
        This shop takes test payments: use card <strong>4242 4242 4242 4242</strong>, any future
        expiry date and any 3-digit security code. No real card is charged.
      </div>
      {field(
        'cardNumber',
        'Card number',
        {
          placeholder: '1234 1234 1234 1234',
          autoComplete: 'cc-number',
          inputMode: 'numeric',
          maxLength: 23,
        },
        formatCardNumberInput,
      )}
      <div className="row g-3">
        <div className="col-6">
          {field(
            'expiry',
            'Expiry (MM/YY)',
            { placeholder: 'MM/YY', autoComplete: 'cc-exp', inputMode: 'numeric', maxLength: 7 },
            (v) => {
              const digits = v.replace(/\D/g, '').slice(0, 4);
              return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
            },
          )}
        </div>
        <div className="col-6">
          {field('cvc', 'Security code (CVC)', {
            placeholder: '123',
            autoComplete: 'cc-csc',
            inputMode: 'numeric',
            maxLength: 4,
          })}
        </div>
      </div>
      <PayButton amount={amount} busy={busy} disabled={disabled} />
    </form>
  );
}
