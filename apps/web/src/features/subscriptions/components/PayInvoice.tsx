import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import {
  chargeInvoiceSchema,
  SUBSCRIPTION_MESSAGES,
  type CardOnFile,
  type PaymentIntentResponse,
  type Subscription,
  type SubscriptionInvoice,
} from '@shop/contract';
import { CardPayment } from '../../../components/payment/CardPayment';
import { ErrorState } from '../../../components/ui/ErrorState';
import { FailureAlert } from '../../../components/ui/FailureAlert';
import { LoadingState } from '../../../components/ui/LoadingState';
import type { PageAlertMessage } from '../../../components/ui/PageAlert';
import { SelectField } from '../../../components/ui/TextField';
import { errorText } from '../../../lib/error-text';
import { fieldProps } from '../../../lib/field-props';
import { formatDate, formatMoney } from '../../../lib/format';
import { myCardsQuery } from '../api/cards';
import { startInvoiceCardPayment, useChargeInvoice, usePayInvoice } from '../api/subscriptions';
import { cardText } from '../labels';
import { planPath } from '../paths';

/**
 * The plan's open invoice and Pay now: charge one of the saved cards at once (the plan keeps
 * it), or pay with a new card through the card form (kept too). A refusal is told here, where
 * the invoice still waits; a payment is told by the page, as the invoice leaves it.
 */
export function PayInvoice({
  subscription,
  invoice,
  report,
}: {
  subscription: Subscription;
  invoice: SubscriptionInvoice;
  report: (message: PageAlertMessage) => void;
}) {
  const cards = useQuery(myCardsQuery());
  const [error, setError] = useState<string | null>(null);
  const [intent, setIntent] = useState<PaymentIntentResponse | null>(null);
  const [starting, setStarting] = useState(false);
  const first = subscription.status === 'incomplete';

  async function startNewCard() {
    setError(null);
    setStarting(true);
    try {
      setIntent(await startInvoiceCardPayment(subscription.id, invoice.id));
    } catch (err) {
      setError(errorText(err, 'The card payment could not be started. Please try again.'));
    } finally {
      setStarting(false);
    }
  }

  return (
    <section className="card border-warning shadow-sm mb-4" aria-labelledby="pay-title" id="pay">
      <div className="card-body">
        <h2 id="pay-title" className="h5">
          {first ? 'Pay your first invoice' : 'Payment due'}: {formatMoney(invoice.total)}
        </h2>
        <p className="mb-2">
          Invoice {invoice.number} for {formatDate(invoice.periodStart)} to{' '}
          {formatDate(invoice.periodEnd)}.
        </p>
        {invoice.lastError && (
          <p className="small mb-2">
            Our last try failed: {invoice.lastError}
            {invoice.nextAttemptAt &&
              ` We try your card again on ${formatDate(invoice.nextAttemptAt)}.`}
          </p>
        )}
        {subscription.status === 'suspended' && (
          <p className="small mb-2">
            Your plan is suspended until this invoice is paid: monitoring and visits are on hold.
          </p>
        )}
        <FailureAlert text={error} onDismiss={() => setError(null)} />
        {intent ? (
          <NewCardPayment
            subscription={subscription}
            invoice={invoice}
            intent={intent}
            onFailed={setError}
            onPaid={() =>
              report({
                variant: 'success',
                text: `${SUBSCRIPTION_MESSAGES.paid} Your card is saved for the plan.`,
              })
            }
            onBack={() => {
              setError(null);
              setIntent(null);
            }}
          />
        ) : cards.isPending ? (
          <LoadingState label="Loading your cards..." />
        ) : cards.isError ? (
          <ErrorState
            message="Your saved cards could not be loaded."
            onRetry={() => void cards.refetch()}
          />
        ) : (
          <>
            {cards.data.length > 0 && (
              <SavedCardCharge
                subscription={subscription}
                invoice={invoice}
                cards={cards.data}
                onDeclined={setError}
                onPaid={() => report({ variant: 'success', text: SUBSCRIPTION_MESSAGES.paid })}
                onStart={() => setError(null)}
              />
            )}
            <Button
              variant={cards.data.length > 0 ? 'link' : 'primary'}
              className={cards.data.length > 0 ? 'px-0' : undefined}
              disabled={starting}
              onClick={() => void startNewCard()}
            >
              {starting ? (
                <Spinner size="sm" className="me-2" aria-hidden="true" />
              ) : (
                <i className="bi bi-credit-card me-1" aria-hidden="true" />
              )}
              Pay with a new card
            </Button>
          </>
        )}
      </div>
    </section>
  );
}

/** One of the saved cards charged now: the plan's own card first. */
function SavedCardCharge({
  subscription,
  invoice,
  cards,
  onDeclined,
  onPaid,
  onStart,
}: {
  subscription: Subscription;
  invoice: SubscriptionInvoice;
  cards: CardOnFile[];
  onDeclined: (message: string) => void;
  onPaid: () => void;
  onStart: () => void;
}) {
  const own = cards.find((card) => card.id === subscription.card?.id) ?? cards[0]!;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ cardId: number }>({
    resolver: zodResolver(chargeInvoiceSchema),
    defaultValues: { cardId: own.id },
  });
  const field = fieldProps(register, errors);
  const charge = useChargeInvoice({
    onSuccess: (answer) => {
      if (answer.paid) onPaid();
      else onDeclined(`Payment failed: ${answer.error ?? SUBSCRIPTION_MESSAGES.cardDeclined}`);
    },
    onError: (err) =>
      onDeclined(errorText(err, 'The payment could not be made. Please try again.')),
  });
  const submit = handleSubmit(({ cardId }) => {
    onStart();
    charge.mutate({ id: subscription.id, invoiceId: invoice.id, cardId });
  });
  return (
    <Form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label="Pay with a saved card"
      className="mb-2"
    >
      <SelectField
        id="pay-card"
        label="Pay with"
        options={cards.map((card) => ({ value: String(card.id), label: cardText(card) }))}
        disabled={charge.isPending}
        {...field('cardId', { valueAsNumber: true })}
      />
      <Button type="submit" disabled={charge.isPending}>
        {charge.isPending ? (
          <>
            <Spinner size="sm" className="me-2" aria-hidden="true" />
            Paying...
          </>
        ) : (
          `Pay ${formatMoney(invoice.total)} now`
        )}
      </Button>
    </Form>
  );
}

/** A new card through the card form; the payment recorded once the form says it went through. */
function NewCardPayment({
  subscription,
  invoice,
  intent,
  onFailed,
  onPaid,
  onBack,
}: {
  subscription: Subscription;
  invoice: SubscriptionInvoice;
  intent: PaymentIntentResponse;
  onFailed: (message: string) => void;
  onPaid: () => void;
  onBack: () => void;
}) {
  const pay = usePayInvoice();

  async function finish() {
    try {
      await pay.mutateAsync({
        id: subscription.id,
        invoiceId: invoice.id,
        paymentIntentId: intent.paymentIntentId,
      });
      onPaid();
    } catch (err) {
      onFailed(errorText(err, 'Your payment went through but we could not record it yet.'));
    }
  }

  return (
    <div>
      <CardPayment
        intent={intent}
        onPaid={finish}
        onFailed={onFailed}
        disabled={pay.isPending}
        returnPath={`${planPath(subscription.id)}?invoice=${invoice.id}`}
      />
      <Button variant="link" className="px-0 mt-2" onClick={onBack} disabled={pay.isPending}>
        Back
      </Button>
    </div>
  );
}
