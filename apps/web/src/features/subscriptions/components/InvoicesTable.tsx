import Table from 'react-bootstrap/Table';
import { INVOICE_STATUS_LABELS, type SubscriptionInvoice } from '@shop/contract';
import { DownloadLink } from '../../../components/ui/DownloadLink';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { formatDate, formatMoney } from '../../../lib/format';
import { invoicePdfUrl } from '../api/subscriptions';
import { INVOICE_STATUS_VARIANTS } from '../labels';

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
        <thead>
          <tr>
            <th scope="col">Invoice</th>
            <th scope="col" className="d-none d-sm-table-cell">
              Period
            </th>
            <th scope="col" className="text-end">
              Total
            </th>
            <th scope="col" className="d-none d-sm-table-cell">
              Status
            </th>
            <th scope="col" className="d-none d-md-table-cell">
              Paid
            </th>
            <th scope="col">
              <span className="visually-hidden">PDF</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.id}>
              <td>
                <span className="text-nowrap">{invoice.number}</span>
                {/* A phone has no room for the status column: the badge sits under the number. */}
                <div className="d-sm-none">
                  <StatusBadge variant={INVOICE_STATUS_VARIANTS[invoice.status]}>
                    {INVOICE_STATUS_LABELS[invoice.status]}
                  </StatusBadge>
                </div>
              </td>
              <td className="d-none d-sm-table-cell small text-nowrap">
                <div>{formatDate(invoice.periodStart)}</div>
                <div>to {formatDate(invoice.periodEnd)}</div>
              </td>
              <td className="text-end text-nowrap">{formatMoney(invoice.total)}</td>
              <td className="d-none d-sm-table-cell">
                <StatusBadge variant={INVOICE_STATUS_VARIANTS[invoice.status]}>
                  {INVOICE_STATUS_LABELS[invoice.status]}
                </StatusBadge>
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
