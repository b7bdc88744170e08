import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { unitsAssignedText, type AdminOrderSummary } from '@shop/contract';
import { RowSelectCell, SelectAllHeader } from '../../../../components/list/SelectAllCheckbox';
import type { RowSelection } from '../../../../lib/use-row-selection';
import { formatDate, plural, formatTime } from '../../../../lib/format';
import { adminInvoiceUrl } from '../api/admin-orders';
import { OrderStatusCell, PaymentStatusCell } from '../../../../components/order/OrderCells';
import { endColumn, MoneyCell, TableHead } from '../../../../components/list/TableParts';
import { DownloadLink } from '../../../../components/ui/DownloadLink';

const COLUMNS = [
  'Order',
  'Date',
  'Customer',
  'Items',
  endColumn('Total'),
  'Status',
  'Payment',
  endColumn('Actions'),
];

/** One page of orders: a checkbox for the bulk actions, the order's facts, and its actions. */
export function OrdersTable({
  rows,
  selection,
  onView,
  onBillOfLading,
}: {
  rows: AdminOrderSummary[];
  selection: RowSelection;
  onView: (row: AdminOrderSummary) => void;
  onBillOfLading: (row: AdminOrderSummary) => void;
}) {
  return (
    // Positioned, so the visually hidden labels in the cells stay inside the scrolling box
    // instead of widening the page on a phone.
    <Table responsive hover className="align-middle mb-0 position-relative">
      <TableHead className="table-light" columns={COLUMNS}>
        <SelectAllHeader label="Select all orders on this page" selection={selection} />
      </TableHead>
      <tbody>
        {rows.map((row) => {
          const selected = selection.isSelected(row.id);
          return (
            <tr key={row.id} className={selected ? 'table-active' : undefined}>
              <RowSelectCell
                label={`Select order ${row.order_number}`}
                id={row.id}
                selection={selection}
              />
              <td className="fw-semibold text-nowrap">{row.order_number}</td>
              <td className="text-nowrap">
                <time dateTime={row.created_at}>
                  <div>{formatDate(row.created_at)}</div>
                  <div className="small text-body-secondary">{formatTime(row.created_at)}</div>
                </time>
              </td>
              <td style={{ minWidth: '12rem' }}>
                <div className="text-break">{row.customer_name}</div>
                <div className="small text-body-secondary text-break">{row.customer_email}</div>
              </td>
              <td className="text-nowrap">
                <div>{plural(row.itemCount, 'item')}</div>
                <div className="small text-body-secondary">Qty {row.totalQuantity}</div>
                {row.units_missing && (
                  <div className="small text-danger fw-semibold">
                    <i className="bi bi-exclamation-triangle me-1" aria-hidden="true" />
                    {unitsAssignedText(row.units_assigned, row.units_needed)}
                  </div>
                )}
              </td>
              <MoneyCell amount={row.total_amount} />
              <OrderStatusCell status={row.status} />
              <PaymentStatusCell status={row.payment_status} sayPayment />
              <td className="text-end text-nowrap">
                <Button
                  variant="outline-primary"
                  size="sm"
                  className="me-1"
                  onClick={() => onView(row)}
                  title="View details"
                >
                  <i className="bi bi-eye" aria-hidden="true" />
                  <span className="visually-hidden">View details of order {row.order_number}</span>
                </Button>
                <Button
                  variant="outline-secondary"
                  size="sm"
                  className="me-1"
                  onClick={() => onBillOfLading(row)}
                  title="Bill of lading"
                >
                  <i className="bi bi-truck" aria-hidden="true" />
                  <span className="visually-hidden">
                    Bill of lading for order {row.order_number}
                  </span>
                </Button>
                <DownloadLink
                  className="btn btn-outline-success btn-sm"
                  href={adminInvoiceUrl(row.id)}
                  title="Download invoice"
                  icon={<i className="bi bi-file-earmark-pdf" aria-hidden="true" />}
                >
                  <span className="visually-hidden">
                    Download invoice of order {row.order_number}
                  </span>
                </DownloadLink>
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
