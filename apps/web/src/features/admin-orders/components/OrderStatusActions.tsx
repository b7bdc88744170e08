import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { updateOrderStatusSchema, type UpdateOrderStatus } from '@shop/contract';
import {
  CANCELLABLE_STATUSES,
  CLOSED_ORDER_STATUSES,
  NEXT_ORDER_STATUS,
  ORDER_LIMITS,
  ORDER_MESSAGES,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  type OrderStatus,
  type PaymentStatus,
} from '@shop/contract/order-options';
import { OrderStatusBadge, PaymentStatusBadge } from '../../../components/order/OrderStatusBadge';
import { useSentForm } from '../../../lib/use-sent-form';

type ClosingStatus = 'cancelled' | 'refunded';
type Ask = { kind: 'ship' } | { kind: 'close'; status: ClosingStatus } | null;
/** The shipping question: PUT .../status's body with the tracking number typed. */
type ShipForm = { status: 'shipped'; tracking_number: string };

const isClosing = (status: OrderStatus): status is ClosingStatus =>
  CLOSED_ORDER_STATUSES.includes(status);

export type StatusTarget = {
  id: number;
  order_number: string;
  status: OrderStatus;
  payment_status: PaymentStatus;
  tracking_number: string | null;
};

/**
 * Status and payment status, each with a menu and Update, and the quick buttons of
 * customer-and-commerce-admin.md section 4. Shipping asks for the tracking number first (the
 * customer's shipped e-mail carries it); cancelling or refunding asks for a confirmation,
 * since the payment goes back and the stock is returned. A closed order offers no status
 * change. Keyed by the caller on the order's statuses, so a change starts it afresh.
 */
export function OrderStatusActions({
  order,
  pending,
  onStatus,
  onPayment,
}: {
  order: StatusTarget;
  pending: boolean;
  /** Resolves when saved; a failure keeps the question open. */
  onStatus: (body: UpdateOrderStatus) => Promise<unknown>;
  onPayment: (status: PaymentStatus) => Promise<unknown>;
}) {
  const [statusChoice, setStatusChoice] = useState<OrderStatus>(order.status);
  const [paymentChoice, setPaymentChoice] = useState<PaymentStatus>(order.payment_status);
  const [ask, setAsk] = useState<Ask>(null);
  const shipForm = useSentForm<ShipForm>(updateOrderStatusSchema, {
    status: 'shipped',
    tracking_number: order.tracking_number ?? '',
  });

  const closed = CLOSED_ORDER_STATUSES.includes(order.status);
  const next = NEXT_ORDER_STATUS[order.status];
  const busy = pending || ask !== null;
  const send = (body: UpdateOrderStatus) => onStatus(body).catch(() => {});

  /** The menu and the quick buttons both come here: some changes ask first. */
  const request = (status: OrderStatus) => {
    if (status === order.status) return;
    if (status === 'shipped') setAsk({ kind: 'ship' });
    else if (isClosing(status)) setAsk({ kind: 'close', status });
    else void send({ status });
  };

  const ship = shipForm.handleSubmit(({ tracking_number }) => {
    const number = tracking_number.trim();
    void send(number ? { status: 'shipped', tracking_number: number } : { status: 'shipped' });
  });

  const quick = [
    ...(!closed && next
      ? [
          {
            key: 'next',
            label: `Mark as ${ORDER_STATUS_LABELS[next]}`,
            variant: 'primary',
            onClick: () => request(next),
          },
        ]
      : []),
    ...(CANCELLABLE_STATUSES.includes(order.status)
      ? [
          {
            key: 'cancel',
            label: 'Cancel Order',
            variant: 'outline-danger',
            onClick: () => request('cancelled'),
          },
        ]
      : []),
    ...(order.payment_status === 'pending'
      ? [
          {
            key: 'paid',
            label: 'Mark as Paid',
            variant: 'outline-success',
            onClick: () => void onPayment('paid').catch(() => {}),
          },
        ]
      : []),
  ];

  return (
    <div>
      <div className="row g-3">
        <div className="col-md-6">
          <div className="mb-2">
            <span className="fw-semibold me-2">Order status:</span>
            <OrderStatusBadge status={order.status} />
          </div>
          {closed ? (
            <p className="small text-body-secondary mb-0">{ORDER_MESSAGES.closed}</p>
          ) : (
            <Form
              onSubmit={(e) => {
                e.preventDefault();
                request(statusChoice);
              }}
            >
              <Form.Label htmlFor={`order-${order.id}-status-select`} className="small mb-1">
                Change order status
              </Form.Label>
              <InputGroup size="sm">
                <Form.Select
                  id={`order-${order.id}-status-select`}
                  value={statusChoice}
                  disabled={busy}
                  onChange={(e) => setStatusChoice(e.target.value as OrderStatus)}
                >
                  {ORDER_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {ORDER_STATUS_LABELS[s]}
                    </option>
                  ))}
                </Form.Select>
                <Button
                  type="submit"
                  aria-label="Update order status"
                  disabled={busy || statusChoice === order.status}
                >
                  Update
                </Button>
              </InputGroup>
            </Form>
          )}
        </div>
        <div className="col-md-6">
          <div className="mb-2">
            <span className="fw-semibold me-2">Payment status:</span>
            <PaymentStatusBadge status={order.payment_status} sayPayment />
          </div>
          <Form
            onSubmit={(e) => {
              e.preventDefault();
              if (paymentChoice !== order.payment_status)
                void onPayment(paymentChoice).catch(() => {});
            }}
          >
            <Form.Label htmlFor={`order-${order.id}-payment-select`} className="small mb-1">
              Change payment status
            </Form.Label>
            <InputGroup size="sm">
              <Form.Select
                id={`order-${order.id}-payment-select`}
                value={paymentChoice}
                disabled={busy}
                onChange={(e) => setPaymentChoice(e.target.value as PaymentStatus)}
              >
                {PAYMENT_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {PAYMENT_STATUS_LABELS[s]}
                  </option>
                ))}
              </Form.Select>
              <Button
                type="submit"
                aria-label="Update payment status"
                disabled={busy || paymentChoice === order.payment_status}
              >
                Update
              </Button>
            </InputGroup>
          </Form>
        </div>
      </div>

      {ask === null && quick.length > 0 && (
        <div className="d-flex flex-wrap gap-2 mt-3" role="group" aria-label="Quick actions">
          {quick.map((q) => (
            <Button
              key={q.key}
              size="sm"
              variant={q.variant}
              disabled={pending}
              onClick={q.onClick}
            >
              {q.label}
            </Button>
          ))}
        </div>
      )}

      {ask?.kind === 'ship' && (
        <Form className="border rounded p-3 mt-3 bg-body-tertiary" onSubmit={(e) => void ship(e)}>
          <Form.Group controlId={`order-${order.id}-ship-tracking`} className="mb-2">
            <Form.Label className="small fw-semibold mb-1">Tracking number (optional)</Form.Label>
            <Form.Control
              size="sm"
              {...shipForm.field('tracking_number')}
              maxLength={ORDER_LIMITS.trackingNumber}
              autoFocus
              aria-describedby={`order-${order.id}-ship-help`}
            />
            <Form.Text id={`order-${order.id}-ship-help`} muted>
              The customer is e-mailed that the order has shipped, with this number.
            </Form.Text>
          </Form.Group>
          <div className="d-flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={pending}>
              Mark as Shipped
            </Button>
            <Button
              size="sm"
              variant="outline-secondary"
              disabled={pending}
              onClick={() => setAsk(null)}
            >
              Cancel
            </Button>
          </div>
        </Form>
      )}

      {ask?.kind === 'close' && (
        <div
          className="alert alert-warning mt-3 mb-0"
          role="group"
          aria-labelledby={`order-${order.id}-close-question`}
        >
          <p id={`order-${order.id}-close-question`} className="mb-2">
            {ask.status === 'cancelled' ? 'Cancel' : 'Refund'} order {order.order_number}? The
            payment is refunded to the customer and the items are returned to stock. This cannot be
            undone.
          </p>
          <div className="d-flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="danger"
              disabled={pending}
              onClick={() => void send({ status: ask.status })}
            >
              {ask.status === 'cancelled' ? 'Yes, Cancel Order' : 'Yes, Refund Order'}
            </Button>
            <Button
              size="sm"
              variant="outline-secondary"
              autoFocus
              disabled={pending}
              onClick={() => setAsk(null)}
            >
              {ask.status === 'cancelled' ? 'Keep Order' : 'Do Not Refund'}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
