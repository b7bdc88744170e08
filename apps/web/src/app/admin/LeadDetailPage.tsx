import type { LeadKind } from '@shop/contract';
import { LeadDetailScreen } from '../../features/leads/components/LeadDetailScreen';

/** /admin/contact-requests/:id and /admin/site-surveys/:id: one lead and its handling. */
export default function LeadDetailPage({ kind }: { kind: LeadKind }) {
  return <LeadDetailScreen key={kind} kind={kind} />;
}
