import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import type { Order, PaymentIntentResponse } from '@shop/contract';
import { CardPayment } from '../../../components/payment/CardPayment';
import { formatMoney } from '../../../lib/format';
import { startBalancePayment, useSettleBalance } from '../api/balance';
import { FailureAlert } from '../../../components/ui/FailureAlert';

const messageOf = (err: unknown) =>
  err instanceof Error ? err.message : 'Something went wrong. Please try again.';

/**
 * "Balance due $X" and Pay balance on an order paid by deposit: the checkout's card
 * form for exactly what the server says is owed.
 */
export function PayBalance({ order }: { order: Order }) {
  const settle = useSettleBalance(order.id);
  const [intent, setIntent] = useState<PaymentIntentResponse | null>(null);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [paid, setPaid] = useState(false);

  if (paid) {
    return (
      <Alert variant="success" role="status">
        Thank you: the balance is paid.
      </Alert>
    );
  }

  async function start() {
    setError(null);
    setStarting(true);
    try {
      setIntent(await startBalancePayment(order.id));
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setStarting(false);
    }
  }

  async function finish(paymentIntentId: string) {
    try {
      await settle.mutateAsync(paymentIntentId);
      setPaid(true);
    } catch (err) {
      setError(messageOf(err));
    }
  }

  return (
    <section aria-labelledby={`balance-${order.id}`} className="border rounded p-3 mb-3">
      <h3 id={`balance-${order.id}`} className="h6">
        Balance due {formatMoney(order.balance_due)}
      </h3>
      <FailureAlert text={error} onDismiss={() => setError(null)} />
      {!intent ? (
        <Button onClick={() => void start()} disabled={starting}>
          {starting && <Spinner size="sm" className="me-2" aria-hidden="true" />}
          Pay balance
        </Button>
      ) : (
        <CardPayment
          intent={intent}
          onPaid={() => finish(intent.paymentIntentId)}
          onFailed={setError}
          disabled={settle.isPending}
          returnPath="/dashboard?tab=orders"
        />
      )}
    </section>
  );
}
