import Modal from 'react-bootstrap/Modal';
import Table from 'react-bootstrap/Table';
import { useQuery } from '@tanstack/react-query';
import { cardBrandLabel, formatUsd } from '@shop/contract';
import { ErrorState } from '../../../components/ui/ErrorState';
import { LoadingState } from '../../../components/ui/LoadingState';
import { OrderTotals } from '../../checkout/components/OrderTotals';
import { invoiceUrl, orderQuery } from '../api/orders';
import { OrderStatusBadge } from './OrderStatusBadge';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** One of my orders: items, totals, address, payment and its status history. */
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
    >
      <Modal.Header closeButton closeLabel="Close order details">
        <Modal.Title id="order-details-title" as="h2" className="h5">
          {query.data ? `Order ${query.data.orderNumber}` : 'Order details'}
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
          <>
            <p className="d-flex flex-wrap gap-2 align-items-center">
              <OrderStatusBadge status={query.data.status} />
              <span className="text-body-secondary small">Placed {when(query.data.createdAt)}</span>
              {query.data.trackingNumber && (
                <span className="small">Tracking number: {query.data.trackingNumber}</span>
              )}
            </p>
            <Table size="sm" responsive className="align-middle">
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col">Package</th>
                  <th scope="col" className="text-end">
                    Qty
                  </th>
                  <th scope="col" className="text-end">
                    Unit price
                  </th>
                  <th scope="col" className="text-end">
                    Total
                  </th>
                </tr>
              </thead>
              <tbody>
                {query.data.items.map((i) => (
                  <tr key={i.id}>
                    <td>{i.productName}</td>
                    <td>{i.packageName}</td>
                    <td className="text-end">{i.quantity}</td>
                    <td className="text-end">{formatUsd(i.unitPrice)}</td>
                    <td className="text-end">{formatUsd(i.lineTotal)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
            <div className="row g-4">
              <div className="col-md-6">
                <h3 className="h6">Shipping to</h3>
                <p className="small mb-2">{query.data.shippingAddress}</p>
                {query.data.cardLast4 && (
                  <p className="small text-body-secondary">
                    Paid with {cardBrandLabel(query.data.cardBrand)} ending in{' '}
                    {query.data.cardLast4}
                  </p>
                )}
                <h3 className="h6">History</h3>
                <ul className="small list-unstyled mb-0">
                  {query.data.history.map((h, i) => (
                    <li key={i}>
                      {when(h.createdAt)}: {h.status}
                      {h.note ? ` (${h.note})` : ''}
                    </li>
                  ))}
                </ul>
              </div>
              <div className="col-md-6">
                <OrderTotals
                  subtotal={query.data.subtotal}
                  taxRate={query.data.taxRate}
                  tax={query.data.tax}
                  shipping={query.data.shipping}
                  total={query.data.total}
                />
              </div>
            </div>
          </>
        )}
      </Modal.Body>
      {query.data && (
        <Modal.Footer>
          <a className="btn btn-outline-primary" href={invoiceUrl(query.data.id)} download>
            <i className="bi bi-file-earmark-pdf me-1" aria-hidden="true" />
            Download Invoice
          </a>
        </Modal.Footer>
      )}
    </Modal>
  );
}
