import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatCardNumberInput, testCardSchema } from '@shop/contract';

type Field = 'cardNumber' | 'expiry' | 'cvc';
export type TestCard = Record<Field, string>;

/**
 * The test provider's card form state: checked when sent with the contract's card check
 * (checkTestCard), the first problem found on its field; its mark goes once it is edited.
 */
export function useTestCardForm(): UseFormReturn<TestCard> {
  return useForm<TestCard>({
    resolver: zodResolver(testCardSchema, undefined, { raw: true }),
    defaultValues: { cardNumber: '', expiry: '', cvc: '' },
    reValidateMode: 'onSubmit',
  });
}

/** "1234" typed in the expiry box reads "12/34". */
const formatExpiryInput = (value: string) => {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

/**
 * The test provider's card fields (Stripe's test numbers only, docs/modules/checkout.md#rules)
 * under a note saying which numbers to use: paying a payment intent (TestCardForm) and saving a
 * card for later (the customer's saved cards) use the same fields.
 */
export function TestCardFields({
  form,
  disabled,
  idPrefix = 'card',
  note,
}: {
  form: UseFormReturn<TestCard>;
  disabled: boolean;
  idPrefix?: string;
  note: ReactNode;
}) {
  const {
    register,
    setValue,
    clearErrors,
    formState: { errors },
  } = form;

  const field = (
    id: Field,
    label: string,
    props: { placeholder: string; autoComplete: string; inputMode: 'numeric'; maxLength: number },
    format: (v: string) => string = (v) => v,
  ) => (
    <Form.Group controlId={`${idPrefix}-${id}`} className="mb-3">
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
        aria-describedby={errors[id] ? `${idPrefix}-${id}-error` : undefined}
        disabled={disabled}
        required
      />
      {errors[id] && (
        <Form.Control.Feedback type="invalid" id={`${idPrefix}-${id}-error`}>
          {errors[id]?.message}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );

  return (
    <>
      <div className="alert alert-info small">
        <i className="bi bi-info-circle me-2" aria-hidden="true" />
        {note}
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
            formatExpiryInput,
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
    </>
  );
}
