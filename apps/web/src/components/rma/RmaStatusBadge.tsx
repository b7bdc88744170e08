import Badge from 'react-bootstrap/Badge';
import {
  DEVICE_WARRANTY_LABELS,
  RMA_STATUS_LABELS,
  type DeviceWarrantyState,
  type RmaStatus,
} from '@shop/contract';

const RMA_VARIANT: Record<RmaStatus, string> = {
  requested: 'warning',
  approved: 'primary',
  rejected: 'danger',
  received: 'info',
  inspected: 'info',
  resolved: 'success',
  withdrawn: 'secondary',
};

/**
 * An RMA's status as a badge, the same colours on the customer's returns and the staff queue
 * (issue 22): the only one. Light backgrounds (warning, info) take dark text.
 */
export function RmaStatusBadge({ status }: { status: RmaStatus }) {
  const variant = RMA_VARIANT[status];
  return (
    <Badge bg={variant} text={variant === 'warning' || variant === 'info' ? 'dark' : undefined}>
      {RMA_STATUS_LABELS[status]}
    </Badge>
  );
}

const WARRANTY_VARIANT: Record<DeviceWarrantyState, string> = {
  in_warranty: 'success',
  expired: 'secondary',
  under_claim: 'warning',
};

/** A device's warranty state as a badge: in warranty, expired, under claim. */
export function WarrantyBadge({ state }: { state: DeviceWarrantyState }) {
  return (
    <Badge bg={WARRANTY_VARIANT[state]} text={state === 'under_claim' ? 'dark' : undefined}>
      {DEVICE_WARRANTY_LABELS[state]}
    </Badge>
  );
}
