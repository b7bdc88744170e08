import {
  ORDER_STATUS_LABELS,
  ORDER_STATUS_VARIANTS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUS_VARIANTS,
  type OrderStatus,
  type PaymentStatus,
} from '@shop/contract/order-options';

/*
 * Bootstrap's text-bg-* classes pick a readable text colour for each background, in the light
 * and the dark theme alike. A screen reader hears the label; the colour only repeats it.
 */

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`badge text-bg-${ORDER_STATUS_VARIANTS[status]}`}>
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}

/**
 * `sayPayment` prefixes "Payment " for screen readers where nothing around the badge says
 * which status it is (the admin order list's column of two badges).
 */
export function PaymentStatusBadge({
  status,
  sayPayment = false,
}: {
  status: PaymentStatus;
  sayPayment?: boolean;
}) {
  return (
    <span className={`badge text-bg-${PAYMENT_STATUS_VARIANTS[status]}`}>
      {sayPayment && <span className="visually-hidden">Payment </span>}
      {PAYMENT_STATUS_LABELS[status]}
    </span>
  );
}
