import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '@shop/contract';
import { ErrorState } from '../../../components/ui/ErrorState';
import { LoadingState } from '../../../components/ui/LoadingState';
import { userOrdersQuery } from '../api/admin-users';
import { formatDate, formatMoney } from '../../../lib/format';

/** The customer's real orders, newest first; each opens the order's dialog in /admin/orders. */
export function UserOrdersTab({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  const orders = useQuery(userOrdersQuery(userId, page));
  if (orders.isPending) return <LoadingState label="Loading orders..." />;
  if (orders.isError)
    return (
      <ErrorState
        retryLabel="Retry"
        message="Failed to load orders"
        onRetry={() => void orders.refetch()}
      />
    );
  const { orders: rows, pagination } = orders.data;
  if (rows.length === 0) return <p className="text-body-secondary mb-0">No orders yet.</p>;
  return (
    <>
      <Table responsive hover size="sm" className="align-middle">
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Date</th>
            <th scope="col">Items</th>
            <th scope="col">Status</th>
            <th scope="col">Payment</th>
            <th scope="col" className="text-end">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((o) => (
            <tr key={o.id}>
              <td>
                <Link
                  to={`/admin/orders?search=${encodeURIComponent(o.orderNumber)}&order=${o.id}`}
                >
                  {o.orderNumber}
                </Link>
              </td>
              <td className="text-nowrap">{formatDate(o.createdAt)}</td>
              <td>{o.itemCount}</td>
              <td>
                {ORDER_STATUS_LABELS[o.status as keyof typeof ORDER_STATUS_LABELS] ?? o.status}
              </td>
              <td>
                {PAYMENT_STATUS_LABELS[o.paymentStatus as keyof typeof PAYMENT_STATUS_LABELS] ??
                  o.paymentStatus}
              </td>
              <td className="text-end">{formatMoney(o.total)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      {pagination.totalPages > 1 && (
        <div className="d-flex gap-2 align-items-center">
          <Button
            size="sm"
            variant="outline-secondary"
            disabled={!pagination.hasPrev}
            onClick={() => setPage(page - 1)}
          >
            Previous
          </Button>
          <span className="small">
            Page {pagination.currentPage} of {pagination.totalPages}
          </span>
          <Button
            size="sm"
            variant="outline-secondary"
            disabled={!pagination.hasNext}
            onClick={() => setPage(page + 1)}
          >
            Next
          </Button>
        </div>
      )}
    </>
  );
}
