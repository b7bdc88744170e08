import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import type { AdminOrderSummary } from '@shop/contract';
import { OrderStatusCell } from '../../../components/order/OrderCells';
import { DateCell, endColumn, MoneyCell, TableHead } from '../../../components/list/TableParts';
import { DashboardPanel, PanelEmpty } from './DashboardPanel';

const COLUMNS = ['Order', 'Customer', 'Date', 'Status', endColumn('Total')];

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
          <TableHead columns={COLUMNS} />
          <tbody>
            {orders.map((order) => (
              <tr key={order.id}>
                <td className="text-nowrap fw-semibold">
                  {linkToOrders ? (
                    <Link to={`/admin/orders?search=${encodeURIComponent(order.order_number)}`}>
                      {order.order_number}
                    </Link>
                  ) : (
                    order.order_number
                  )}
                </td>
                <td>
                  <div className="text-nowrap">{order.customer_name}</div>
                  {/* On a phone the name is enough; the orders screen has the rest. */}
                  <div className="text-body-secondary text-nowrap d-none d-sm-block">
                    {order.customer_email}
                  </div>
                </td>
                <DateCell at={order.created_at} />
                <OrderStatusCell status={order.status} />
                <MoneyCell amount={order.total_amount} />
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </DashboardPanel>
  );
}
