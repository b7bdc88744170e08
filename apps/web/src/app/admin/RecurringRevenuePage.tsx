import { RecurringRevenueScreen } from '../../features/subscriptions-admin/components/RecurringRevenueScreen';

/** /admin/recurring-revenue: the owner's recurring monthly revenue and its attrition. */
export default function RecurringRevenuePage() {
  return <RecurringRevenueScreen />;
}
