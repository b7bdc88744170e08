import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import type { OrderSummary } from '@shop/contract';
import { invoiceUrl } from '../api/orders';
import { OrderStatusBadge, PaymentStatusBadge } from '../../../components/order/OrderStatusBadge';
import { endColumn, TableHead } from '../../../components/list/TableParts';
import { DownloadLink } from '../../../components/ui/DownloadLink';
import { formatDateTime, formatMoney, plural } from '../../../lib/format';

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
 * The customer's orders (docs/modules/orders.md#screens): number, date and time,
 * status, payment, items and units, total (with the subtotal when it differs) and actions.
 * On a phone each order is a card (table-stack-phone): the number as its title, then labelled
 * lines (data-label) and the actions, instead of a table scrolled sideways to reach them. At
 * desktop width the actions wrap rather than widen the table past its box.
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
    <Table
      responsive
      hover
      className="align-middle mb-0 position-relative table-stack-phone table-stack-plain"
    >
      <TableHead columns={COLUMNS} />
      <tbody>
        {orders.map((o) => (
          <tr key={o.id}>
            <td className="text-nowrap fw-semibold">{o.order_number}</td>
            <td className="text-nowrap" data-label="Date">
              <time dateTime={o.created_at}>{formatDateTime(o.created_at)}</time>
            </td>
            <td data-label="Status">
              <OrderStatusBadge status={o.status} />
            </td>
            <td data-label="Payment">
              <PaymentStatusBadge status={o.payment_status} />
            </td>
            <td className="text-nowrap" data-label="Items">
              {plural(o.itemCount, 'item')}, {plural(o.totalQuantity, 'unit')}
            </td>
            <td className="text-end text-nowrap" data-label="Total">
              <div>
                <span className="fw-semibold">{formatMoney(o.total_amount)}</span>
                {o.subtotal !== o.total_amount && (
                  <div className="small text-body-secondary">
                    Subtotal {formatMoney(o.subtotal)}
                  </div>
                )}
              </div>
            </td>
            <td className="text-end table-stack-actions">
              <div className="d-inline-flex flex-wrap justify-content-end gap-1">
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
