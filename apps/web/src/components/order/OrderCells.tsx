import type { OrderItem } from '@shop/contract';
import type { OrderStatus, PaymentStatus } from '@shop/contract/order-options';
import { endColumn, MoneyCell } from '../list/TableParts';
import { OrderStatusBadge, PaymentStatusBadge } from './OrderStatusBadge';

export function OrderStatusCell({ status }: { status: OrderStatus }) {
  return (
    <td>
      <OrderStatusBadge status={status} />
    </td>
  );
}

/** See PaymentStatusBadge for `sayPayment`. */
export function PaymentStatusCell({
  status,
  sayPayment = false,
}: {
  status: PaymentStatus;
  sayPayment?: boolean;
}) {
  return (
    <td>
      <PaymentStatusBadge status={status} sayPayment={sayPayment} />
    </td>
  );
}

/** The headers of LinePriceCells. */
export const LINE_PRICE_COLUMNS = [endColumn('Qty'), endColumn('Unit price'), endColumn('Total')];

/** An order line's quantity, unit price and line total. */
export function LinePriceCells({
  item,
}: {
  item: Pick<OrderItem, 'quantity' | 'unit_price' | 'line_total'>;
}) {
  return (
    <>
      <td className="text-end">{item.quantity}</td>
      <MoneyCell amount={item.unit_price} />
      <MoneyCell amount={item.line_total} />
    </>
  );
}
