import Badge from 'react-bootstrap/Badge';
import type { OrderStatus } from '@shop/contract';

const STYLE: Record<OrderStatus, string> = {
  pending: 'secondary',
  paid: 'primary',
  processing: 'info',
  shipped: 'warning',
  delivered: 'success',
  completed: 'success',
  cancelled: 'dark',
  refunded: 'danger',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge
      bg={STYLE[status]}
      text={status === 'shipped' || status === 'processing' ? 'dark' : undefined}
    >
      {status.charAt(0).toUpperCase() + status.slice(1)}
    </Badge>
  );
}
