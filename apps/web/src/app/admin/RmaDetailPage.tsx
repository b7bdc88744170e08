import { RmaDetailScreen } from '../../features/returns/admin/components/RmaDetailScreen';

/** /admin/rmas/:id: one return or warranty claim, and its next step. */
export default function RmaDetailPage() {
  return <RmaDetailScreen />;
}
