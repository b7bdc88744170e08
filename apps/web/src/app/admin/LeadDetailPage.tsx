import type { LeadKind } from '@shop/contract';
import { LeadDetailScreen } from '../../features/leads/components/LeadDetailScreen';
import { LeadQuotesCard } from '../../features/quotes/components/LeadQuotesCard';

/** /admin/contact-requests/:id and /admin/site-surveys/:id: one lead, its handling and quotes. */
export default function LeadDetailPage({ kind }: { kind: LeadKind }) {
  return (
    <LeadDetailScreen
      key={kind}
      kind={kind}
      aside={(id) => <LeadQuotesCard kind={kind} id={id} />}
    />
  );
}
