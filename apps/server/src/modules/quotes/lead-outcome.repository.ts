import { sql } from 'drizzle-orm';
import { queryRows, type ExecutorSource } from '@shop/db';

/** The SQL of a lead's outcome through its quotes (lead-outcome.ts). */
export function createLeadOutcomeRepository(database: ExecutorSource) {
  return {
    /** Whether the lead has another quote still open or won (sent, viewed or accepted). */
    async otherLiveQuote(
      lead: { siteSurveyId: number | null; contactRequestId: number | null },
      exceptQuoteId: number,
    ): Promise<boolean> {
      const rows = await queryRows<{ one: number }>(
        database,
        sql`select 1 as one from quotes
            where id <> ${exceptQuoteId} and status in ('sent', 'viewed', 'accepted')
              and (site_survey_id = ${lead.siteSurveyId} or contact_request_id = ${lead.contactRequestId})
            limit 1`,
      );
      return rows.length > 0;
    },
  };
}
