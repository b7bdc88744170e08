import { QUOTE_STATUS_LABELS, type QuoteStatus } from '@shop/contract';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { QUOTE_STATUS_VARIANTS } from '../quote-labels';

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return (
    <StatusBadge variant={QUOTE_STATUS_VARIANTS[status]}>{QUOTE_STATUS_LABELS[status]}</StatusBadge>
  );
}
