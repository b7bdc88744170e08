import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import {
  updateOrderStatusSchema,
  updatePaymentStatusSchema,
  type Cents,
  type UpdateOrderStatus,
} from '@shop/contract';
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
import {
  OrderStatusBadge,
  PaymentStatusBadge,
} from '../../../../components/order/OrderStatusBadge';
import { controlState } from '../../../../components/ui/TextField';
import { formatMoney } from '../../../../lib/format';
import { useSentForm } from '../../../../lib/use-sent-form';

type ClosingStatus = 'cancelled' | 'refunded';
/** The questions asked before a change: `via` is the menu that asked (its call is sent). */
type Ask =
  | { kind: 'ship' }
  | { kind: 'close'; status: ClosingStatus; via: 'status' | 'payment' }
  | { kind: 'reopen' }
  | null;
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
  /** Dollars: what a refund gives back. */
  total_amount: Cents;
};

/**
 * A status menu with its Update button (named "Update ..." after the menu's "Change ..."
 * label); Update is off while the menu shows the current value. The menu's choice is checked
 * by the contract's schema of its call, as the body field `field` (its choices are the
 * schema's own, so it always passes).
 */
function StatusMenu<S extends string>({
  id,
  label,
  choices,
  labels,
  current,
  schema,
  field,
  busy,
  onSubmit,
}: {
  id: string;
  label: string;
  choices: readonly S[];
  labels: Record<S, string>;
  current: S;
  schema: z.ZodType<unknown, FieldValues>;
  field: 'status' | 'payment_status';
  busy: boolean;
  onSubmit: (value: S) => void;
}) {
  // The choice is one of `choices`: the menu offers no other.
  const menu = useSentForm<{ choice: string }>(schema, { choice: current }, ({ choice }) => ({
    [field]: choice,
  }));
  const value = menu.watch('choice');
  return (
    <Form onSubmit={(e) => void menu.handleSubmit(({ choice }) => onSubmit(choice as S))(e)}>
      <Form.Label htmlFor={id} className="small mb-1">
        {label}
      </Form.Label>
      <InputGroup size="sm">
        <Form.Select id={id} disabled={busy} {...menu.field('choice')}>
          {choices.map((s) => (
            <option key={s} value={s}>
              {labels[s]}
            </option>
          ))}
        </Form.Select>
        <Button
          type="submit"
          aria-label={label.replace('Change', 'Update')}
          disabled={busy || value === current}
        >
          Update
        </Button>
      </InputGroup>
    </Form>
  );
}

/** A question before a change that moves money or stock: Yes sends it, No (focused) does not. */
function Question({
  id,
  variant,
  yes,
  no,
  pending,
  children,
}: {
  id: string;
  variant: 'warning' | 'info';
  yes: { label: string; variant: 'danger' | 'primary'; onClick: () => void };
  no: { label: string; onClick: () => void };
  pending: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`alert alert-${variant} mt-3 mb-0`} role="group" aria-labelledby={id}>
      <p id={id} className="mb-2">
        {children}
      </p>
      <div className="d-flex flex-wrap gap-2">
        <Button size="sm" variant={yes.variant} disabled={pending} onClick={yes.onClick}>
          {yes.label}
        </Button>
        <Button
          size="sm"
          variant="outline-secondary"
          autoFocus
          disabled={pending}
          onClick={no.onClick}
        >
          {no.label}
        </Button>
      </div>
    </div>
  );
}

/**
 * Status and payment status, each with a menu and Update, and the quick buttons of
 * docs/modules/orders.md#statuses-and-transitions. Shipping asks for the tracking number first (the
 * customer's shipped e-mail carries it, and the number saved in the details is offered);
 * cancelling or refunding, from either menu, asks for a confirmation naming the amount, since
 * the payment goes back and the stock is returned. A closed order offers only Reopen as
 * Pending (docs/modules/orders.md#statuses-and-transitions), after a question: its stock is taken
 * again. Keyed by the caller on the order's statuses, so a change starts it afresh.
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
  const [ask, setAsk] = useState<Ask>(null);
  // Bumped when a question is answered No: the menus start again from the order's statuses.
  const [round, setRound] = useState(0);
  const shipForm = useSentForm<ShipForm>(updateOrderStatusSchema, {
    status: 'shipped',
    tracking_number: order.tracking_number ?? '',
  });

  const closed = CLOSED_ORDER_STATUSES.includes(order.status);
  const paid = order.payment_status === 'paid' || order.payment_status === 'partial';
  const amount = formatMoney(order.total_amount);
  const next = NEXT_ORDER_STATUS[order.status];
  const busy = pending || ask !== null;
  const send = (body: UpdateOrderStatus) => onStatus(body).catch(() => {});

  /** A question answered No: nothing changed, so the menus show the order again. */
  const dismiss = () => {
    setAsk(null);
    setRound((r) => r + 1);
  };

  /** The menu and the quick buttons both come here: some changes ask first. */
  const request = (status: OrderStatus) => {
    if (status === order.status) return;
    if (status === 'shipped') {
      // The number may have been saved in the details since this form was made.
      shipForm.reset({ status: 'shipped', tracking_number: order.tracking_number ?? '' });
      setAsk({ kind: 'ship' });
    } else if (isClosing(status)) setAsk({ kind: 'close', status, via: 'status' });
    else void send({ status });
  };

  /** Refunded from the payment menu is the order's refund: it asks first too. */
  const requestPayment = (status: PaymentStatus) => {
    if (status === order.payment_status) return;
    if (status === 'refunded') setAsk({ kind: 'close', status: 'refunded', via: 'payment' });
    else void onPayment(status).catch(() => {});
  };

  const confirmClose = (question: { status: ClosingStatus; via: 'status' | 'payment' }) =>
    question.via === 'payment'
      ? void onPayment('refunded').catch(() => {})
      : void send({ status: question.status });

  const shipError = shipForm.formState.errors.tracking_number?.message;
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
            <>
              <p className="small text-body-secondary mb-2">{ORDER_MESSAGES.closed}</p>
              <Button
                size="sm"
                variant="outline-primary"
                disabled={busy}
                onClick={() => setAsk({ kind: 'reopen' })}
              >
                Reopen as Pending
              </Button>
            </>
          ) : (
            <StatusMenu
              key={round}
              id={`order-${order.id}-status-select`}
              label="Change order status"
              choices={ORDER_STATUSES}
              labels={ORDER_STATUS_LABELS}
              current={order.status}
              schema={updateOrderStatusSchema}
              field="status"
              busy={busy}
              onSubmit={request}
            />
          )}
        </div>
        <div className="col-md-6">
          <div className="mb-2">
            <span className="fw-semibold me-2">Payment status:</span>
            <PaymentStatusBadge status={order.payment_status} sayPayment />
          </div>
          {/* A closed order's payment went back: the server refuses any change of it. */}
          {!closed && (
            <StatusMenu
              key={round}
              id={`order-${order.id}-payment-select`}
              label="Change payment status"
              choices={PAYMENT_STATUSES}
              labels={PAYMENT_STATUS_LABELS}
              current={order.payment_status}
              schema={updatePaymentStatusSchema}
              field="payment_status"
              busy={busy}
              onSubmit={requestPayment}
            />
          )}
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
              {...controlState({
                id: `order-${order.id}-ship`,
                error: shipError,
                help: true,
              })}
            />
            <Form.Text id={`order-${order.id}-ship-help`} muted>
              The customer is e-mailed that the order has shipped, with this number.
            </Form.Text>
            <Form.Control.Feedback type="invalid" id={`order-${order.id}-ship-error`}>
              {shipError}
            </Form.Control.Feedback>
          </Form.Group>
          <div className="d-flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={pending}>
              Mark as Shipped
            </Button>
            <Button size="sm" variant="outline-secondary" disabled={pending} onClick={dismiss}>
              Cancel
            </Button>
          </div>
        </Form>
      )}

      {ask?.kind === 'close' && (
        <Question
          id={`order-${order.id}-close-question`}
          variant="warning"
          yes={{
            label:
              ask.status === 'cancelled'
                ? 'Yes, Cancel Order'
                : paid
                  ? `Yes, Refund ${amount}`
                  : 'Yes, Refund Order',
            variant: 'danger',
            onClick: () => confirmClose(ask),
          }}
          no={{
            label: ask.status === 'cancelled' ? 'Keep Order' : 'Do Not Refund',
            onClick: dismiss,
          }}
          pending={pending}
        >
          {ask.status === 'cancelled'
            ? `Cancel order ${order.order_number}?`
            : `Refund order ${order.order_number}${paid ? ` for ${amount}` : ''}?`}{' '}
          {!paid
            ? 'Nothing was paid, so nothing is refunded; the items are returned to stock.'
            : `${
                ask.status === 'cancelled'
                  ? `Its payment of ${amount} is refunded to the customer`
                  : 'The payment goes back to the customer'
              } and the items are returned to stock. A refund cannot be taken back.`}
        </Question>
      )}

      {ask?.kind === 'reopen' && (
        <Question
          id={`order-${order.id}-reopen-question`}
          variant="info"
          yes={{
            label: 'Yes, Reopen Order',
            variant: 'primary',
            onClick: () => void send({ status: 'pending' }),
          }}
          no={{ label: 'Keep Closed', onClick: dismiss }}
          pending={pending}
        >
          Reopen order {order.order_number} as Pending? Its items are taken from stock again and it
          waits for a new payment; a payment already refunded is not charged again.
        </Question>
      )}
    </div>
  );
}
