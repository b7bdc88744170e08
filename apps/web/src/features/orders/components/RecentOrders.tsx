import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ORDER_MESSAGES } from '@shop/contract/order-options';
import { ErrorState } from '../../../components/ui/ErrorState';
import { LoadingState } from '../../../components/ui/LoadingState';
import { recentOrdersQuery } from '../api/orders';
import { OrderDetailsModal } from './OrderDetailsModal';
import { OrderStatusCell } from '../../../components/order/OrderCells';
import { DateCell, endColumn, MoneyCell, TableHead } from '../../../components/list/TableParts';
import { plural } from '../../../lib/format';

const COLUMNS = [
  'Order',
  'Date',
  'Status',
  'Items',
  endColumn('Total'),
  { label: 'Actions', hidden: true },
];

/** The overview's three most recent orders, with View All (the Orders tab) or Start Shopping. */
export function RecentOrders({ onViewAll }: { onViewAll: () => void }) {
  const query = useQuery(recentOrdersQuery());
  const [open, setOpen] = useState<number | null>(null);
  const orders = query.data?.orders ?? [];
  return (
    <Card as="section" aria-labelledby="recent-orders-title" className="shadow-sm">
      <Card.Header className="d-flex align-items-center gap-2 bg-body">
        <h2 id="recent-orders-title" className="h5 mb-0 me-auto">
          Recent Orders
        </h2>
        {orders.length > 0 && (
          <Button variant="link" size="sm" onClick={onViewAll}>
            View All
          </Button>
        )}
      </Card.Header>
      {query.isPending ? (
        <LoadingState label="Loading your orders..." />
      ) : query.isError ? (
        <Card.Body>
          <ErrorState
            message={ORDER_MESSAGES.loadFailed}
            onRetry={() => void query.refetch()}
            retryLabel="Retry"
          />
        </Card.Body>
      ) : orders.length === 0 ? (
        <Card.Body className="text-center py-5">
          <i className="bi bi-bag fs-1 text-body-tertiary" aria-hidden="true" />
          <p className="mt-2 mb-3">You have not placed any orders yet.</p>
          <Link to="/products" className="btn btn-primary">
            Start Shopping
          </Link>
        </Card.Body>
      ) : (
        <Table responsive hover className="align-middle mb-0">
          <TableHead columns={COLUMNS} />
          <tbody>
            {orders.map((o) => (
              <tr key={o.id}>
                <td className="text-nowrap fw-semibold">{o.order_number}</td>
                <DateCell at={o.created_at} />
                <OrderStatusCell status={o.status} />
                <td className="text-nowrap">{plural(o.itemCount, 'item')}</td>
                <MoneyCell amount={o.total_amount} />
                <td className="text-end">
                  <Button
                    variant="outline-primary"
                    size="sm"
                    className="text-nowrap"
                    onClick={() => setOpen(o.id)}
                  >
                    View Details <span className="visually-hidden">of {o.order_number}</span>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <OrderDetailsModal orderId={open} onHide={() => setOpen(null)} />
    </Card>
  );
}
