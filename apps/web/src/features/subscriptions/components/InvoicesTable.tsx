import Table from 'react-bootstrap/Table';
import type { SubscriptionInvoice } from '@shop/contract';
import { InvoicePeriod, InvoiceStatusBadge } from '../../../components/invoice/InvoiceParts';
import { endColumn, MoneyCell, TableHead } from '../../../components/list/TableParts';
import { DownloadLink } from '../../../components/ui/DownloadLink';
import { formatDate } from '../../../lib/format';
import { invoicePdfUrl } from '../api/subscriptions';

const COLUMNS = [
  'Invoice',
  { label: 'Period', className: 'd-none d-sm-table-cell' },
  endColumn('Total'),
  { label: 'Status', className: 'd-none d-sm-table-cell' },
  { label: 'Paid', className: 'd-none d-md-table-cell' },
  { label: 'PDF', hidden: true },
];

/** A plan's invoices, newest first as the server sends them, each with its PDF. */
export function InvoicesTable({
  subscriptionId,
  invoices,
}: {
  subscriptionId: number;
  invoices: SubscriptionInvoice[];
}) {
  if (invoices.length === 0) return <p className="text-body-secondary mb-0">No invoice yet.</p>;
  return (
    <div className="table-responsive">
      <Table size="sm" className="align-middle mb-0">
        <caption className="visually-hidden">Invoices of this plan</caption>
        <TableHead columns={COLUMNS} />
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.id}>
              <td>
                <span className="text-nowrap">{invoice.number}</span>
                {/* A phone has no room for the status column: the badge sits under the number. */}
                <div className="d-sm-none">
                  <InvoiceStatusBadge status={invoice.status} />
                </div>
              </td>
              <td className="d-none d-sm-table-cell small text-nowrap">
                <InvoicePeriod start={invoice.periodStart} end={invoice.periodEnd} />
              </td>
              <MoneyCell amount={invoice.total} />
              <td className="d-none d-sm-table-cell">
                <InvoiceStatusBadge status={invoice.status} />
              </td>
              <td className="d-none d-md-table-cell small text-nowrap">
                {formatDate(invoice.paidAt, '-')}
              </td>
              <td className="text-end">
                <DownloadLink
                  href={invoicePdfUrl(subscriptionId, invoice.id)}
                  newTab
                  className="text-nowrap"
                  icon={<i className="bi bi-file-earmark-pdf me-1" aria-hidden="true" />}
                >
                  PDF <span className="visually-hidden">of invoice {invoice.number}</span>
                </DownloadLink>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
