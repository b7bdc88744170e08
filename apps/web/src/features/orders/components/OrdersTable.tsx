import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import type { OrderSummary } from '@shop/contract';
import { invoiceUrl } from '../api/orders';
import { OrderStatusCell, PaymentStatusCell } from '../../../components/order/OrderCells';
import { DateCell, endColumn, TableHead } from '../../../components/list/TableParts';
import { DownloadLink } from '../../../components/ui/DownloadLink';
import { formatMoney, plural } from '../../../lib/format';

const COLUMNS = [
  'Order',
  'Date',
  'Status',
  'Payment',
  'Items',
  endColumn('Total'),
  endColumn('Actions'),
];

/**
 * The customer's orders (customer-and-commerce-admin.md section 2): number, date and time,
 * status, payment, items and units, total (with the subtotal when it differs) and actions.
 * On a phone the table scrolls sideways inside its card.
 */
export function OrdersTable({
  orders,
  onView,
  onRate,
}: {
  orders: OrderSummary[];
  onView: (order: OrderSummary) => void;
  /** Null for a read-only (guest) account: no Rate buttons (the list says why). */
  onRate: ((order: OrderSummary) => void) | null;
}) {
  return (
    <Table responsive hover className="align-middle mb-0">
      <TableHead columns={COLUMNS} />
      <tbody>
        {orders.map((o) => (
          <tr key={o.id}>
            <td className="text-nowrap fw-semibold">{o.order_number}</td>
            <DateCell at={o.created_at} withTime />
            <OrderStatusCell status={o.status} />
            <PaymentStatusCell status={o.payment_status} />
            <td className="text-nowrap">
              {plural(o.itemCount, 'item')}, {plural(o.totalQuantity, 'unit')}
            </td>
            <td className="text-end text-nowrap">
              <span className="fw-semibold">{formatMoney(o.total_amount)}</span>
              {o.subtotal !== o.total_amount && (
                <div className="small text-body-secondary">Subtotal {formatMoney(o.subtotal)}</div>
              )}
            </td>
            <td className="text-end text-nowrap">
              <div className="d-inline-flex gap-1">
                <Button variant="outline-primary" size="sm" onClick={() => onView(o)}>
                  <i className="bi bi-eye me-1" aria-hidden="true" />
                  View Details <span className="visually-hidden">of {o.order_number}</span>
                </Button>
                <DownloadLink
                  className="btn btn-outline-secondary btn-sm"
                  href={invoiceUrl(o.id)}
                  icon={<i className="bi bi-file-earmark-pdf me-1" aria-hidden="true" />}
                >
                  Invoice <span className="visually-hidden">of {o.order_number}</span>
                </DownloadLink>
                {o.rateable && onRate && (
                  <Button variant="outline-secondary" size="sm" onClick={() => onRate(o)}>
                    <i className="bi bi-star me-1" aria-hidden="true" />
                    Rate <span className="visually-hidden">order {o.order_number}</span>
                  </Button>
                )}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
