import Badge from 'react-bootstrap/Badge';
import { RMA_STATUS_LABELS, type RmaStatus } from '@shop/contract';
import { RMA_STATUS_VARIANTS } from '../rma-labels';

export function RmaStatusBadge({ status }: { status: RmaStatus }) {
  const variant = RMA_STATUS_VARIANTS[status];
  return (
    <Badge bg={variant} text={variant === 'info' || variant === 'warning' ? 'dark' : undefined}>
      {RMA_STATUS_LABELS[status]}
    </Badge>
  );
}
