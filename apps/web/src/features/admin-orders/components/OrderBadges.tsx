import type { OrderStatus, PaymentStatus } from '@shop/contract/order-options';
import {
  ORDER_STATUS_LABELS,
  ORDER_STATUS_VARIANTS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUS_VARIANTS,
} from '@shop/contract/order-options';

// text-bg-* picks a readable text colour for each background (dark on warning and info).

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`badge text-bg-${ORDER_STATUS_VARIANTS[status]}`}>
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <span className={`badge text-bg-${PAYMENT_STATUS_VARIANTS[status]}`}>
      <span className="visually-hidden">Payment </span>
      {PAYMENT_STATUS_LABELS[status]}
    </span>
  );
}
