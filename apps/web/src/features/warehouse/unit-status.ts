import type { UnitStatus } from '@shop/contract';

/** A unit status as staff read it, with its badge colour (section 3's status_display/class). */
export const UNIT_STATUS_BADGES: Record<UnitStatus, { label: string; tone: string }> = {
  available: { label: 'Available', tone: 'text-bg-success' },
  assigned: { label: 'Assigned', tone: 'text-bg-primary' },
  shipped: { label: 'Shipped', tone: 'text-bg-info' },
  delivered: { label: 'Delivered', tone: 'text-bg-secondary' },
  returned: { label: 'Returned', tone: 'text-bg-warning' },
  damaged: { label: 'Damaged', tone: 'text-bg-danger' },
  processing: { label: 'Processing', tone: 'text-bg-light border' },
  lost: { label: 'Lost', tone: 'text-bg-dark' },
};
