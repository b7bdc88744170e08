import type { AdminOrder } from '@shop/contract';
import { formatRate, formatMoney } from '../../../../lib/format';

/** Subtotal, tax with its rate, shipping and total, as the server computed them. */
export function OrderSummaryList({
  order,
}: {
  order: Pick<
    AdminOrder,
    'subtotal' | 'tax_rate' | 'tax_amount' | 'shipping_cost' | 'total_amount'
  >;
}) {
  return (
    <dl className="row mb-0">
      <dt className="col-7 fw-normal">Subtotal</dt>
      <dd className="col-5 text-end mb-1">{formatMoney(order.subtotal)}</dd>
      <dt className="col-7 fw-normal">Tax ({formatRate(order.tax_rate)})</dt>
      <dd className="col-5 text-end mb-1">{formatMoney(order.tax_amount)}</dd>
      <dt className="col-7 fw-normal">Shipping</dt>
      <dd className="col-5 text-end mb-1">{formatMoney(order.shipping_cost)}</dd>
      <dt className="col-7 border-top pt-2">Total</dt>
      <dd className="col-5 fw-bold text-end border-top pt-2 mb-0">
        {formatMoney(order.total_amount)}
      </dd>
    </dl>
  );
}
