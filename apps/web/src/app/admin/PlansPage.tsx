import { PlansScreen } from '../../features/subscriptions-admin/components/PlansScreen';

/** /admin/plans: the monitoring and maintenance plans. */
export default function PlansPage() {
  return <PlansScreen />;
}
