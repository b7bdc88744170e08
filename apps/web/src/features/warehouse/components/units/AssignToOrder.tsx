import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useQuery } from '@tanstack/react-query';
import { ORDER_STATUS_LABELS } from '@shop/contract/order-options';
import { ErrorState } from '../../../../components/ui/ErrorState';
import { LoadingState } from '../../../../components/ui/LoadingState';
import { formatDate } from '../../../../lib/format';
import { assignableOrdersQuery } from '../../api/product-units';

/**
 * "Assign to Order" (docs/modules/warehouse.md#units): only the orders the server says still
 * need a unit of this product (pending, paid or processing, oldest first), each with how many
 * more it needs; the chosen one's number goes with the status change.
 */
export function AssignToOrder({
  unitId,
  pending,
  onAssign,
  onCancel,
}: {
  unitId: number;
  pending: boolean;
  onAssign: (orderNumber: string) => void;
  onCancel: () => void;
}) {
  const orders = useQuery(assignableOrdersQuery(unitId));
  const [chosen, setChosen] = useState('');
  return (
    <Form
      className="mt-2 d-grid gap-2"
      aria-label="Assign to Order"
      onSubmit={(e) => {
        e.preventDefault();
        if (chosen) onAssign(chosen);
      }}
    >
      {orders.isPending ? (
        <LoadingState label="Loading the orders that need this product..." />
      ) : orders.isError ? (
        <ErrorState
          message={orders.error.message}
          onRetry={() => void orders.refetch()}
          retryLabel="Retry"
        />
      ) : orders.data.length === 0 ? (
        <p className="small text-body-secondary mb-0">
          No open order needs this product: every pending, paid or processing order has its units.
        </p>
      ) : (
        <div role="radiogroup" aria-label="Orders needing this product" className="d-grid gap-1">
          {orders.data.map((o) => (
            <Form.Check
              key={o.id}
              type="radio"
              id={`assign-order-${o.id}`}
              name="assign-order"
              checked={chosen === o.order_number}
              onChange={() => setChosen(o.order_number)}
              label={
                <span className="d-inline-flex flex-wrap align-items-center gap-2">
                  <span className="font-monospace">{o.order_number}</span>
                  <span className="small text-body-secondary">
                    {[o.customer_name, ORDER_STATUS_LABELS[o.status], formatDate(o.created_at)]
                      .filter(Boolean)
                      .join(' \u00b7 ')}
                  </span>
                  <Badge bg="warning" text="dark">
                    needs {o.needed} more
                  </Badge>
                </span>
              }
            />
          ))}
        </div>
      )}
      <div className="d-flex gap-2">
        <Button type="submit" size="sm" disabled={!chosen || pending}>
          Assign
        </Button>
        <Button size="sm" variant="outline-secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
