import Modal from 'react-bootstrap/Modal';
import Table from 'react-bootstrap/Table';
import { useQuery } from '@tanstack/react-query';
import type { Order, OrderHistoryEntry } from '@shop/contract';
import { cardBrandLabel } from '@shop/contract/payment-card';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '@shop/contract/order-options';
import { ErrorState } from '../../../components/ui/ErrorState';
import { LoadingState } from '../../../components/ui/LoadingState';
import { OrderTotals } from '../../../components/order/OrderTotals';
import { invoiceUrl, orderQuery } from '../api/orders';
import { OrderStatusBadge, PaymentStatusBadge } from '../../../components/order/OrderStatusBadge';
import { DownloadLink } from '../../../components/ui/DownloadLink';
import { formatDateTime, formatDay } from '../../../lib/format';
import { LINE_PRICE_COLUMNS, LinePriceCells } from '../../../components/order/OrderCells';
import { TableHead } from '../../../components/list/TableParts';
import { PayBalance } from './PayBalance';

/** "Pending → Paid; payment Pending → Paid": what one history entry changed. */
function historyText(h: OrderHistoryEntry): string {
  if (h.from_status === null && h.from_payment_status === null) {
    return `Order placed: ${ORDER_STATUS_LABELS[h.status]}, payment ${PAYMENT_STATUS_LABELS[h.payment_status].toLowerCase()}`;
  }
  const parts: string[] = [];
  if (h.from_status !== null && h.from_status !== h.status) {
    parts.push(`${ORDER_STATUS_LABELS[h.from_status]} \u2192 ${ORDER_STATUS_LABELS[h.status]}`);
  }
  if (h.from_payment_status !== null && h.from_payment_status !== h.payment_status) {
    parts.push(
      `payment ${PAYMENT_STATUS_LABELS[h.from_payment_status]} \u2192 ${PAYMENT_STATUS_LABELS[h.payment_status]}`,
    );
  }
  const text = parts.join('; ') || ORDER_STATUS_LABELS[h.status];
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function DeliveryFacts({ order }: { order: Order }) {
  const facts: [string, string][] = [];
  facts.push(['Tracking number', order.tracking_number ?? 'Will be provided when the order ships']);
  if (order.expected_delivery)
    facts.push(['Expected delivery', formatDay(order.expected_delivery)]);
  if (order.ship_date) facts.push(['Shipped', formatDateTime(order.ship_date)]);
  if (order.actual_delivery) facts.push(['Delivered', formatDateTime(order.actual_delivery)]);
  return (
    <dl className="row small mb-3">
      {facts.map(([term, value]) => (
        <div key={term} className="col-12 d-flex flex-wrap gap-1">
          <dt className="fw-semibold">{term}:</dt>
          <dd className="mb-1 text-break">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function OrderBody({ order }: { order: Order }) {
  return (
    <>
      <p className="d-flex flex-wrap gap-2 align-items-center">
        <OrderStatusBadge status={order.status} />
        <span className="small">
          Payment: <PaymentStatusBadge status={order.payment_status} />
        </span>
        <span className="text-body-secondary small">Placed {formatDateTime(order.created_at)}</span>
      </p>
      {order.balance_due > 0 &&
        order.payment_status === 'partial' &&
        order.status !== 'cancelled' &&
        order.status !== 'refunded' && <PayBalance order={order} />}
      <Table size="sm" responsive className="align-middle">
        <caption className="visually-hidden">Items of order {order.order_number}</caption>
        <TableHead columns={['Item', 'Package', ...LINE_PRICE_COLUMNS]} />
        <tbody>
          {order.items.map((i) => (
            <tr key={i.id}>
              <td>
                {i.product_name}
                {i.kind === 'labour' && (
                  <div className="small text-body-secondary">Installation</div>
                )}
                {i.sku && <div className="small text-body-secondary">SKU {i.sku}</div>}
              </td>
              <td>{i.package_name}</td>
              <LinePriceCells item={i} />
            </tr>
          ))}
        </tbody>
      </Table>
      <div className="row g-4">
        <div className="col-md-6">
          <h3 className="h6">Shipping to</h3>
          <p className="small mb-2 text-break">{order.shipping_address}</p>
          {order.card_last4 && (
            <p className="small text-body-secondary">
              Paid with {cardBrandLabel(order.card_brand)} ending in {order.card_last4}
            </p>
          )}
          <h3 className="h6">Delivery</h3>
          <DeliveryFacts order={order} />
        </div>
        <div className="col-md-6">
          <h3 className="h6">Summary</h3>
          <OrderTotals
            subtotal={order.subtotal}
            taxRate={order.tax_rate}
            tax={order.tax_amount}
            shipping={order.shipping_cost}
            total={order.total_amount}
            balanceDue={order.balance_due}
            refunded={order.refunded_amount}
          />
        </div>
      </div>
      <h3 className="h6 mt-3">Status history</h3>
      {order.history.length === 0 ? (
        <p className="small text-body-secondary mb-0">No changes yet.</p>
      ) : (
        <ol className="small list-unstyled mb-0">
          {order.history.map((h, i) => (
            <li key={i} className="mb-1">
              <time dateTime={h.created_at} className="text-body-secondary me-2">
                {formatDateTime(h.created_at)}
              </time>
              {historyText(h)}
              {h.note ? ` (${h.note})` : ''}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

/** One of my orders: items, totals, address, payment, delivery and its status history. */
export function OrderDetailsModal({
  orderId,
  onHide,
}: {
  orderId: number | null;
  onHide: () => void;
}) {
  const query = useQuery({ ...orderQuery(orderId ?? 0), enabled: orderId !== null });
  return (
    <Modal
      show={orderId !== null}
      onHide={onHide}
      size="lg"
      aria-labelledby="order-details-title"
      scrollable
      fullscreen="sm-down"
    >
      <Modal.Header closeButton closeLabel="Close order details">
        <Modal.Title id="order-details-title" as="h2" className="h5">
          {query.data ? `Order ${query.data.order_number}` : 'Order details'}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {query.isPending ? (
          <LoadingState label="Loading the order..." />
        ) : query.isError ? (
          <ErrorState
            message="Failed to load the order. Please try again."
            onRetry={() => void query.refetch()}
          />
        ) : (
          <OrderBody order={query.data} />
        )}
      </Modal.Body>
      {query.data && (
        <Modal.Footer>
          <DownloadLink
            className="btn btn-outline-primary"
            href={invoiceUrl(query.data.id)}
            icon={<i className="bi bi-file-earmark-pdf me-1" aria-hidden="true" />}
          >
            Download Invoice
          </DownloadLink>
        </Modal.Footer>
      )}
    </Modal>
  );
}
