import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import type { AdminOrderSummary } from '@shop/contract';
import { OrderStatusBadge } from '../../../components/order/OrderStatusBadge';
import { DashboardPanel, PanelEmpty } from './DashboardPanel';
import { formatMoney, formatDate } from '../../../lib/format';

/** The newest orders; each opens the orders screen searched for it, when the user may. */
export function RecentOrdersTable({
  orders,
  linkToOrders,
}: {
  orders: AdminOrderSummary[];
  linkToOrders: boolean;
}) {
  return (
    <DashboardPanel
      id="recent-orders-heading"
      title="Recent Orders"
      icon="receipt"
      action={
        linkToOrders && orders.length > 0 ? (
          <Link to="/admin/orders" className="small">
            View all orders
          </Link>
        ) : undefined
      }
    >
      {orders.length === 0 ? (
        <PanelEmpty>No orders yet</PanelEmpty>
      ) : (
        <Table responsive hover className="mb-0 align-middle small">
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Customer</th>
              <th scope="col">Date</th>
              <th scope="col">Status</th>
              <th scope="col" className="text-end">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id}>
                <td className="text-nowrap fw-semibold">
                  {linkToOrders ? (
                    <Link to={`/admin/orders?search=${encodeURIComponent(order.orderNumber)}`}>
                      {order.orderNumber}
                    </Link>
                  ) : (
                    order.orderNumber
                  )}
                </td>
                <td>
                  <div className="text-nowrap">{order.customerName}</div>
                  {/* On a phone the name is enough; the orders screen has the rest. */}
                  <div className="text-body-secondary text-nowrap d-none d-sm-block">
                    {order.customerEmail}
                  </div>
                </td>
                <td className="text-nowrap">{formatDate(order.createdAt)}</td>
                <td>
                  <OrderStatusBadge status={order.status} />
                </td>
                <td className="text-end text-nowrap">{formatMoney(order.total)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </DashboardPanel>
  );
}
