import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatUsd } from '@shop/contract';
import { ErrorState } from '../../../components/ui/ErrorState';
import { LoadingState } from '../../../components/ui/LoadingState';
import { invoiceUrl, myOrdersQuery } from '../api/orders';
import { OrderDetailsModal } from './OrderDetailsModal';
import { OrderStatusBadge } from './OrderStatusBadge';

/** The customer's orders, newest first, ten a page, with details and invoices. */
export function MyOrders() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const query = useQuery(myOrdersQuery(page));
  return (
    <Card className="mt-4" as="section" aria-labelledby="orders-heading">
      <Card.Body>
        <h2 id="orders-heading" className="h5">
          Your orders
          {query.data && (
            <span className="badge text-bg-secondary ms-2">{query.data.pagination.totalItems}</span>
          )}
        </h2>
        {query.isPending ? (
          <LoadingState label="Loading your orders..." />
        ) : query.isError ? (
          <ErrorState message="Failed to load your orders." onRetry={() => void query.refetch()} />
        ) : query.data.orders.length === 0 ? (
          <div className="text-center py-4">
            <p className="text-body-secondary">You have not placed any orders yet.</p>
            <Link to="/products" className="btn btn-primary">
              Start Shopping
            </Link>
          </div>
        ) : (
          <>
            <Table responsive hover className="align-middle mb-2">
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Date</th>
                  <th scope="col">Items</th>
                  <th scope="col">Status</th>
                  <th scope="col" className="text-end">
                    Total
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {query.data.orders.map((o) => (
                  <tr key={o.id}>
                    <td className="text-nowrap">{o.orderNumber}</td>
                    <td className="text-nowrap">
                      {new Date(o.createdAt).toLocaleDateString('en-US')}
                    </td>
                    <td>{o.itemCount}</td>
                    <td>
                      <OrderStatusBadge status={o.status} />
                    </td>
                    <td className="text-end">{formatUsd(o.total)}</td>
                    <td className="text-end text-nowrap">
                      <Button variant="link" size="sm" onClick={() => setOpen(o.id)}>
                        View Details<span className="visually-hidden"> of {o.orderNumber}</span>
                      </Button>
                      <a className="btn btn-link btn-sm" href={invoiceUrl(o.id)} download>
                        Invoice<span className="visually-hidden"> of {o.orderNumber}</span>
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
            {query.data.pagination.totalPages > 1 && (
              <div className="d-flex justify-content-between align-items-center">
                <Button
                  variant="outline-secondary"
                  size="sm"
                  disabled={!query.data.pagination.hasPrev}
                  onClick={() => setPage((p) => p - 1)}
                >
                  Previous
                </Button>
                <span className="small text-body-secondary">
                  Page {query.data.pagination.currentPage} of {query.data.pagination.totalPages}
                </span>
                <Button
                  variant="outline-secondary"
                  size="sm"
                  disabled={!query.data.pagination.hasNext}
                  onClick={() => setPage((p) => p + 1)}
                >
                  Next
                </Button>
              </div>
            )}
          </>
        )}
      </Card.Body>
      <OrderDetailsModal orderId={open} onHide={() => setOpen(null)} />
    </Card>
  );
}
