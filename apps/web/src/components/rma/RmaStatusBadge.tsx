import { StatusBadge } from '../ui/StatusBadge';
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
 * An RMA's status as a badge, the same colours on the customer's returns and the staff queue: the
 * only one. Light backgrounds (warning, info) take dark text.
 */
export function RmaStatusBadge({ status }: { status: RmaStatus }) {
  return <StatusBadge variant={RMA_VARIANT[status]}>{RMA_STATUS_LABELS[status]}</StatusBadge>;
}

const WARRANTY_VARIANT: Record<DeviceWarrantyState, string> = {
  in_warranty: 'success',
  expired: 'secondary',
  under_claim: 'warning',
};

/** A device's warranty state as a badge: in warranty, expired, under claim. */
export function WarrantyBadge({ state }: { state: DeviceWarrantyState }) {
  return (
    <StatusBadge variant={WARRANTY_VARIANT[state]}>{DEVICE_WARRANTY_LABELS[state]}</StatusBadge>
  );
}
