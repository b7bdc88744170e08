import { SUBSCRIPTION_STATUS_LABELS, type SubscriptionStatus } from '@shop/contract';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { SUBSCRIPTION_STATUS_VARIANTS } from '../subscription-labels';

/** A subscription's status as a badge. */
export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  return (
    <StatusBadge variant={SUBSCRIPTION_STATUS_VARIANTS[status]}>
      {SUBSCRIPTION_STATUS_LABELS[status]}
    </StatusBadge>
  );
}
