import { SubscriptionListScreen } from '../../features/subscriptions-admin/components/SubscriptionListScreen';

/** /admin/subscriptions: customers' subscriptions to the plans. */
export default function SubscriptionsPage() {
  return <SubscriptionListScreen />;
}
