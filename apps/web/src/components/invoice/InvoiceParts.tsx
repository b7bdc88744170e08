import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '@shop/contract';
import { formatDate } from '../../lib/format';
import { StatusBadge } from '../ui/StatusBadge';

const INVOICE_STATUS_VARIANTS: Record<InvoiceStatus, string> = {
  open: 'warning',
  paid: 'success',
  void: 'secondary',
  refunded: 'info',
};

/** A plan's invoice's status as a badge, the same colours for the customer and for staff. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    <StatusBadge variant={INVOICE_STATUS_VARIANTS[status]}>
      {INVOICE_STATUS_LABELS[status]}
    </StatusBadge>
  );
}

/** The period an invoice bills, on two lines: its first day, then "to" its last. */
export function InvoicePeriod({ start, end }: { start: string; end: string }) {
  return (
    <>
      <div>{formatDate(start)}</div>
      <div>to {formatDate(end)}</div>
    </>
  );
}
