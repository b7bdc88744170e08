import type { SiteSurveyInput } from '@shop/contract';
import { submitSiteSurvey } from '@shop/contract/leads/routes';
import { call } from '../../../lib/api-client';

/** The free site survey; answers the estimate. */
export const sendSiteSurvey = (input: SiteSurveyInput) => call(submitSiteSurvey, { body: input });
