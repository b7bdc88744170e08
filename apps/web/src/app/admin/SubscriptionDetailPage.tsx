import { SubscriptionDetailScreen } from '../../features/subscriptions-admin/components/SubscriptionDetailScreen';

/** /admin/subscriptions/{id}: one subscription, its invoices and history, and its actions. */
export default function SubscriptionDetailPage() {
  return <SubscriptionDetailScreen />;
}
