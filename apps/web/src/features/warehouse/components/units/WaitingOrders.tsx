import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import type { AssignWaitingResult, WaitingOrder } from '@shop/contract';
import { errorText } from '../../../../lib/error-text';
import { formatDate } from '../../../../lib/format';
import { FailureAlert } from '../../../../components/ui/FailureAlert';
import { useAssignWaiting } from '../../api/waiting-orders';

function WaitingList({ orders }: { orders: WaitingOrder[] }) {
  return (
    <ul className="list-unstyled small mb-0 d-grid gap-1" aria-label="Orders waiting for units">
      {orders.map((o) => (
        <li key={o.id} className="d-flex flex-wrap column-gap-2">
          <span className="fw-semibold">{o.order_number}</span>
          <span className="text-body-secondary">{formatDate(o.created_at)}</span>
          <span className="text-danger">
            misses {o.missing} {o.missing === 1 ? 'unit' : 'units'}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * After a receipt (ADR 0036): the paid and processing orders still missing units of the
 * product, oldest first, and "Assign to waiting orders", which gives them the product's
 * available units in that order; then what each got and who still waits.
 */
export function WaitingOrders({
  productId,
  orders,
}: {
  productId: number;
  orders: WaitingOrder[];
}) {
  const [result, setResult] = useState<AssignWaitingResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const assign = useAssignWaiting({
    onSuccess: setResult,
    onError: (error) => setFailure(errorText(error, 'Failed to assign the units')),
  });
  const waiting = result ? result.waiting_orders : orders;
  if (!orders.length) return null;
  return (
    <section aria-labelledby="waiting-orders-title" className="border-top pt-3 mt-3">
      <h3 id="waiting-orders-title" className="h6">
        Orders waiting for this product
      </h3>
      <FailureAlert text={failure} onDismiss={() => setFailure(null)} />
      {result && (
        <Alert variant={result.assigned ? 'success' : 'info'} className="py-2 small">
          {result.message}
          {result.orders.length > 0 && (
            <>: {result.orders.map((o) => `${o.order_number} (${o.assigned})`).join(', ')}</>
          )}
          .
        </Alert>
      )}
      {waiting.length > 0 ? (
        <WaitingList orders={waiting} />
      ) : (
        <p className="small text-body-secondary mb-0">No order waits for this product now.</p>
      )}
      {!result && (
        <Button
          className="mt-2"
          size="sm"
          disabled={assign.isPending}
          onClick={() => {
            setFailure(null);
            assign.mutate(productId);
          }}
        >
          {assign.isPending && (
            <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
          )}
          Assign to waiting orders
        </Button>
      )}
    </section>
  );
}
