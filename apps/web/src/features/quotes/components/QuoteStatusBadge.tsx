import Badge from 'react-bootstrap/Badge';
import { QUOTE_STATUS_LABELS, type QuoteStatus } from '@shop/contract';
import { QUOTE_STATUS_VARIANTS } from '../quote-labels';

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  const variant = QUOTE_STATUS_VARIANTS[status];
  return (
    <Badge bg={variant} text={variant === 'info' || variant === 'warning' ? 'dark' : undefined}>
      {QUOTE_STATUS_LABELS[status]}
    </Badge>
  );
}
