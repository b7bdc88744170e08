import type { ExecutorSource } from '@shop/db';
import {
  createQuotePipelineRepository,
  type QuotePipelineNumbers,
} from './quote-pipeline.repository.ts';

export { PIPELINE_WINDOW_DAYS, type QuotePipelineNumbers } from './quote-pipeline.repository.ts';

/**
 * The quote pipeline of the owner's dashboard, read by the dashboard
 * service: quotes out and accepted, the value won this shop month, the survey-to-paid-order
 * conversion and the days from survey to installation (quote-pipeline.repository.ts).
 */
export function createQuotePipeline(database: ExecutorSource) {
  const repository = createQuotePipelineRepository(database);
  return {
    /** The numbers as of `now` (tests pass a moment; the dashboard, none). */
    numbers: (now: Date = new Date()): Promise<QuotePipelineNumbers> => repository.numbers(now),
  };
}

export type QuotePipeline = ReturnType<typeof createQuotePipeline>;
