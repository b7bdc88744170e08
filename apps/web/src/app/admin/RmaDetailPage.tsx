import { RmaDetailScreen } from '../../features/rmas/components/RmaDetailScreen';

/** /admin/rmas/:id: one return or warranty claim, and its next step. */
export default function RmaDetailPage() {
  return <RmaDetailScreen />;
}
