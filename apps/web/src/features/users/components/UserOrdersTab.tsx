import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '@shop/contract';
import { ErrorState } from '../../../components/ui/ErrorState';
import { LoadingState } from '../../../components/ui/LoadingState';
import { userOrdersQuery } from '../api/admin-users';
import { DateCell, endColumn, MoneyCell, TableHead } from '../../../components/list/TableParts';

const COLUMNS = ['Order', 'Date', 'Items', 'Status', 'Payment', endColumn('Total')];

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
        <TableHead columns={COLUMNS} />
        <tbody>
          {rows.map((o) => (
            <tr key={o.id}>
              <td>
                <Link
                  to={`/admin/orders?search=${encodeURIComponent(o.order_number)}&order=${o.id}`}
                >
                  {o.order_number}
                </Link>
              </td>
              <DateCell at={o.created_at} />
              <td>{o.itemCount}</td>
              <td>
                {ORDER_STATUS_LABELS[o.status as keyof typeof ORDER_STATUS_LABELS] ?? o.status}
              </td>
              <td>
                {PAYMENT_STATUS_LABELS[o.payment_status as keyof typeof PAYMENT_STATUS_LABELS] ??
                  o.payment_status}
              </td>
              <MoneyCell amount={o.total_amount} />
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
