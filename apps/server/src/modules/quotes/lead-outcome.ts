import type { DatabaseHandle } from '@shop/db';
import type { LeadsService } from '../leads/leads.service.ts';
import { createLeadOutcomeRepository } from './lead-outcome.repository.ts';

type QuoteOfLead = { id: number; siteSurveyId: number | null; contactRequestId: number | null };

/**
 * A lead is lost only when none of its quotes is still in play: staff may send a
 * "good" and a "better" quote for one survey, and the customer declining one, or one
 * expiring, leaves the lead open while the other is sent, viewed or accepted. In the
 * caller's transaction.
 */
export function createLeadOutcome(deps: {
  database: DatabaseHandle;
  leads: Pick<LeadsService, 'followQuote'>;
}) {
  const repository = createLeadOutcomeRepository(deps.database);
  return {
    async quoteLost(quote: QuoteOfLead): Promise<void> {
      if (quote.siteSurveyId === null && quote.contactRequestId === null) return;
      if (await repository.otherLiveQuote(quote, quote.id)) return;
      await deps.leads.followQuote(quote, 'lost', null);
    },
  };
}
