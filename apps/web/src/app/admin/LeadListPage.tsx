import type { LeadKind } from '@shop/contract';
import { LeadListScreen } from '../../features/leads/components/LeadListScreen';

/** /admin/contact-requests and /admin/site-surveys: the leads staff work through. */
export default function LeadListPage({ kind }: { kind: LeadKind }) {
  // A new kind is a new screen: nothing of one list's state carries over to the other.
  return <LeadListScreen key={kind} kind={kind} />;
}
