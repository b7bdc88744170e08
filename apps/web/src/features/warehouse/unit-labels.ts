import type { UnitStatus } from '@shop/contract';

// The labels are the contract's, shared with the RMA screens.
export { UNIT_STATUS_LABELS } from '@shop/contract';

/** Bootstrap background of a unit's status badge. */
export const UNIT_STATUS_VARIANTS: Record<UnitStatus, string> = {
  available: 'success',
  assigned: 'primary',
  shipped: 'info',
  delivered: 'secondary',
  returned: 'warning',
  damaged: 'danger',
  processing: 'dark',
  lost: 'danger',
  voided: 'secondary',
  installed: 'success',
};

/**
 * The detail buttons by the status they lead to (docs/modules/warehouse.md#rules). Only those the
 * same section's transition table (UNIT_TRANSITIONS) allows from the unit's status are shown.
 */
export const UNIT_STATUS_ACTIONS: readonly { to: UnitStatus; label: string; variant: string }[] = [
  { to: 'assigned', label: 'Assign to Order', variant: 'primary' },
  { to: 'shipped', label: 'Mark as Shipped', variant: 'info' },
  { to: 'delivered', label: 'Mark as Delivered', variant: 'secondary' },
  { to: 'returned', label: 'Mark as Returned', variant: 'warning' },
  { to: 'available', label: 'Make Available', variant: 'success' },
  { to: 'damaged', label: 'Mark as Damaged', variant: 'outline-danger' },
  { to: 'lost', label: 'Mark as Lost', variant: 'danger' },
  // A receipt's mistake (ADR 0038): offered while the unit is available.
  { to: 'voided', label: 'Void (received by mistake)', variant: 'outline-secondary' },
];

/**
 * docs/modules/warehouse.md#rules: the bulk menu's statuses; lost and voided too, so a
 * selection can be marked lost or voided (ADR 0038).
 */
export const BULK_UNIT_STATUSES: readonly UnitStatus[] = [
  'available',
  'shipped',
  'delivered',
  'damaged',
  'lost',
  'voided',
];

/** "location_change" -> "Location change". */
export const humanize = (code: string) => {
  const text = code.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};
