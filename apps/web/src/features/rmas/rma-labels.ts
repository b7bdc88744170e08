import type { RmaStatus } from '@shop/contract';

/** Each status's badge colour: open ones stand out by what they wait for, closed ones grey. */
export const RMA_STATUS_VARIANTS: Record<RmaStatus, string> = {
  requested: 'warning',
  approved: 'info',
  received: 'primary',
  inspected: 'dark',
  resolved: 'success',
  rejected: 'danger',
  withdrawn: 'secondary',
};

/** "3 days" / "1 day" / "Today". */
export const daysText = (days: number) =>
  days <= 0 ? 'Today' : `${days} day${days === 1 ? '' : 's'}`;
