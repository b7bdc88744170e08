import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  refundInvoiceSchema,
  type AdminSubscriptionDetail,
  type SubscriptionInvoice,
} from '@shop/contract';
import { InvoicePeriod, InvoiceStatusBadge } from '../../../components/invoice/InvoiceParts';
import { endColumn, MoneyCell, TableHead } from '../../../components/list/TableParts';
import { Dialog, DialogForm } from '../../../components/ui/Dialog';
import { DownloadLink } from '../../../components/ui/DownloadLink';
import { FailureAlert } from '../../../components/ui/FailureAlert';
import { TextField } from '../../../components/ui/TextField';
import { errorText } from '../../../lib/error-text';
import { fieldProps } from '../../../lib/field-props';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import { adminInvoicePdfUrl } from '../api/subscriptions';
import { INVOICE_KIND_LABELS } from '../subscription-labels';
import type { SubscriptionActionApi } from './SubscriptionActions';

const COLUMNS = ['Invoice', 'Period', endColumn('Total'), 'Status', endColumn('Actions')];

type RefundInput = z.input<typeof refundInvoiceSchema>;
type RefundValues = z.output<typeof refundInvoiceSchema>;

/** Refunding a paid invoice refunds its order's payment, once; an optional note is kept. */
function RefundForm({
  invoice,
  action,
  onDone,
}: {
  invoice: SubscriptionInvoice;
  action: SubscriptionActionApi;
  onDone: (text: string) => void;
}) {
  const ids = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RefundInput, unknown, RefundValues>({
    resolver: zodResolver(refundInvoiceSchema),
    defaultValues: { note: '' },
  });
  const field = fieldProps(register, errors);
  return (
    <DialogForm
      pending={action.isPending}
      submitLabel={`Refund ${formatMoney(invoice.total)}`}
      onSubmit={handleSubmit(({ note }) =>
        action.mutate(
          { action: 'refund', invoiceId: invoice.id, note },
          {
            onSuccess: () =>
              onDone(`Invoice ${invoice.number} is refunded: ${formatMoney(invoice.total)}.`),
            onError: (error) => {
              if (showServerFieldErrors(setError, error) === 0)
                setError('root', { message: errorText(error, 'Failed to refund the invoice') });
            },
          },
        ),
      )}
    >
      <FailureAlert text={errors.root?.message} className="mb-0" />
      <p className="mb-0">
        {formatMoney(invoice.total)} goes back to the card that paid invoice {invoice.number}
        {invoice.orderNumber ? ` (order ${invoice.orderNumber})` : ''}. This cannot be undone.
      </p>
      <TextField
        id={`${ids}-note`}
        label="Note (optional)"
        rows={2}
        maxLength={500}
        help="Kept in the subscription's history."
        className="mb-0"
        {...field('note')}
      />
    </DialogForm>
  );
}

/** An open invoice's charge attempts: how many, the next one, and why the last failed. */
function Attempts({ invoice }: { invoice: SubscriptionInvoice }) {
  if (invoice.status !== 'open' || (invoice.attempts === 0 && !invoice.nextAttemptAt)) return null;
  return (
    <div className="small text-body-secondary">
      {invoice.attempts} {invoice.attempts === 1 ? 'attempt' : 'attempts'}
      {invoice.nextAttemptAt && `, next ${formatDateTime(invoice.nextAttemptAt)}`}
      {invoice.lastError && <div className="text-danger text-break">{invoice.lastError}</div>}
    </div>
  );
}

/**
 * The subscription's invoices, newest first, each with its PDF; a paid one can be refunded. The
 * table sits in a half-width column, so the order goes under the invoice's number and the paid
 * date under its status: number, period, total and status come first on any screen.
 */
export function InvoicesSection({
  detail,
  action,
  onDone,
}: {
  detail: AdminSubscriptionDetail;
  action: SubscriptionActionApi;
  onDone: (text: string) => void;
}) {
  const [refunding, setRefunding] = useState<SubscriptionInvoice | null>(null);
  const { subscription: s, invoices } = detail;
  if (invoices.length === 0) return <p className="text-body-secondary mb-0">No invoices yet.</p>;
  return (
    <>
      <Table responsive size="sm" className="align-middle mb-0">
        <TableHead columns={COLUMNS} />
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.id}>
              <td>
                <div className="fw-semibold text-nowrap">{invoice.number}</div>
                <div className="small text-body-secondary">{INVOICE_KIND_LABELS[invoice.kind]}</div>
                {invoice.orderNumber && (
                  <div className="small text-nowrap">
                    Order{' '}
                    <Link to={`/admin/orders?search=${encodeURIComponent(invoice.orderNumber)}`}>
                      {invoice.orderNumber}
                    </Link>
                  </div>
                )}
              </td>
              <td className="small text-nowrap">
                <InvoicePeriod start={invoice.periodStart} end={invoice.periodEnd} />
              </td>
              <MoneyCell amount={invoice.total} />
              {/* The column beside the side menu is narrow at 1280 px: the dates wrap under the
                  badge, and the actions stack, so no column is cut off. */}
              <td>
                <InvoiceStatusBadge status={invoice.status} />
                {invoice.paidAt && (
                  <div className="small text-body-secondary">paid {formatDate(invoice.paidAt)}</div>
                )}
                {invoice.refundedAt && (
                  <div className="small text-body-secondary">
                    refunded {formatDate(invoice.refundedAt)}
                  </div>
                )}
                <Attempts invoice={invoice} />
              </td>
              <td className="text-end">
                <div className="d-inline-flex flex-column align-items-end gap-2">
                  <DownloadLink
                    href={adminInvoicePdfUrl(s.id, invoice.id)}
                    newTab
                    className="text-nowrap"
                    icon={<i className="bi bi-file-earmark-pdf me-1" aria-hidden="true" />}
                  >
                    <span aria-hidden="true">PDF</span>
                    <span className="visually-hidden">PDF of {invoice.number}</span>
                  </DownloadLink>
                  {invoice.status === 'paid' && (
                    <Button
                      size="sm"
                      variant="outline-danger"
                      disabled={action.isPending}
                      onClick={() => setRefunding(invoice)}
                    >
                      <span aria-hidden="true">Refund</span>
                      <span className="visually-hidden">Refund {invoice.number}</span>
                    </Button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Dialog
        show={refunding !== null}
        onHide={action.isPending ? () => {} : () => setRefunding(null)}
        icon="arrow-counterclockwise"
        title={refunding ? `Refund invoice ${refunding.number}?` : 'Refund'}
      >
        {refunding && (
          <RefundForm
            key={refunding.id}
            invoice={refunding}
            action={action}
            onDone={(text) => {
              setRefunding(null);
              onDone(text);
            }}
          />
        )}
      </Dialog>
    </>
  );
}
